/** Medians: of decimal strings exactly (decimal.js), of plain numbers as numbers. */
import { Decimal } from 'decimal.js';

const Exact = Decimal.clone({ precision: 40 });

/**
 * Whether plain numbers order these decimal strings exactly, and give them back: a decimal of up to 15
 * digits converts to a double of its own (conversion keeps the order), whose shortest form is that decimal.
 * Prices per word always fit; sorting them as numbers spares the 100,000s of Decimals a period of 50,000
 * orders would make.
 */
const PLAIN = /^-?\d*\.?\d*$/;
function fitsDoubles(values: readonly string[]): boolean {
  for (const value of values) {
    const digits = value.length - (value.includes('.') ? 1 : 0) - (value.startsWith('-') ? 1 : 0);
    if (digits > 15 || !PLAIN.test(value)) return false;
  }
  return true;
}

/** The median of decimal strings, exact (the mean of the middle two for an even count); null for none. */
export function medianDecimal(values: readonly string[]): string | null {
  if (values.length === 0) return null;
  const middle = Math.floor(values.length / 2);
  let upper: Decimal;
  let lower: Decimal;
  if (fitsDoubles(values)) {
    // A plain loop: Float64Array.from with a map function takes several times as long.
    const sorted = new Float64Array(values.length);
    for (let i = 0; i < values.length; i += 1) sorted[i] = Number(values[i]);
    sorted.sort();
    upper = new Exact(String(sorted[middle]));
    lower = new Exact(String(sorted[middle - 1] ?? 0));
  } else {
    const sorted = values.map((value) => new Exact(value)).sort((a, b) => a.comparedTo(b));
    upper = sorted[middle] as Decimal;
    lower = sorted[middle - 1] ?? upper;
  }
  if (values.length % 2 === 1) return upper.toFixed();
  return upper.plus(lower).dividedBy(2).toFixed();
}

export function medianNumber(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : (upper + (sorted[middle - 1] as number)) / 2;
}

/** The lowest of decimal strings, compared exactly; null for none. */
export function lowestDecimal(values: readonly string[]): string | null {
  if (fitsDoubles(values)) {
    let lowestValue: string | null = null;
    let lowestNumber = Infinity;
    for (const value of values) {
      const number = Number(value);
      if (lowestValue === null || number < lowestNumber) [lowestValue, lowestNumber] = [value, number];
    }
    return lowestValue;
  }
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
