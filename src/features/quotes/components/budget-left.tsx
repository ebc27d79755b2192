/** Beside a quote: what each budget of the order would have left after it, and a warning past 80 % or a limit. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { BudgetLines } from './use-budget-outlook';

/** Colours that keep 4.5:1 on white at this size (Mantine's orange does not); a warning is also bold. */
const COLOUR = { none: 'dimmed', past80: undefined, pastSoft: undefined, pastHard: 'red.9', noRate: 'red.9' } as const;

export function BudgetLeft({ quote, lines }: { quote: Quote; lines: BudgetLines | null }) {
  // The budgets' texts come with the outlook, which is asked for after the page's first paint.
  const { t, ready } = useTranslation(['translation', 'budgets'], { useSuspense: false });
  const { money } = useFormatters();
  const mine = lines?.get(quote.id);
  if (!ready || !mine || mine.length === 0) return null;
  return (
    <>
      {mine.map((line) => (
        <Text key={line.budgetId} size="xs" c={COLOUR[line.warning]} span display="block">
          {line.leftAfter !== null &&
            t('budgets:quote.leftAfter', { name: line.name, left: money(line.leftAfter, line.currency) })}
          {line.warning !== 'none' && (
            <Text size="xs" fw={600} span display="block">
              {t(`budgets:quote.${line.warning}`, { name: line.name })}
            </Text>
          )}
        </Text>
      ))}
    </>
  );
}
