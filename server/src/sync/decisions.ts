/**
 * Decisions the proxy sees are written into the copy at once, in the transaction that records them: a quote
 * accepted (the language's other offers rejected, as the service does), rejected or cancelled; an order
 * cancelled. The order's details are due again, so the next sync reads what the service made of it, and so are
 * its scorecard outcomes (flagged in the updates that run anyway: no statement is added to the decision).
 */
import type { Kysely } from 'kysely';
import type { Quote } from '#contract/quote';
import type { DecisionCopy } from '../approvals/context';
import type { Tables } from '../db/schema';
import { keepStateSince, quoteRow } from './copy-writes';

type Db = Kysely<Tables>;
export type QuoteDecision = 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

async function detailsDue(db: Db, organisation: string, taskId: string) {
  await db
    .updateTable('service_tasks')
    .set({ quotes_due: true, deliveries_due: true, outcomes_due: true })
    .where('organisation', '=', organisation)
    .where('id', '=', taskId)
    .execute();
}

/** `quote` as the service showed it before the decision; only its id where it could not be read. */
export async function copyQuoteDecision(
  db: Db,
  organisation: string,
  quote: Quote | { id: string },
  state: QuoteDecision,
  at: Date,
): Promise<void> {
  if (!('translationTaskId' in quote)) {
    // One statement: the quote's state, and its task's outcomes due.
    await db
      .with('decided', (cte) =>
        cte
          .updateTable('service_quotes')
          .set({ state, state_since: at })
          .where('organisation', '=', organisation)
          .where('id', '=', quote.id)
          .where('state', '<>', state)
          .returning('task_id'),
      )
      .updateTable('service_tasks')
      .set({ outcomes_due: true })
      .where('organisation', '=', organisation)
      .where('id', 'in', (eb) => eb.selectFrom('decided').select('task_id'))
      .execute();
    return;
  }
  await db
    .insertInto('service_quotes')
    .values(quoteRow(organisation, { ...quote, state }, at))
    .onConflict(keepStateSince)
    .execute();
  if (state === 'ACCEPTED')
    await db
      .updateTable('service_quotes')
      .set({ state: 'REJECTED', state_since: at })
      .where('organisation', '=', organisation)
      .where('task_id', '=', quote.translationTaskId)
      .where('target', '=', quote.target)
      .where('state', '=', 'OFFERED')
      .where('id', '<>', quote.id)
      .execute();
  await detailsDue(db, organisation, quote.translationTaskId);
}

export async function copyOrderCancelled(db: Db, organisation: string, taskId: string, at: Date): Promise<void> {
  await db
    .updateTable('service_tasks')
    .set({ cancelled: true, settled: true, synced_at: at })
    .where('organisation', '=', organisation)
    .where('id', '=', taskId)
    .execute();
  await detailsDue(db, organisation, taskId);
}

/** The copy as the approvals see it; `now`: the clock of the decisions' times. */
export function decisionCopy(now: () => Date = () => new Date()): DecisionCopy {
  return {
    quoteDecided: (trx, organisation, quote, state) => copyQuoteDecision(trx, organisation, quote, state, now()),
    orderCancelled: (trx, organisation, taskId) => copyOrderCancelled(trx, organisation, taskId, now()),
  };
}
