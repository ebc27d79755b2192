/** The languages offered in the order form: a project's available languages, otherwise common BCP-47 codes. */
import type { Project } from '../../../../contract/project';

export const COMMON_LANGUAGES = [
  'en-US',
  'en-GB',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'fr-CA',
  'fr-CH',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'nl-BE',
  'pt-PT',
  'pt-BR',
  'pl-PL',
  'sv-SE',
  'da-DK',
  'fi-FI',
  'nb-NO',
  'cs-CZ',
  'sk-SK',
  'hu-HU',
  'ro-RO',
  'bg-BG',
  'hr-HR',
  'sl-SI',
  'el-GR',
  'et-EE',
  'lv-LV',
  'lt-LT',
  'tr-TR',
  'ru-RU',
  'uk-UA',
  'ar-SA',
  'he-IL',
  'hi-IN',
  'th-TH',
  'vi-VN',
  'id-ID',
  'ja-JP',
  'zh-CN',
  'zh-TW',
  'ko-KR',
] as const;

function unique(codes: Iterable<string>): string[] {
  return [...new Set(codes)];
}

/** Source languages: the project's sources when it lists any, otherwise the common list. */
export function sourceLanguageCodes(project: Project | undefined): string[] {
  const pairs = project?.availableLanguages ?? [];
  return pairs.length > 0 ? unique(pairs.map((p) => p.source)) : [...COMMON_LANGUAGES];
}

/** Target languages for a source: the project's targets for it (all its targets without a source); never the source. */
export function targetLanguageCodes(project: Project | undefined, source: string | null): string[] {
  const pairs = project?.availableLanguages ?? [];
  const codes =
    pairs.length > 0
      ? unique(pairs.filter((p) => !source || p.source === source).flatMap((p) => p.target))
      : [...COMMON_LANGUAGES];
  return codes.filter((code) => code !== source);
}

/** Options "German (Germany) · de-DE", sorted by name; values not in the list are kept so they stay visible. */
export function languageOptions(
  codes: readonly string[],
  keep: readonly string[],
  name: (code: string) => string,
  locale: string,
): { value: string; label: string }[] {
  const all = unique([...codes, ...keep]);
  return all
    .map((code) => ({ value: code, label: `${name(code)} · ${code}` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
