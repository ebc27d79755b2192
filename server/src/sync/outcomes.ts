/**
 * The vendor scorecards' job outcomes kept in the copy (migration 0006): figured by #reports/scorecard-outcomes
 * from a task's facts whenever the copy's writes touched them (`outcomes_due`), a batch of tasks per
 * transaction, and added up for a period's report by #reports/scorecards, reading one row per job instead of
 * every quote, enquiry and delivery of the period.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { ConfiguredMoney } from '#reports/reference-money';
import type { ScorecardReport } from '#reports/scorecard-facts';
import { jobOutcomes, type JobOutcome } from '#reports/scorecard-outcomes';
import { keptPricing, scorecardsOfKept } from '#reports/scorecards';
import type { Tables } from '../db/schema';
import { copyFactsOf } from './copy-facts';

type Db = Kysely<Tables>;

/** Tasks per transaction. */
const BATCH = 1_000;
const FLAGS = { won: 1, decided: 2, cancelled: 4, postEditing: 8, timed: 16, onTime: 32 } as const;
type Flag = keyof typeof FLAGS;
const FLAG_NAMES = Object.keys(FLAGS) as Flag[];

/** Per database and organisation, the money last checked (it is fixed for a portal server's life). */
type Checked = Map<string, { basis: string; check: Promise<void> }>;
const checked = new WeakMap<Db, Checked>();

/**
 * The outcomes were figured with this portal server's reference currency and rates, or they are all due again:
 * checked once per process (again if it asks with other money, as a test's second portal server does).
 */
function sameMoney(db: Db, organisation: string, money: ConfiguredMoney): Promise<void> {
  const basis = JSON.stringify(keptPricing(money));
  let known = checked.get(db);
  if (!known) checked.set(db, (known = new Map() as Checked));
  const last = known.get(organisation);
  if (last?.basis === basis) return last.check;
  const check = db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom('service_outcome_money')
      .select('money')
      .where('organisation', '=', organisation)
      .forUpdate()
      .executeTakeFirst();
    if (kept?.money === basis) return;
    await trx
      .updateTable('service_tasks')
      .set({ outcomes_due: true })
      .where('organisation', '=', organisation)
      .execute();
    await trx
      .insertInto('service_outcome_money')
      .values({ organisation, money: basis })
      .onConflict((oc) => oc.column('organisation').doUpdateSet({ money: basis }))
      .execute();
  });
  const settled = known;
  check.catch(() => settled.delete(organisation));
  known.set(organisation, { basis, check });
  return check;
}

/**
 * Figures the outcomes of the organisation's due tasks (created in `period` only, where given) again, until
 * none is due or `stop` says so; how many tasks. A batch clears its tasks' flags first, in its transaction:
 * a write that touches one of them meanwhile waits for it, and leaves the task due again.
 */
export async function refigureOutcomes(
  db: Db,
  organisation: string,
  money: ConfiguredMoney,
  period?: { from: Date; to: Date },
  stop: () => boolean = () => false,
): Promise<number> {
  await sameMoney(db, organisation, money);
  const pricing = keptPricing(money);
  let total = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('service_tasks')
        .select('id')
        .where('organisation', '=', organisation)
        .where('outcomes_due', '=', true);
      if (period) due = due.where('created_at', '>=', period.from).where('created_at', '<', period.to);
      // Skipping tasks another transaction holds: a second refigurer's batch, or a write that leaves them due.
      const ids = (
        await trx
          .updateTable('service_tasks')
          .set({ outcomes_due: false })
          .where('organisation', '=', organisation)
          .where('id', 'in', due.orderBy('id').limit(BATCH).forUpdate().skipLocked())
          .returning('id')
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return 0;
      const facts = await copyFactsOf(trx, organisation, ids);
      const created = new Map(facts.orders.map((order) => [order.id, order.createdAt]));
      const rows = jobOutcomes(facts, pricing).map((o) => outcomeRow(organisation, o, created.get(o.orderId) ?? ''));
      await sql`delete from service_job_outcomes o using unnest(${ids}::text[]) ids(id)
        where o.organisation = ${organisation} and o.task_id = ids.id`.execute(trx);
      // One parameter, not 15 a row: several times faster for a batch's 1,000s of rows.
      if (rows.length > 0)
        await sql`insert into service_job_outcomes
          select * from json_populate_recordset(null::service_job_outcomes, ${JSON.stringify(rows)})`.execute(trx);
      return ids.length;
    });
    total += done;
    if (done < BATCH || stop()) return total;
  }
}

