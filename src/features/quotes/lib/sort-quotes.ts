/** Column sorting of the comparison table; money compares as decimals, missing values sort last. */
import { Decimal } from 'decimal.js';
import type { Quote } from '#contract/quote';
import { quoteStateRank } from '../../../lib/task-lifecycle/quote-states';
import { compareDecimal, pricePerUnit } from './quote-money';

export const SORT_COLUMNS = [
  'vendor',
  'net',
  'vat',
  'gross',
  'discount',
  'textAmount',
  'unitPrice',
  'received',
  'state',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { column: 'gross', direction: 'ascending' };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Compares two optional values; `undefined`/`null` sort last in either direction. */
type Key = string | number | Decimal | null | undefined;

function keyOf(quote: Quote, column: SortColumn): Key {
  switch (column) {
    case 'vendor':
      return quote.supplierName;
    case 'net':
      return new Decimal(quote.price.netAmount);
    case 'vat':
      return new Decimal(quote.price.vatAmount);
    case 'gross':
      return new Decimal(quote.price.grossAmount);
    case 'discount':
      return quote.price.totalDiscountPercent === undefined ? null : new Decimal(quote.price.totalDiscountPercent);
    case 'textAmount':
      return quote.textAmount.amount;
    case 'unitPrice': {
      const price = pricePerUnit(quote.price.netAmount, quote.textAmount.discountedAmount);
      return price === null ? null : new Decimal(price);
    }
    case 'received': {
      const time = Date.parse(quote.createdAt);
      return Number.isNaN(time) ? null : time;
    }
    case 'state':
      return quoteStateRank(quote.state);
  }
}

function compareKeys(a: Key, b: Key, collator: Intl.Collator): number {
  if (a instanceof Decimal && b instanceof Decimal) return a.comparedTo(b);
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return 0;
}

/** A sorted copy; ties fall back to gross amount, then quote number, so the order is stable. */
export function sortQuotes(quotes: readonly Quote[], sort: SortState, collator: Intl.Collator): Quote[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...quotes].sort((x, y) => {
    const a = keyOf(x, sort.column);
    const b = keyOf(y, sort.column);
    const aMissing = a === null || a === undefined;
    const bMissing = b === null || b === undefined;
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    const primary = aMissing ? 0 : sign * compareKeys(a, b, collator);
    if (primary !== 0) return primary;
    return compareDecimal(x.price.grossAmount, y.price.grossAmount) || collator.compare(x.number, y.number);
  });
}
