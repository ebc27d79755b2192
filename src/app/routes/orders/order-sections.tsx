/**
 * The order page's sections beyond its facts: quotes, deliveries and the analysis. Their own chunk, rendered
 * after the part above the fold has been painted (see order-page.tsx). Once a language is delivered, the
 * downloads are what the orderer came for: the page renders them first (`part="deliveries"`) and the rest
 * below (`part="rest"`).
 */
import type { ReactNode } from 'react';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import { useSourceWords } from '#portal/features/analysis/lib/use-source-words.ts';
import { AnalysisSection } from '#portal/features/analysis/components/analysis-section.tsx';
import { DeliveriesSection } from '#portal/features/deliveries/components/deliveries-section.tsx';
import { QuotesSection } from '#portal/features/quotes/components/quotes-section.tsx';
import { preparationFailed } from '#portal/lib/task-lifecycle/states.ts';

export default function OrderSections({
  task,
  deliveries,
  part = 'all',
  reviewed = false,
  after,
}: {
  task: Task;
  deliveries: readonly Delivery[] | undefined;
  part?: 'all' | 'deliveries' | 'rest';
  /** With `part="deliveries"`: what follows the downloads, shown with them (DeliveriesSection). */
  after?: ReactNode;
  /** The project requires review: the deliveries say when each language was approved. */
  reviewed?: boolean;
}) {
  if (part === 'deliveries') return <DeliveriesSection task={task} reviewed={reviewed} after={after} />;
  return <QuotesAndAnalysis task={task} deliveries={deliveries} part={part} reviewed={reviewed} />;
}

function QuotesAndAnalysis({
  task,
  deliveries,
  part,
  reviewed,
}: {
  task: Task;
  deliveries: readonly Delivery[] | undefined;
  part: 'all' | 'rest';
  reviewed: boolean;
}) {
  // The analysis counts the source words that prices in different units are compared by.
  const sourceWords = useSourceWords(task);
  return (
    <>
      {/* A failed preparation asked no vendor: nothing may promise quotes or deliveries (the page says what to do). */}
      {!preparationFailed(task) && <QuotesSection task={task} deliveries={deliveries} sourceWords={sourceWords} />}
      {part === 'all' && !preparationFailed(task) && <DeliveriesSection task={task} reviewed={reviewed} />}
      <AnalysisSection task={task} />
    </>
  );
}
