/**
 * The order page below the fold: quotes, deliveries and the analysis. Their own chunk, rendered after the
 * part above the fold has been painted (see order-page.tsx).
 */
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { AnalysisSection } from '../../../features/analysis/components/analysis-section';
import { DeliveriesSection } from '../../../features/deliveries/components/deliveries-section';
import { QuotesSection } from '../../../features/quotes/components/quotes-section';

export default function OrderSections({
  task,
  deliveries,
}: {
  task: Task;
  deliveries: readonly Delivery[] | undefined;
}) {
  return (
    <>
      <QuotesSection task={task} deliveries={deliveries} />
      <DeliveriesSection task={task} />
      <AnalysisSection task={task} />
    </>
  );
}
