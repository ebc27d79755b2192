import { useMemo } from 'react';
import { COMMON_LANGUAGE_CODES } from '../../../lib/languages';
import { useFormatters } from '../../../lib/format/use-formatters';

/** Select options for language codes: the common list plus codes already in use, named in the UI language. */
export function useLanguageOptions(inUse: readonly string[]) {
  const { languageName } = useFormatters();
  const key = inUse.join('|');
  return useMemo(() => {
    const codes = [...new Set([...COMMON_LANGUAGE_CODES, ...key.split('|').filter(Boolean)])];
    return codes
      .map((code) => ({ value: code, label: `${languageName(code)} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [key, languageName]);
}
