/**
 * Writing the service's facts into the copy, a page at a time in the transaction that moves its cursor: tasks
 * as listed (and which of their details the next passes read), then per task its quotes and enquiries, its
 * deliveries, its analysis. A quote keeps the time the copy first saw it in its state.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import { resultValue, type Analysis } from '#contract/analysis';
import type { Quote, QuoteEnquiry } from '#contract/quote';
import type { Task } from '#contract/task';
import type { Tables } from '../db/schema';
import { differs, replaceOfTasks } from './copy-replace';

type Db = Kysely<Tables>;

/** Nothing about such an order moves on unless the order itself changes. */
const SETTLED = new Set(['TRANSLATION_DELIVERED', 'TASK_CANCELLED', 'PREPARATION_FAILED']);

const fingerprintOf = (task: Task) => createHash('sha1').update(JSON.stringify(task)).digest('base64');

/** Upserts listed (or individually read) tasks; a placed order's details are due again when it changed. */
export async function writeTasks(
  db: Db,
  organisation: string,
  tasks: readonly Task[],
  pass: number,
  at: Date,
  listed: boolean,
): Promise<void> {
  if (tasks.length === 0) return;
  const rows = tasks.map((task) => {
    const placed = task.complete && task.progress !== 'NEW';
    return {
      organisation,
      id: task.id,
      source: task.source,
      targets: task.target,
      created_at: task.createdAt,
      deadline: task.desiredDeadline,
      progress: task.progress,
      complete: task.complete,
      cancelled: task.cancelled,
      project_id: task.projectId,
      features: task.features,
      fingerprint: fingerprintOf(task),
      settled: task.cancelled || SETTLED.has(task.progress),
      quotes_due: placed,
      deliveries_due: placed,
      analysis_due: placed,
      outcomes_due: true,
      listed,
      seen_pass: pass,
      synced_at: at,
    };
  });
  const changed = sql<boolean>`service_tasks.fingerprint <> excluded.fingerprint`;
  await db
    .insertInto('service_tasks')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['organisation', 'id']).doUpdateSet((eb) => ({
        source: eb.ref('excluded.source'),
        targets: eb.ref('excluded.targets'),
        created_at: eb.ref('excluded.created_at'),
        deadline: eb.ref('excluded.deadline'),
        progress: eb.ref('excluded.progress'),
        complete: eb.ref('excluded.complete'),
        cancelled: eb.ref('excluded.cancelled'),
        project_id: eb.ref('excluded.project_id'),
        features: eb.ref('excluded.features'),
        fingerprint: eb.ref('excluded.fingerprint'),
        settled: eb.ref('excluded.settled'),
        quotes_due: sql`excluded.quotes_due and (service_tasks.quotes_due or ${changed})`,
        deliveries_due: sql`excluded.deliveries_due and (service_tasks.deliveries_due or ${changed})`,
        analysis_due: sql`excluded.analysis_due and (service_tasks.analysis_due or ${changed})`,
        outcomes_due: sql`service_tasks.outcomes_due or ${changed}`,
        listed: eb.ref('excluded.listed'),
        seen_pass: eb.ref('excluded.seen_pass'),
        synced_at: eb.ref('excluded.synced_at'),
      })),
    )
    .execute();
}

/** The copy's tables of a task's details, and what they come to for the scorecards. */
const OF_TASK = [
  'service_enquiries',
  'service_quotes',
  'service_deliveries',
  'service_analyses',
  'service_job_outcomes',
] as const;

/** A task the service no longer knows, with what the copy held of it. */
export async function forgetTask(db: Db, organisation: string, id: string): Promise<void> {
  for (const table of OF_TASK)
    await db.deleteFrom(table).where('organisation', '=', organisation).where('task_id', '=', id).execute();
  await db.deleteFrom('service_tasks').where('organisation', '=', organisation).where('id', '=', id).execute();
}

/** A quote as the copy keeps it; `at`: when it was seen in its state. */
export function quoteRow(organisation: string, q: Quote, at: Date) {
  return {
    organisation,
    id: q.id,
    task_id: q.translationTaskId,
    enquiry_id: q.tapQuoteEnquiryId ?? null,
    supplier_name: q.supplierName,
    target: q.target,
    state: q.state,
    created_at: q.createdAt,
    net_amount: q.price.netAmount,
    gross_amount: q.price.grossAmount,
    currency: q.price.currency,
    unit: q.textAmount.type,
    amount: String(q.textAmount.amount),
    state_since: at,
  };
}

const QUOTE_COLUMNS = [
  'task_id',
  'enquiry_id',
  'supplier_name',
  'target',
  'created_at',
  'net_amount',
  'gross_amount',
  'currency',
  'unit',
  'amount',
  'state',
] as const;

/**
 * A quote seen again takes what it is now, and keeps the time it came into its state while that stays; one
 * seen as it was is not written again.
 */
