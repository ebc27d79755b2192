/**
 * Language pickers' options, labelled as languages are everywhere in the portal: "German (Germany) (de-DE)",
 * the name in the UI language and the code.
 */
import { useMemo } from 'react';
import { useFormatters } from './format/use-formatters';

export interface LanguageOption {
  value: string;
  label: string;
}

export function languageLabel(name: (code: string) => string, code: string): string {
  return `${name(code)} (${code})`;
}

/** Options for `codes`, sorted by label; values in `keep` (e.g. already chosen) are added so they stay visible. */
export function languageOptions(
  codes: readonly string[],
  keep: readonly string[],
  name: (code: string) => string,
  locale: string,
): LanguageOption[] {
  const all = [...new Set([...codes, ...keep])].filter((code) => code !== '');
  return all
    .map((code) => ({ value: code, label: languageLabel(name, code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** `languageOptions` named in the UI language; pass stable arrays (memoised or from form state). */
export function useLanguageOptions(codes: readonly string[], keep: readonly string[]): LanguageOption[] {
  const { languageName, locale } = useFormatters();
  return useMemo(() => languageOptions(codes, keep, languageName, locale), [codes, keep, languageName, locale]);
}
