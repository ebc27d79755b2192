/**
 * Why a decision is taken: a short list for its kind and text. The portal server keeps it in the audit trail;
 * the service gets only the state change. Controlled: the dialog holds the value and checks it with `reasonProblem`.
 */
import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REASON_CODES, REASON_TEXT_MAX, type Reason, type ReasonKind } from '#portal-contract/reasons';

export interface ReasonDraft {
  code: string;
  text: string;
}

export const EMPTY_REASON: ReasonDraft = { code: '', text: '' };

/** What is missing from a draft, as a catalogue key; undefined when it is a reason. */
export function reasonProblem(draft: ReasonDraft): 'required' | 'otherNeedsText' | undefined {
  if (draft.code === '') return 'required';
  if (draft.code === 'other' && draft.text.trim() === '') return 'otherNeedsText';
  return undefined;
}

export function toReason(draft: ReasonDraft): Reason {
  return { code: draft.code as Reason['code'], text: draft.text.trim() };
}

export function ReasonFields({
  kind,
  value,
  onChange,
  showErrors,
}: {
  kind: ReasonKind;
  value: ReasonDraft;
  onChange: (value: ReasonDraft) => void;
  /** After a try to confirm: say what is missing. */
  showErrors: boolean;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const problem = showErrors ? reasonProblem(value) : undefined;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('approvals:reasons.label')}
        required
        value={value.code}
        onChange={(event) => onChange({ ...value, code: event.currentTarget.value })}
        data={[
          { value: '', label: '—' },
          ...REASON_CODES[kind].map((code) => ({ value: code, label: t(`approvals:reasons.codes.${code}`) })),
        ]}
        error={problem === 'required' ? t('approvals:reasons.required') : undefined}
      />
      <Textarea
        label={value.code === 'other' ? t('approvals:reasons.details') : t('approvals:reasons.detailsOptional')}
        required={value.code === 'other'}
        value={value.text}
        maxLength={REASON_TEXT_MAX}
        rows={2}
        onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
        error={problem === 'otherNeedsText' ? t('approvals:reasons.otherNeedsText') : undefined}
      />
    </Stack>
  );
}
