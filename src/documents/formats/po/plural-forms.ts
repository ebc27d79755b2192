/**
 * gettext plural forms per language (the expressions of the gettext manual and of Weblate's tables),
 * so that a translated catalogue has as many msgstr[n] as its language needs.
 */
const TWO = 'nplurals=2; plural=(n != 1);';
const FORMS: Record<string, string> = {
  ja: 'nplurals=1; plural=0;',
  zh: 'nplurals=1; plural=0;',
  ko: 'nplurals=1; plural=0;',
  vi: 'nplurals=1; plural=0;',
  th: 'nplurals=1; plural=0;',
  id: 'nplurals=1; plural=0;',
  ms: 'nplurals=1; plural=0;',
  fr: 'nplurals=2; plural=(n > 1);',
  'pt-BR': 'nplurals=2; plural=(n > 1);',
  lv: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);',
  lt: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ru: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  uk: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  be: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  sr: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  hr: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  bs: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  cs: 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
  sk: 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
  pl: 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ro: 'nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);',
  sl: 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);',
  ga: 'nplurals=5; plural=(n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4);',
  cy: 'nplurals=4; plural=(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3;',
  ar: 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
};

/**
 * The Plural-Forms header of a language (`de-DE`, `pt_BR`, `ar`). Languages not in the table (German,
 * Spanish, Italian, Dutch, the Nordic languages, Greek, Hungarian, Turkish, Hebrew…) have one form for
 * one and another for the rest.
 */
export function pluralForms(language: string): { header: string; count: number } {
  const [base = '', region = ''] = language.replace('_', '-').split('-');
  const header = FORMS[`${base.toLowerCase()}-${region.toUpperCase()}`] ?? FORMS[base.toLowerCase()] ?? TWO;
  return { header, count: Number(/nplurals=(\d+)/.exec(header)?.[1] ?? 2) };
}
