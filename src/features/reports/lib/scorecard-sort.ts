/**
 * Sorting the scorecards table. Figures compare as numbers (prices exactly, as decimals); a missing figure, and
 * every figure of a row with too few orders to judge, sorts last in either direction. Ties keep vendor and pair order.
 */
import { Decimal } from 'decimal.js';
import type { Scorecard } from '#reports/scorecard-facts';
import type { SortState } from '#portal/lib/sort-state.ts';

export const SCORECARD_COLUMNS = [
  'vendor',
  'pair',
  'orders',
  'shareWon',
  'timeToQuote',
  'pricePerWord',
  'onTime',
  'cancellations',
  'postEditing',
] as const;
export type ScorecardColumn = (typeof SCORECARD_COLUMNS)[number];
export type ScorecardSort = SortState<ScorecardColumn>;

export const DEFAULT_SCORECARD_SORT: ScorecardSort = { column: 'vendor', direction: 'ascending' };

type Key = string | number | Decimal | null;

function keyOf(card: Scorecard, column: ScorecardColumn, pairName: (card: Scorecard) => string): Key {
  const figures = card.figures;
  switch (column) {
    case 'vendor':
      return card.vendorName;
    case 'pair':
      return pairName(card);
    case 'orders':
      return card.orders;
    case 'shareWon':
      return figures?.shareWon ?? null;
    case 'timeToQuote':
      return figures?.medianHoursToQuote ?? null;
    case 'pricePerWord':
      return figures?.medianPricePerWord ? new Decimal(figures.medianPricePerWord) : null;
    case 'onTime':
      return figures?.onTimeRate ?? null;
    case 'cancellations':
      return figures?.cancellations ?? null;
    case 'postEditing':
      return figures?.postEditing ?? null;
  }
}

function compare(a: Exclude<Key, null>, b: Exclude<Key, null>, collator: Intl.Collator): number {
  if (a instanceof Decimal && b instanceof Decimal) return a.comparedTo(b);
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return 0;
}

export function sortScorecards(
  cards: readonly Scorecard[],
  sort: ScorecardSort,
  collator: Intl.Collator,
  /** The pair as the page names it ("English → German"), which it sorts by. */
  pairName: (card: Scorecard) => string,
): Scorecard[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...cards].sort((x, y) => {
    const a = keyOf(x, sort.column, pairName);
    const b = keyOf(y, sort.column, pairName);
    if ((a === null) !== (b === null)) return a === null ? 1 : -1;
    const primary = a === null || b === null ? 0 : sign * compare(a, b, collator);
    return primary || collator.compare(x.vendorName, y.vendorName) || collator.compare(pairName(x), pairName(y));
  });
}
