/**
 * Column sorting of the comparison table. Money compares as decimals in the reference currency (see
 * compare-quotes); an amount that cannot be converted sorts last, like any missing value. Without a
 * reference, amounts sort within their currency, currency by currency.
 */
import { Decimal } from 'decimal.js';
import type { Quote } from '#contract/quote';
import { quoteStateRank } from '#portal/lib/task-lifecycle/quote-states.ts';
import { toReference, type ReferenceRates } from '#reports/reference-money';
import { compareDecimal, pricePerUnit } from './quote-money';
import type { SortState as SortStateOf } from '#portal/lib/sort-state.ts';

export const SORT_COLUMNS = ['vendor', 'net', 'vat', 'gross', 'textAmount', 'unitPrice', 'received', 'state'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortState = SortStateOf<SortColumn>;

export const DEFAULT_SORT: SortState = { column: 'gross', direction: 'ascending' };

/** An amount to sort by: `currency` is empty once converted to the reference currency. */
interface MoneyKey {
  currency: string;
  value: Decimal;
}

/** Compares two optional values; `undefined`/`null` sort last in either direction. */
type Key = string | number | MoneyKey | null | undefined;

function moneyKey(amount: string | null, currency: string, reference: ReferenceRates | null): MoneyKey | null {
  if (amount === null) return null;
  if (reference === null) return { currency, value: new Decimal(amount) };
  const converted = toReference(amount, currency, reference);
  return converted === null ? null : { currency: '', value: new Decimal(converted) };
}

function keyOf(
  quote: Quote,
  column: SortColumn,
  reference: ReferenceRates | null,
  perSourceWord: ReadonlyMap<string, string>,
): Key {
  const { price } = quote;
  switch (column) {
    case 'vendor':
      return quote.supplierName;
    case 'net':
      return moneyKey(price.netAmount, price.currency, reference);
    case 'vat':
      return moneyKey(price.vatAmount, price.currency, reference);
    case 'gross':
      return moneyKey(price.grossAmount, price.currency, reference);
    case 'textAmount':
      return quote.textAmount.amount;
    case 'unitPrice': {
      // Prices in different units compare per source word; without that figure, per their own unit.
      const perWord = perSourceWord.get(quote.id);
      if (perSourceWord.size > 0) return perWord === undefined ? null : { currency: '', value: new Decimal(perWord) };
      return moneyKey(pricePerUnit(price.netAmount, quote.textAmount.discountedAmount), price.currency, reference);
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
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
    return a.currency.localeCompare(b.currency) || a.value.comparedTo(b.value);
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return 0;
}

/** A sorted copy; ties fall back to gross amount, then quote number, so the order is stable. */
export function sortQuotes(
  quotes: readonly Quote[],
  sort: SortState,
  collator: Intl.Collator,
  reference: ReferenceRates | null = null,
  /** Each quote's net per source word (compare-quotes), where the vendors' units differ: the unit price's key. */
  perSourceWord: ReadonlyMap<string, string> = new Map(),
): Quote[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...quotes].sort((x, y) => {
    const a = keyOf(x, sort.column, reference, perSourceWord);
    const b = keyOf(y, sort.column, reference, perSourceWord);
    const aMissing = a === null || a === undefined;
    const bMissing = b === null || b === undefined;
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    const primary = aMissing ? 0 : sign * compareKeys(a, b, collator);
    if (primary !== 0) return primary;
    return compareDecimal(x.price.grossAmount, y.price.grossAmount) || collator.compare(x.number, y.number);
  });
}