function outcomeRow(
  organisation: string,
  o: JobOutcome,
  createdAt: string,
): Insertable<Tables['service_job_outcomes']> {
  let flags = 0;
  for (const name of FLAG_NAMES) if (o[name]) flags |= FLAGS[name];
  return {
    organisation,
    task_id: o.orderId,
    vendor_id: o.vendorId,
    target: o.target,
    vendor_name: o.vendorName,
    source: o.source,
    created_at: createdAt,
    month: o.month,
    flags,
    quotes: o.quotes,
    unrated: o.unrated,
    uncounted: o.uncounted,
    hours_to_quote: o.hoursToQuote,
    price: o.price,
    currencies: o.currencies,
  };
}

/** A cell's kept outcomes as the report's query writes them: one array per column, in this order. */
type CellColumns = [
  orderIds: string[],
  vendorNames: (string | null)[],
  months: string[],
  flags: number[],
  quotes: number[],
  unrated: number[],
  uncounted: number[],
  hoursToQuote: (number | null)[],
  prices: (string | null)[],
];

/**
 * The outcomes of the orders created in [from, to), a vendor and language pair's at a time, each column one
 * JSON array built by the database (several times faster to read than rows through node-postgres or PGlite;
 * the aggregates of one group see its rows in one order). Without their currencies: `currencies` gives the
 * period's.
 */
async function keptOutcomes(db: Db, organisation: string, from: Date, to: Date): Promise<JobOutcome[]> {
  const { rows } = await sql<{ vendor_id: string; source: string; target: string; columns: CellColumns }>`
    select vendor_id, source, target, json_build_array(json_agg(task_id), json_agg(vendor_name), json_agg(month),
      json_agg(flags), json_agg(quotes), json_agg(unrated), json_agg(uncounted), json_agg(hours_to_quote),
      json_agg(price::text)) as columns
    from service_job_outcomes
    where organisation = ${organisation} and created_at >= ${from} and created_at < ${to}
    group by vendor_id, source, target`.execute(db);
  const outcomes: JobOutcome[] = [];
  for (const { vendor_id: vendorId, source, target, columns } of rows) {
    const [orderIds, names, months, flags, quotes, unrated, uncounted, hours, prices] = columns;
    for (let i = 0; i < orderIds.length; i += 1) {
      const set = flags[i] as number;
      outcomes.push({
        orderId: orderIds[i] as string,
        vendorId,
        vendorName: names[i] ?? null,
        source,
        target,
        month: months[i] as string,
        won: (set & FLAGS.won) !== 0,
        decided: (set & FLAGS.decided) !== 0,
        cancelled: (set & FLAGS.cancelled) !== 0,
        postEditing: (set & FLAGS.postEditing) !== 0,
        timed: (set & FLAGS.timed) !== 0,
        onTime: (set & FLAGS.onTime) !== 0,
        quotes: quotes[i] as number,
        unrated: unrated[i] as number,
        uncounted: uncounted[i] as number,
        hoursToQuote: hours[i] ?? null,
        price: prices[i] ?? null,
        currencies: [],
      });
    }
  }
  return outcomes;
}

/** The currencies of the quotes of the orders created in [from, to). */
async function currencies(db: Db, organisation: string, from: Date, to: Date): Promise<string[]> {
  const { rows } = await sql<{ currency: string }>`select distinct unnest(currencies) as currency
    from (select distinct currencies from service_job_outcomes
      where organisation = ${organisation} and created_at >= ${from} and created_at < ${to}) kept`.execute(db);
  return rows.map((row) => row.currency);
}

/**
 * The vendor scorecards of the placed orders created in [from, to), from the kept outcomes (those of the
 * period's due tasks figured first: a report is never older than the copy); and how many orders they rest on.
 */
export async function keptScorecards(
  db: Db,
  organisation: string,
  from: Date,
  to: Date,
  money: ConfiguredMoney,
): Promise<{ report: ScorecardReport; orders: number }> {
  await refigureOutcomes(db, organisation, money, { from, to });
  const [outcomes, inPeriod, orders] = await Promise.all([
    keptOutcomes(db, organisation, from, to),
    currencies(db, organisation, from, to),
    db
      .selectFrom('service_tasks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('organisation', '=', organisation)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('complete', '=', true)
      .where('source', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { report: scorecardsOfKept(outcomes, money, inPeriod), orders: Number(orders.n) };
}
