/** Amounts as decimal strings, converted and compared with decimal.js: never a float. */
import Decimal from 'decimal.js';
import type { Band } from '#portal-contract/approvals';

/** The reference amount of `amount` at `rate` (what one unit of the reference currency buys), to 4 decimals. */
export function toReference(amount: string, rate: string): string {
  return new Decimal(amount).dividedBy(new Decimal(rate)).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN).toFixed();
}

export function sum(amounts: readonly string[]): string {
  return amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toFixed();
}

/** The approvals an order's spend of `total` needs: the first band whose `upTo` it does not exceed. */
export function approvalsFor(bands: readonly Band[], total: string): number {
  const spend = new Decimal(total);
  const band = bands.find((b) => b.upTo === null || spend.lessThanOrEqualTo(b.upTo));
  return band?.approvers ?? bands.at(-1)?.approvers ?? 0;
}

/** A row's pinned amounts (a request's, an acceptance's, an audit entry's) by the names the portal reads. */
export function pinnedOf<T>(row: {
  amount: T;
  currency: T;
  reference_amount: T;
  reference_currency: T;
  rate: T;
  rate_date: T;
}) {
  return {
    amount: row.amount,
    currency: row.currency,
    referenceAmount: row.reference_amount,
    referenceCurrency: row.reference_currency,
    rate: row.rate,
    rateDate: row.rate_date,
  };
}

/** Pinned amounts as the tables' columns name them. */
export function pinnedColumns(pinned: ReturnType<typeof pinnedOf<string>>) {
  return {
    amount: pinned.amount,
    currency: pinned.currency,
    reference_amount: pinned.referenceAmount,
    reference_currency: pinned.referenceCurrency,
    rate: pinned.rate,
    rate_date: pinned.rateDate,
  };
}