export const keepStateSince = (oc: OnConflictBuilder<Tables, 'service_quotes'>) =>
  oc
    .columns(['organisation', 'id'])
    .doUpdateSet((eb) => ({
      task_id: eb.ref('excluded.task_id'),
      enquiry_id: eb.ref('excluded.enquiry_id'),
      supplier_name: eb.ref('excluded.supplier_name'),
      target: eb.ref('excluded.target'),
      created_at: eb.ref('excluded.created_at'),
      net_amount: eb.ref('excluded.net_amount'),
      gross_amount: eb.ref('excluded.gross_amount'),
      currency: eb.ref('excluded.currency'),
      unit: eb.ref('excluded.unit'),
      amount: eb.ref('excluded.amount'),
      state_since: sql`case when service_quotes.state = excluded.state then service_quotes.state_since else excluded.state_since end`,
      state: eb.ref('excluded.state'),
    }))
    .where(differs('service_quotes', QUOTE_COLUMNS));

export interface QuotesOfTask {
  taskId: string;
  quotes: readonly Quote[];
  enquiries: readonly QuoteEnquiry[];
}

/** Replaces the quotes and enquiries of a page of tasks (a quote keeps `state_since` while its state stays). */
export async function writeQuotes(db: Db, organisation: string, read: readonly QuotesOfTask[], at: Date) {
  const taskIds = read.map((r) => r.taskId);
  if (taskIds.length === 0) return;
  const quotes = read.flatMap((r) => r.quotes);
  const ids = quotes.map((q) => q.id);
  let stale = db.deleteFrom('service_quotes').where('organisation', '=', organisation).where('task_id', 'in', taskIds);
  if (ids.length > 0) stale = stale.where('id', 'not in', ids);
  const changed = await stale.returning('task_id').execute();
  if (quotes.length > 0)
    changed.push(
      ...(await db
        .insertInto('service_quotes')
        .values(quotes.map((q) => quoteRow(organisation, q, at)))
        .onConflict(keepStateSince)
        .returning('task_id')
        .execute()),
    );
  const enquiries = await replaceOfTasks(
    db,
    'service_enquiries',
    organisation,
    taskIds,
    read
      .flatMap((r) => r.enquiries)
      .map((e) => ({
        organisation,
        id: e.id,
        task_id: e.translationTaskId,
        vendor_id: e.lspVendorId,
        vendor_name: e.lspVendorName ?? null,
        target: e.target ?? null,
        created_at: e.createdAt,
      })),
  );
  await clearDue(db, organisation, taskIds, 'quotes_due', [...changed.map((row) => row.task_id), ...enquiries]);
}

export interface DeliveryRow {
  id: string;
  taskId: string;
  target: string;
  state: string;
  postEditing: boolean;
  deliveredAt: string | null;
}

export async function writeDeliveries(db: Db, organisation: string, taskIds: string[], rows: DeliveryRow[]) {
  const changed = await replaceOfTasks(
    db,
    'service_deliveries',
    organisation,
    taskIds,
    rows.map((d) => ({
      organisation,
      id: d.id,
      task_id: d.taskId,
      target: d.target,
      state: d.state,
      post_editing: d.postEditing,
      delivered_at: d.deliveredAt,
    })),
  );
  await clearDue(db, organisation, taskIds, 'deliveries_due', changed);
}

/** The newest finished analysis of each task that has one. */
export async function writeAnalyses(db: Db, organisation: string, taskIds: string[], analyses: Analysis[]) {
  const changed = await replaceOfTasks(
    db,
    'service_analyses',
    organisation,
    taskIds,
    analyses.map((a) => ({
      organisation,
      task_id: a.translationTaskId,
      id: a.id,
      source_words: JSON.stringify(
        Object.fromEntries(
          Object.entries(a.response).map(([target, result]) => [
            target,
            resultValue(result.resultTotal, 'numWordsTotal'),
          ]),
        ),
      ),
      updated_at: a.updatedAt ?? null,
    })),
  );
  await clearDue(db, organisation, taskIds, 'analysis_due', changed);
}

/**
 * At the start of a quotes or deliveries pass, the orders still in flight are due again: a quote rejected
 * elsewhere, or one language of several delivered, changes no field of the order.
 */
export async function inFlightDue(db: Db, organisation: string, flag: 'quotes_due' | 'deliveries_due') {
  await db
    .updateTable('service_tasks')
    .set({ [flag]: true })
    .where('organisation', '=', organisation)
    .where('complete', '=', true)
    .where('progress', '<>', 'NEW')
    .where('settled', '=', false)
    .execute();
}

/** The details read: not due any more; the scorecard outcomes of the tasks whose details `changed` are. */
async function clearDue(
  db: Db,
  organisation: string,
  taskIds: string[],
  flag: 'quotes_due' | 'deliveries_due' | 'analysis_due',
  changed: string[],
) {
  await db
    .updateTable('service_tasks')
    .set({
      [flag]: false,
      ...(changed.length > 0 ? { outcomes_due: sql<boolean>`outcomes_due or id = any(${changed}::text[])` } : {}),
    })
    .where('organisation', '=', organisation)
    .where('id', 'in', taskIds)
    .execute();
}

/** The organisation's copy and cursors, gone: the next passes fill it again from the service. */
export async function emptyCopy(db: Db, organisation: string) {
  await db.transaction().execute(async (trx) => {
    for (const table of [...OF_TASK, 'service_tasks', 'service_sync_cursors'] as const)
      await trx.deleteFrom(table).where('organisation', '=', organisation).execute();
  });
}
