/**
 * The vendor scorecards' facts (#reports/scorecard-facts) of a period's orders, read from the copy: the placed
 * orders created in [from, to), their enquiries, quotes, delivery times and analyses' word counts; four
 * queries whatever the period holds. The scorecards themselves are figured by #reports/scorecards, as the
 * portal does in browser mode.
 */
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { referenceFor, type ConfiguredMoney } from '#reports/reference-money';
import {
  quoteOutcomeOf,
  type EnquiryFact,
  type OrderFact,
  type QuoteFact,
  type ScorecardFacts,
} from '#reports/scorecard-facts';
import type { Tables } from '../db/schema';

/** A time as JavaScript's toISOString() writes it, written by the database (parsing 300,000 Dates costs more). */
const iso = (column: string, as = column.replace(/^\w+\./, '')) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;

/** The columns of a table's rows, times as ISO strings. */
type Row<T extends keyof Tables, K extends keyof Selectable<Tables[T]>> = {
  [C in K]: Selectable<Tables[T]>[C] extends Date
    ? string
    : Selectable<Tables[T]>[C] extends Date | null
      ? string | null
      : Selectable<Tables[T]>[C];
};
type TaskRow = Row<
  'service_tasks',
  'id' | 'created_at' | 'deadline' | 'source' | 'targets' | 'cancelled' | 'progress' | 'features'
>;
type QuoteRow = Row<
  'service_quotes',
  | 'id'
  | 'task_id'
  | 'enquiry_id'
  | 'supplier_name'
  | 'target'
  | 'created_at'
  | 'state'
  | 'net_amount'
  | 'currency'
  | 'unit'
  | 'amount'
>;
type DeliveryRow = Row<'service_deliveries', 'task_id' | 'target' | 'post_editing' | 'delivered_at'>;
type AnalysisRow = Row<'service_analyses', 'task_id' | 'source_words'>;

export async function copyFacts(
  db: Kysely<Tables>,
  organisation: string,
  from: Date,
  to: Date,
  money: ConfiguredMoney,
): Promise<ScorecardFacts> {
  const facts = await readFacts(
    db,
    sql`service_tasks t`,
    sql`t.organisation = ${organisation} and t.created_at >= ${from} and t.created_at < ${to}`,
  );
  return {
    ...facts,
    reference: referenceFor(
      facts.quotes.map((quote) => quote.currency),
      money,
    ),
  };
}

/** The facts of some of the organisation's orders (those placed among them); `reference` is null. */
export async function copyFactsOf(db: Kysely<Tables>, organisation: string, taskIds: readonly string[]) {
  // From the ids, task by task through the indexes (`t.id = any(…)` would read each table of details whole).
  return readFacts(
    db,
    sql`unnest(${[...taskIds]}::text[]) ids(id) join service_tasks t on t.organisation = ${organisation} and t.id = ids.id`,
    sql`true`,
  );
}

/** The facts of the placed orders among the tasks `t` of `from` that `which` picks. */
async function readFacts(
  db: Kysely<Tables>,
  from: RawBuilder<unknown>,
  which: RawBuilder<unknown>,
): Promise<ScorecardFacts> {
  const inPeriod = sql`${which} and t.complete and t.source is not null`;
  /** Rows of a table of the copy that belong to the period's orders. */
  const ofPeriod = async <R>(table: string, columns: string) =>
    (
      await sql<R>`select ${sql.raw(columns)} from ${from} join ${sql.table(table)} x
        on x.organisation = t.organisation and x.task_id = t.id where ${inPeriod}`.execute(db)
    ).rows;

  const [tasks, enquiries, quotes, deliveries, analyses] = await Promise.all([
    sql<TaskRow>`select t.id, ${sql.raw(iso('t.created_at'))}, ${sql.raw(iso('t.deadline'))}, t.source, t.targets,
      t.cancelled, t.progress, t.features from ${from} where ${inPeriod}`
      .execute(db)
      .then((result) => result.rows),
    // As the facts name them: 100,000s of rows taken as they come rather than copied.
    ofPeriod<EnquiryFact>(
      'service_enquiries',
      `x.id, x.task_id as "orderId", x.vendor_id as "vendorId", x.vendor_name as "vendorName", x.target,
      ${iso('x.created_at', '"createdAt"')}`,
    ),
    ofPeriod<QuoteRow>(
      'service_quotes',
      `x.id, x.task_id, x.enquiry_id, x.supplier_name, x.target, ${iso('x.created_at')}, x.state, x.net_amount,
      x.currency, x.unit, x.amount`,
    ),
    ofPeriod<DeliveryRow>('service_deliveries', `x.task_id, x.target, x.post_editing, ${iso('x.delivered_at')}`),
    ofPeriod<AnalysisRow>('service_analyses', 'x.task_id, x.source_words'),
  ]);

  const words = new Map(analyses.map((row) => [row.task_id, row.source_words]));
  const orders = new Map<string, OrderFact>();
  for (const task of tasks) {
    orders.set(task.id, {
      id: task.id,
      createdAt: task.created_at,
      deadline: task.deadline,
      source: task.source ?? '',
      targets: task.targets,
      cancelled: task.cancelled || task.progress === 'TASK_CANCELLED',
      postEditing: task.features.includes('withPostEditing') ? task.targets : [],
      sourceWords: words.get(task.id) ?? {},
    });
  }
  // Post-editing asked for afterwards, per language, shows on its delivery.
  for (const delivery of deliveries) {
    const order = orders.get(delivery.task_id);
    if (order && delivery.post_editing && !order.postEditing.includes(delivery.target))
      order.postEditing = [...order.postEditing, delivery.target];
  }
  const quoteFacts: QuoteFact[] = quotes.map((quote) => ({
    id: quote.id,
    orderId: quote.task_id,
    enquiryId: quote.enquiry_id,
    vendorName: quote.supplier_name,
    target: quote.target,
    createdAt: quote.created_at,
    outcome: quoteOutcomeOf(quote.state),
    net: quote.net_amount,
    currency: quote.currency,
    unit: quote.unit,
    amount: Number(quote.amount),
  }));
  return {
    orders: [...orders.values()],
    enquiries,
    quotes: quoteFacts,
    deliveries: deliveries.map((delivery) => ({
      orderId: delivery.task_id,
      target: delivery.target,
      deliveredAt: delivery.delivered_at,
    })),
    reference: null,
  };
}
