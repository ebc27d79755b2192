/** The writing direction of a language (BCP 47 code), for `dir` on text shown in that language. */

/** Scripts written right to left, for browsers without `Intl.Locale.prototype.getTextInfo`. */
const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ku',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg']);

interface TextInfo {
  direction?: string;
}
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

export type TextDirection = 'ltr' | 'rtl';

export function textDirection(language: string | null | undefined): TextDirection {
  if (!language) return 'ltr';
  let locale: LocaleWithTextInfo;
  try {
    locale = new Intl.Locale(language);
  } catch {
    return 'ltr';
  }
  // Chromium and Safari have the method, older Firefox the property.
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  if (locale.script) return RTL_SCRIPTS.has(locale.script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr';
}
