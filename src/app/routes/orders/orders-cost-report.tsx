/** The cost report of the cost page, with the quotes feature's accepted-quotes query (whose cache both share). */
import { quoteQueries } from '../../../features/quotes/api/quote-queries';
import { CostReport } from '../../../features/reports/components/cost-report';
import type { CostOrder } from '../../../features/reports/lib/cost-figures';

export function OrdersCostReport({ orders }: { orders: readonly CostOrder[] }) {
  return <CostReport orders={orders} acceptedQuotes={quoteQueries.acceptedByTask} />;
}
