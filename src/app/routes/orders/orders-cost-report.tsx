/** The cost report of the cost page, with the quotes feature's accepted-quotes query (whose cache both share). */
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { CostReport } from '#portal/features/reports/components/cost-report.tsx';
import type { CostOrder } from '#portal/features/reports/lib/cost-figures.ts';

export function OrdersCostReport({ orders }: { orders: readonly CostOrder[] }) {
  return <CostReport orders={orders} acceptedQuotes={quoteQueries.acceptedByTask} />;
}
