/**
 * Committed, delivered and left of a purchase order or a budget: accepted quotes' gross at the rate pinned at
 * acceptance, in the PO's or budget's currency. A quote in that currency counts as it is; another is taken in the
 * reference currency at its pinned rate, then at the budget currency's rate of the same date. Where that rate is
 * missing the amount is not converted but shown apart (`unconverted`).
 */
import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { SpendFigures } from '#portal-contract/budgets';
import type { Tables } from '../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;

/** What the acceptances are filtered by: a PO, or a budget's project or cost centre in a period. */
export type SpendScope =
  | { purchaseOrderId: string }
  | { projectId: string; from: string; to: string }
  | { costCentreId: string; from: string; to: string };

interface Group {
  day: string;
  currency: string;
  reference_currency: string;
  rate_date: string;
  gross: string;
  gross_reference: string;
  delivered: string | null;
  delivered_reference: string | null;
}

/** The rates of `currency` against each reference currency, newest first: what one reference unit buys. */
export type RateHistory = Map<string, { date: string; rate: string }[]>;

export async function rateHistory(db: Db, organisation: string, currency: string): Promise<RateHistory> {
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['reference_currency', 'rate_date', 'rate'])
    .where('organisation', '=', organisation)
    .where('currency', '=', currency)
    .orderBy('rate_date', 'desc')
    .execute();
  const history: RateHistory = new Map();
  for (const row of rows)
    history.set(row.reference_currency, [
      ...(history.get(row.reference_currency) ?? []),
      { date: row.rate_date, rate: row.rate },
    ]);
  return history;
}

/** The rate of the target currency against `reference` on `date` (the latest dated then or before). */
export function rateOn(history: RateHistory, target: string, reference: string, date: string): string | undefined {
  if (target === reference) return '1';
  return history.get(reference)?.find((r) => r.date <= date)?.rate;
}

/** An amount in `currency` converted, or undefined when it cannot be without a rate. */
export function convert(
  amount: { gross: string; grossReference: string; currency: string; referenceCurrency: string; rateDate: string },
  target: string,
  history: RateHistory,
): Decimal | undefined {
  if (amount.currency === target) return new Decimal(amount.gross);
  const rate = rateOn(history, target, amount.referenceCurrency, amount.rateDate);
  if (rate === undefined) return undefined;
  return new Decimal(amount.grossReference).times(rate).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN);
}

export interface Spend {
  figures: SpendFigures;
  /** Committed by day, cumulative, in the target currency. */
  burn: { date: string; committed: string }[];
}

const percent = (part: Decimal, whole: Decimal) =>
  part.times(100).dividedBy(whole).toDecimalPlaces(1, Decimal.ROUND_HALF_EVEN).toFixed();

/** The figures of `scope` against `amount` of `currency`. */
export async function spendOf(
  db: Db,
  organisation: string,
  scope: SpendScope,
  amount: string,
  currency: string,
  history?: RateHistory,
): Promise<Spend> {
  const rates = history ?? (await rateHistory(db, organisation, currency));
  const groups = (await db
    .selectFrom('quote_acceptances')
    .select([
      sql<string>`to_char(coalesce(charged_at, claimed_at) at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      'currency',
      'reference_currency',
      'rate_date',
      sql<string>`sum(coalesce(gross_amount, amount))`.as('gross'),
      sql<string>`sum(coalesce(gross_reference_amount, reference_amount))`.as('gross_reference'),
      sql<string | null>`sum(coalesce(gross_amount, amount)) filter (where delivered_at is not null)`.as('delivered'),
      sql<
        string | null
      >`sum(coalesce(gross_reference_amount, reference_amount)) filter (where delivered_at is not null)`.as(
        'delivered_reference',
      ),
    ])
    .where('organisation', '=', organisation)
    .$call((q) =>
      'purchaseOrderId' in scope
        ? q.where('purchase_order_id', '=', scope.purchaseOrderId)
        : ('projectId' in scope
            ? q.where('project_id', '=', scope.projectId)
            : q.where('cost_centre_id', '=', scope.costCentreId)
          )
            .where('charged_at', '>=', new Date(`${scope.from}T00:00:00Z`))
            .where('charged_at', '<', new Date(`${scope.to}T00:00:00Z`)),
    )
    .groupBy([sql`1`, 'currency', 'reference_currency', 'rate_date'])
    .orderBy(sql`1`)
    .execute()) as Group[];

  let committed = new Decimal(0);
  let delivered = new Decimal(0);
  const unconverted = new Map<string, Decimal>();
  const byDay = new Map<string, Decimal>();
  for (const g of groups) {
    const pinned = { currency: g.currency, referenceCurrency: g.reference_currency, rateDate: g.rate_date };
    const value = convert({ ...pinned, gross: g.gross, grossReference: g.gross_reference }, currency, rates);
    if (value === undefined) {
      unconverted.set(g.currency, (unconverted.get(g.currency) ?? new Decimal(0)).plus(g.gross));
      continue;
    }
    committed = committed.plus(value);
    byDay.set(g.day, (byDay.get(g.day) ?? new Decimal(0)).plus(value));
    if (g.delivered !== null && g.delivered_reference !== null)
      delivered = delivered.plus(
        convert({ ...pinned, gross: g.delivered, grossReference: g.delivered_reference }, currency, rates) ?? 0,
      );
  }
  let running = new Decimal(0);
  const burn = [...byDay].map(([date, value]) => {
    running = running.plus(value);
    return { date, committed: running.toFixed() };
  });
  const whole = new Decimal(amount);
  return {
    figures: {
      committed: committed.toFixed(),
      delivered: delivered.toFixed(),
      left: whole.minus(committed).toFixed(),
      shareUsed: percent(committed, whole),
      unconverted: [...unconverted].map(([c, a]) => ({ currency: c, amount: a.toFixed() })),
    },
    burn,
  };
}

export { percent };
