/**
 * The scorecards as CSV (lib/csv: Excel-friendly, formulas defused): prices as the exact decimals they were
 * figured to, shares and rates as fractions, and no figures for a row with too few orders to judge.
 */
import type { PairMedian, Scorecard } from '#reports/scorecard-facts';
import { toCsv, type CsvCell } from '#portal/lib/csv/csv.ts';

export const SCORECARD_CSV_COLUMNS = [
  'vendor',
  'vendorId',
  'source',
  'sourceCode',
  'target',
  'targetCode',
  'orders',
  'judged',
  'quotesReceived',
  'ordersQuoted',
  'ordersDecided',
  'ordersWon',
  'shareWon',
  'medianHoursToQuote',
  'medianPricePerWord',
  'pricedOrders',
  'organisationMedian',
  'currency',
  'unratedQuotes',
  'uncountedQuotes',
  'cancellations',
  'postEditing',
  'deliveriesTimed',
  'deliveredOnTime',
  'onTimeRate',
] as const;
export type ScorecardCsvColumn = (typeof SCORECARD_CSV_COLUMNS)[number];

/** A fraction or hours to 4 decimals, as a number cell. */
const fraction = (value: number | null): CsvCell => (value === null ? null : { decimal: value.toFixed(4) });
const decimal = (value: string | null): CsvCell => (value === null ? null : { decimal: value });

export function scorecardCsv(
  cards: readonly Scorecard[],
  pairs: readonly PairMedian[],
  currency: string | null,
  texts: { headers: Record<ScorecardCsvColumn, string>; yes: string; tooFew: string },
  languageName: (code: string) => string,
): string {
  const rows: CsvCell[][] = cards.map((card) => {
    const f = card.figures;
    const pair = pairs.find((p) => p.source === card.source && p.target === card.target);
    const figures: CsvCell[] = f
      ? [
          f.quotesReceived,
          f.ordersQuoted,
          f.ordersDecided,
          f.ordersWon,
          fraction(f.shareWon),
          fraction(f.medianHoursToQuote),
          decimal(f.medianPricePerWord),
          f.pricedOrders,
          decimal(pair?.medianPricePerWord ?? null),
          currency,
          f.unratedQuotes,
          f.uncountedQuotes,
          f.cancellations,
          f.postEditing,
          f.deliveriesTimed,
          f.deliveredOnTime,
          fraction(f.onTimeRate),
        ]
      : [];
    return [
      card.vendorName,
      card.vendorId,
      languageName(card.source),
      card.source,
      languageName(card.target),
      card.target,
      card.orders,
      f ? texts.yes : texts.tooFew,
      ...figures,
    ];
  });
  return toCsv([SCORECARD_CSV_COLUMNS.map((column) => texts.headers[column]), ...rows]);
}
