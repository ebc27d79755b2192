/** A project setting turned on or off: its label, and its hint under it, from the catalogue. */
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField, type BoundFieldProps } from '#portal/lib/forms/fields.tsx';

/** The settings' labels in the catalogue; each has its hint beside it, under the same key + `Hint`. */
type SettingText =
  | 'projects:general.confidential'
  | 'projects:documents.attachOriginals'
  | 'projects:documents.subfilterHtml'
  | 'projects:pretranslation.enabled';

export function SettingSwitch<V extends FieldValues, C>({
  text,
  ...field
}: BoundFieldProps<V, C, boolean> & { text: SettingText }) {
  const { t } = useTranslation(['translation', 'projects']);
  return <SwitchField {...field} label={t(text)} description={t(`${text}Hint`)} />;
}
