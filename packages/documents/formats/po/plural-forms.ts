/**
 * gettext plural forms per language: the expressions of gettext's own table (msginit) and of CLDR as
 * Weblate and Launchpad write them, so a translated catalogue has as many msgstr[n] as its language
 * needs. `one` is the index of the form gettext picks for n = 1, where the singular translation goes.
 */

interface Forms {
  header: string;
  count: number;
  /** The msgstr index used for n = 1 (Arabic puts zero first). */
  one: number;
}

const TWO = 'nplurals=2; plural=(n != 1);';
const TWO_FRENCH = 'nplurals=2; plural=(n > 1);';
const ONE = 'nplurals=1; plural=0;';
const EAST_SLAVIC =
  'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);';
const CZECH = 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;';

const FORMS: Record<string, string> = {
  // Germanic, Romance (but French and Brazilian Portuguese), Nordic, Greek, Hungarian, Turkish, Bulgarian,
  // Estonian, Finnish and Hebrew as gettext writes it: one form for 1, another for the rest.
  de: TWO,
  en: TWO,
  es: TWO,
  it: TWO,
  pt: TWO,
  'pt-BR': TWO_FRENCH,
  nl: TWO,
  sv: TWO,
  da: TWO,
  nb: TWO,
  nn: TWO,
  no: TWO,
  fi: TWO,
  et: TWO,
  el: TWO,
  bg: TWO,
  hu: TWO,
  tr: TWO,
  he: TWO,
  ca: TWO,
  af: TWO,
  fr: TWO_FRENCH,
  // No plural distinction.
  ja: ONE,
  zh: ONE,
  ko: ONE,
  vi: ONE,
  th: ONE,
  id: ONE,
  ms: ONE,
  // Slavic and Baltic.
  ru: EAST_SLAVIC,
  uk: EAST_SLAVIC,
  be: EAST_SLAVIC,
  hr: EAST_SLAVIC,
  sr: EAST_SLAVIC,
  bs: EAST_SLAVIC,
  pl: 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  cs: CZECH,
  sk: CZECH,
  sl: 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);',
  lt: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);',
  lv: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);',
  ro: 'nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);',
  ga: 'nplurals=5; plural=(n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4);',
  cy: 'nplurals=4; plural=(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3;',
  ar: 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
};

/** Where the form for n = 1 is not the first. */
const ONE_AT: Record<string, number> = { ar: 1 };

/**
 * The Plural-Forms header of a language (`de-DE`, `pt_BR`, `ar`). A language not in the table gets
 * gettext's default, one form for one and another for the rest (nplurals=2), which is right for most
 * languages and leaves a catalogue msgfmt accepts for any.
 */
export function pluralForms(language: string): Forms {
  const [base = '', region = ''] = language.replace('_', '-').split('-');
  const lower = base.toLowerCase();
  const header = FORMS[`${lower}-${region.toUpperCase()}`] ?? FORMS[lower] ?? TWO;
  return { header, count: Number(/nplurals=(\d+)/.exec(header)?.[1] ?? 2), one: ONE_AT[lower] ?? 0 };
}
