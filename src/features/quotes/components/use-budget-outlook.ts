/**
 * Server mode: what the order's budgets would have left after each quote of a language, as the portal server
 * works it out (its rates, the budgets' committed spend). Asked for once the comparison is near the viewport;
 * a failure shows nothing (a hint beside the quotes, not the decision: the server checks that on Accept).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Quote } from '#contract/quote';
import type { BudgetOutlook } from '#portal-contract/budgets';
import { budgetQueries } from '#portal/lib/api/budgets/budget-queries.ts';

export interface QuoteBudgetLine {
  budgetId: string;
  name: string;
  currency: string;
  leftAfter: string | null;
  warning: BudgetOutlook['quotes'][number]['budgets'][number]['warning'];
}

/** The lines of each quote by id; null until known, or when no budget concerns the order. */
export type BudgetLines = ReadonlyMap<string, readonly QuoteBudgetLine[]>;

export function useBudgetOutlook(
  taskId: string | null,
  quotes: readonly Quote[],
  enabled: boolean,
): BudgetLines | null {
  const asked = useMemo(
    () => quotes.map((q) => ({ id: q.id, grossAmount: q.price.grossAmount, currency: q.price.currency })),
    [quotes],
  );
  const { data } = useQuery({
    ...budgetQueries.outlook(taskId ?? '', asked),
    enabled: enabled && taskId !== null && asked.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return useMemo(() => {
    if (!data || data.budgets.length === 0) return null;
    const byId = new Map(data.budgets.map((b) => [b.id, b]));
    return new Map(
      data.quotes.map((q) => [
        q.quoteId,
        q.budgets.flatMap((line) => {
          const budget = byId.get(line.budgetId);
          return budget
            ? [
                {
                  budgetId: budget.id,
                  name: budget.name,
                  currency: budget.currency,
                  leftAfter: line.leftAfter,
                  warning: line.warning,
                },
              ]
            : [];
        }),
      ]),
    );
  }, [data]);
}
