import { useTranslation } from 'react-i18next';
import { languageName } from '#portal/lib/format/format.ts';

/** A language code shown as its name in the UI language ("de-DE" → "German (Germany)"); the code is the tooltip. */
export function LanguageName({ code, withCode = false }: { code: string; withCode?: boolean }) {
  const { i18n } = useTranslation();
  const name = languageName(code, i18n.resolvedLanguage ?? i18n.language);
  return (
    <span title={code}>
      {name}
      {withCode && name !== code ? ` (${code})` : null}
    </span>
  );
}
