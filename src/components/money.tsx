import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

/**
 * A money amount at its currency's minor units ("€77.68"). Where that rounds the exact decimal string,
 * the exact value ("€77.675") is the hover title and is read out after the amount.
 */
export function Money({ amount, currency }: { amount: string; currency: string }) {
  const { t } = useTranslation();
  const { money, exactMoney } = useFormatters();
  const shown = money(amount, currency);
  const exact = exactMoney(amount, currency);
  if (shown === exact) return <span>{shown}</span>;
  const label = t('common.exactAmount', { amount: exact });
  return (
    <span title={label}>
      <span>{shown}</span>
      <VisuallyHidden> ({label})</VisuallyHidden>
    </span>
  );
}

/** The same in running text (a dialog's sentence): "€77.68 (exact: €77.675)", the exact value only where it differs. */
export function useMoneyText() {
  const { t } = useTranslation();
  const { money, exactMoney } = useFormatters();
  return (amount: string, currency: string) => {
    const shown = money(amount, currency);
    const exact = exactMoney(amount, currency);
    return shown === exact ? shown : `${shown} (${t('common.exactAmount', { amount: exact })})`;
  };
}
