/** The order's progress as a timeline of steps: done, current and still to come. */
import { screen, within } from '@testing-library/react';
import { taskSchema } from '#contract/task';
import { wireTask } from '#test-support/factories/task';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { OrderProgress } from './order-progress';

function showProgress(overrides: Record<string, unknown>, withReview = false) {
  const task = taskSchema.parse(wireTask({ complete: true, ...overrides }));
  renderWithProviders(<OrderProgress task={task} withReview={withReview} />);
  return within(screen.getByRole('region', { name: 'Progress' }));
}

describe('order progress timeline', () => {
  it('marks the current step of a standard order', () => {
    const steps = showProgress({ progress: 'COMPLETE_AND_PREPARED', quoteIds: ['q1'] });
    const items = steps.getAllByRole('listitem');
    const labels = [
      'Draft',
      'Preparing documents',
      'Quotes requested',
      'Quote accepted',
      'Sent to the vendor',
      'In translation',
      'Delivered',
    ];
    expect(items).toHaveLength(labels.length);
    labels.forEach((label, i) => expect(items[i]).toHaveTextContent(new RegExp(`^${label} \\(`)));
    const current = items.find((i) => i.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Quotes requested (current step)');
    expect(current).toHaveTextContent('The vendors were asked for quotes; accept one per language.');
    expect(items[0]).toHaveTextContent('Draft (completed)');
    expect(items.at(-1)).toHaveTextContent('Delivered (not reached yet)');
  });

  it('shows a cancelled order as cancelled', () => {
    const steps = showProgress({ cancelled: true, progress: 'TASK_CANCELLED' });
    expect(steps.getAllByRole('listitem')).toHaveLength(2);
    expect(steps.getByText(/^Cancelled/)).toBeInTheDocument();
    expect(steps.getByText('The order was cancelled and the vendors were informed.')).toBeInTheDocument();
  });

  it('shows a failed preparation', () => {
    const steps = showProgress({ progress: 'PREPARATION_FAILED' });
    const current = steps.getAllByRole('listitem').find((i) => i.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Preparation failed');
    expect(current).toHaveTextContent('The documents could not be converted or analysed.');
  });

  it('shows an unknown progress value verbatim', () => {
    const steps = showProgress({ progress: 'AWAITING_MOON_PHASE' });
    expect(
      steps.getByText('The service reports the status AWAITING_MOON_PHASE, which this portal does not know yet.'),
    ).toBeInTheDocument();
  });

  it('shows the review step when the order is reviewed', () => {
    const steps = showProgress({ progress: 'ORDER_CONFIRMED' }, true);
    expect(steps.getByText(/^In review/)).toBeInTheDocument();
  });
});
