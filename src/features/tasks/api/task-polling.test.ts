import type { QuoteEnquiry } from '../../../contract/quote';
import type { Task } from '../../../contract/task';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';
import { taskRefetchInterval } from './task-polling';
import { buildTask } from '../../../test/factories';

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
