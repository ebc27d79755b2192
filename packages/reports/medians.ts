/** Medians: of decimal strings exactly (decimal.js), of plain numbers as numbers. */
import { Decimal } from 'decimal.js';

const Exact = Decimal.clone({ precision: 40 });

/** The median of decimal strings, exact (the mean of the middle two for an even count); null for none. */
export function medianDecimal(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const sorted = values.map((value) => new Exact(value)).sort((a, b) => a.comparedTo(b));
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as Decimal;
  if (sorted.length % 2 === 1) return upper.toFixed();
  return upper
    .plus(sorted[middle - 1] as Decimal)
    .dividedBy(2)
    .toFixed();
}

export function medianNumber(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] as number)) / 2;
}

/** The lowest of decimal strings, compared exactly; null for none. */
export function lowestDecimal(values: readonly string[]): string | null {
  let lowest: Decimal | null = null;
  let lowestValue: string | null = null;
  for (const value of values) {
    const decimal = new Exact(value);
    if (lowest === null || decimal.lessThan(lowest)) {
      lowest = decimal;
      lowestValue = value;
    }
  }
  return lowestValue;
}
