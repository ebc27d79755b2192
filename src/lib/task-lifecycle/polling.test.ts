import type { Delivery } from '#contract/delivery';
import type { QuoteEnquiry } from '#contract/quote';
import type { Task } from '#contract/task';
import { POLL_INTERVAL_MS } from './poll-intervals';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildTask } from '#test-support/factories/task';
import { deliveriesRefetchInterval, taskRefetchInterval } from './polling';

const task = (progress: string, quoteIds: string[] = []): Task => buildTask({ progress, quoteIds });

function enquiry(quotesFetched: boolean): QuoteEnquiry {
  return {
    id: `e-${String(quotesFetched)}`,
    quotesFetched,
    createdAt: '2024-01-01T00:00:00Z',
    lspVendorId: 'v1',
    translationTaskId: 't1',
  };
}

describe('taskRefetchInterval', () => {
  it.each(['IN_PREPARATION', 'QUOTE_ACCEPTED', 'ACCEPTED_QUOTE_SUBMITTED', 'ORDER_CONFIRMED', 'IN_REVIEW'])(
    'polls while %s',
    (progress) => {
      expect(taskRefetchInterval(task(progress))).toBe(POLL_INTERVAL_MS);
    },
  );

  it.each(['NEW', 'TRANSLATION_DELIVERED', 'TASK_CANCELLED', 'PREPARATION_FAILED', 'SOMETHING_NEW'])(
    'stops at %s',
    (progress) => {
      expect(taskRefetchInterval(task(progress))).toBe(false);
    },
  );

  it('does not poll without data', () => {
    expect(taskRefetchInterval(undefined)).toBe(false);
  });

  it('polls COMPLETE_AND_PREPARED while enquiries are still waiting', () => {
    const prepared = task('COMPLETE_AND_PREPARED', ['q1']);
    expect(taskRefetchInterval(prepared, [enquiry(true), enquiry(false)])).toBe(POLL_INTERVAL_MS);
    expect(taskRefetchInterval(prepared, [])).toBe(POLL_INTERVAL_MS);
    expect(taskRefetchInterval(prepared, [enquiry(true)])).toBe(false);
  });

  it('without enquiries, polls COMPLETE_AND_PREPARED until the first quote arrives', () => {
    expect(taskRefetchInterval(task('COMPLETE_AND_PREPARED'))).toBe(POLL_INTERVAL_MS);
    expect(taskRefetchInterval(task('COMPLETE_AND_PREPARED', ['q1']))).toBe(false);
  });
});

describe('deliveriesRefetchInterval', () => {
  const d = (state: string): Delivery => buildDelivery({ state });
  it('polls while any delivery is NEW or IN_REVIEW', () => {
    expect(deliveriesRefetchInterval([d('DELIVERED'), d('NEW')])).toBe(POLL_INTERVAL_MS);
    expect(deliveriesRefetchInterval([d('IN_REVIEW')])).toBe(POLL_INTERVAL_MS);
    expect(deliveriesRefetchInterval(d('NEW'))).toBe(POLL_INTERVAL_MS);
  });
  it('stops when all are delivered, or there is nothing', () => {
    expect(deliveriesRefetchInterval([d('DELIVERED')])).toBe(false);
    expect(deliveriesRefetchInterval([])).toBe(false);
    expect(deliveriesRefetchInterval(undefined)).toBe(false);
  });
  it("also polls, given the order's progress, while a vendor may hand over a language", () => {
    for (const progress of ['QUOTE_ACCEPTED', 'ACCEPTED_QUOTE_SUBMITTED', 'ORDER_CONFIRMED', 'IN_REVIEW']) {
      expect(deliveriesRefetchInterval([], progress)).toBe(POLL_INTERVAL_MS);
      expect(deliveriesRefetchInterval(undefined, progress)).toBe(POLL_INTERVAL_MS);
    }
    for (const progress of ['NEW', 'COMPLETE_AND_PREPARED', 'TRANSLATION_DELIVERED', 'TASK_CANCELLED', 'ON_HOLD']) {
      expect(deliveriesRefetchInterval([d('DELIVERED')], progress)).toBe(false);
    }
  });
});
