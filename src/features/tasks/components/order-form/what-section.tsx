/** What to translate: the kind of order, the source documents and, for instant translations, pasted text. */
import { Group, Radio } from '@mantine/core';
import type { ReactElement } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroupField, useFieldBinding } from '#portal/lib/forms/fields.tsx';
import { TASK_KINDS } from '#contract/task';
import type { OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { OrderTextarea } from './order-textarea';

export interface DocumentsFieldProps {
  value: OrderFormValues['documents'];
  onChange: (documents: OrderFormValues['documents']) => void;
  error: string | undefined;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

export interface WhatSectionProps<C> {
  control: Control<OrderFormValues, C, OrderFormValues>;
  register: UseFormRegister<OrderFormValues>;
  /** The documents field (the page composes it from the documents feature). */
  renderDocuments: (props: DocumentsFieldProps) => ReactElement;
  onUploadsBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

export function WhatSection<C>({
  control,
  register,
  renderDocuments,
  onUploadsBusyChange,
  disabled,
}: WhatSectionProps<C>) {
  const { t } = useTranslation();
  const kind = useWatch({ control, name: 'kind' });
  const documents = useFieldBinding<OrderFormValues, C, OrderFormValues['documents']>({ control, name: 'documents' });
  return (
    <>
      <RadioGroupField control={control} name="kind" label={t('tasks.form.kind.label')}>
        <Group mt="xs" gap="lg" align="flex-start">
          {TASK_KINDS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`tasks.form.kind.${value}`)}
              description={t(`tasks.form.kind.${value}Description`)}
              disabled={disabled}
              maw={260}
            />
          ))}
        </Group>
      </RadioGroupField>
      {renderDocuments({
        value: documents.value,
        onChange: documents.onChange,
        error: typeof documents.error === 'string' ? documents.error : undefined,
        onBusyChange: onUploadsBusyChange,
        disabled,
      })}
      {kind !== 'standard' && (
        <OrderTextarea control={control} register={register} name="sourceText" rows={4} disabled={disabled} />
      )}
    </>
  );
}
