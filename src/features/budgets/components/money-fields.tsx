/** An amount (a decimal string, as typed) and its currency code: the PO and budget forms' pair of inputs. */
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Field = UseFormRegisterReturn & { error: string | undefined };

export function MoneyFields({
  amount: { error: amountError, ...amount },
  currency: { error, ...currency },
}: {
  amount: Field;
  currency: Field;
}) {
  const { t } = useTranslation(['translation', 'budgets']);
  return (
    <>
      <TextInput
        label={t('budgets:form.amount')}
        required
        inputMode="decimal"
        w={140}
        {...amount}
        error={amountError}
      />
      <TextInput label={t('budgets:form.currency')} required maxLength={3} w={100} {...currency} error={error} />
    </>
  );
}
