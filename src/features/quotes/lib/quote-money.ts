/** Exact decimal arithmetic on the quotes' money strings (decimal.js; never JS numbers). */
import { Decimal } from 'decimal.js';
import type { Quote } from '#contract/quote';

/** Plain notation, never exponents, so the result fits the formatters' decimal-string input. */
function plain(value: Decimal): string {
  return value.toFixed();
}

export function compareDecimal(a: string, b: string): number {
  return new Decimal(a).comparedTo(new Decimal(b));
}

/** Net amount per discounted (charged) text unit, rounded to 4 decimals; null when nothing is charged per unit. */
export function pricePerUnit(netAmount: string, discountedAmount: number): string | null {
  if (!Number.isFinite(discountedAmount) || discountedAmount <= 0) return null;
  return plain(
    new Decimal(netAmount).dividedBy(new Decimal(discountedAmount)).toDecimalPlaces(4, Decimal.ROUND_HALF_UP),
  );
}

/** "19" → "0.19": the fraction Intl's percent style expects, still as a decimal string. */
export function percentToFraction(percent: string): string {
  return plain(new Decimal(percent).dividedBy(100));
}

export interface CurrencyTotals {
  currency: string;
  count: number;
  net: string;
  vat: string;
  gross: string;
}

/** Net, VAT and gross summed per currency (sorted by currency code); amounts in different currencies never mix. */
export function totalsByCurrency(quotes: readonly Quote[]): CurrencyTotals[] {
  const sums = new Map<string, { count: number; net: Decimal; vat: Decimal; gross: Decimal }>();
  for (const { price } of quotes) {
    const sum = sums.get(price.currency) ?? {
      count: 0,
      net: new Decimal(0),
      vat: new Decimal(0),
      gross: new Decimal(0),
    };
    sums.set(price.currency, {
      count: sum.count + 1,
      net: sum.net.plus(price.netAmount),
      vat: sum.vat.plus(price.vatAmount),
      gross: sum.gross.plus(price.grossAmount),
    });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      count: sum.count,
      net: plain(sum.net),
      vat: plain(sum.vat),
      gross: plain(sum.gross),
    }));
}
