/**
 * Amounts in the organisation's reference currency and prices per source word, as the quote comparison and
 * the vendor scorecards both figure them: exact decimal arithmetic (decimal.js) on decimal strings, an amount
 * in a currency without a rate never converted, results to 4 decimals rounded half up.
 */
import { Decimal } from 'decimal.js';

/** Enough significant digits for any amount the service sends (decimal.js defaults to 20). */
const Exact = Decimal.clone({ precision: 40 });

export interface ReferenceRates {
  /** ISO 4217 code of the organisation's reference currency. */
  currency: string;
  /** How much of each other currency one unit of the reference currency buys. */
  rates: Readonly<Record<string, string>>;
  /** The rates' date (`YYYY-MM-DD`); null where no rates are configured. */
  date: string | null;
}

/** The configured reference currency and rates (config.json's `referenceCurrency` and `exchangeRates`). */
export interface ConfiguredMoney {
  referenceCurrency?: string | undefined;
  exchangeRates?: { date: string; rates: Readonly<Record<string, string>> } | undefined;
}

/** Whether amounts in `currency` convert to the reference currency (it is that currency, or it has a rate). */
export const hasRate = (currency: string, reference: ReferenceRates) =>
  currency === reference.currency || reference.rates[currency] !== undefined;

/** `amount` of `currency` in the reference currency, to 4 decimals; null without a rate. */
export function toReference(amount: string, currency: string, reference: ReferenceRates): string | null {
  if (currency === reference.currency) return amount;
  const rate = reference.rates[currency];
  if (rate === undefined) return null;
  return new Exact(amount).dividedBy(rate).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
}

/**
 * What amounts compare in: the configured reference currency with its rates, or, without one, the one
 * currency all the amounts are in; null when they are in several and none is configured.
 */
export function referenceFor(currencies: Iterable<string>, configured: ConfiguredMoney): ReferenceRates | null {
  if (configured.referenceCurrency) {
    return {
      currency: configured.referenceCurrency,
      rates: configured.exchangeRates?.rates ?? {},
      date: configured.exchangeRates?.date ?? null,
    };
  }
  const distinct = new Set(currencies);
  const [only] = distinct;
  return distinct.size === 1 && only !== undefined ? { currency: only, rates: {}, date: null } : null;
}

/**
 * A net amount per source word in the reference currency, to 4 decimals: a price that compares across
 * vendors pricing in words, lines or characters. Null without a rate or without a positive word count.
 */
export function perSourceWord(
  netAmount: string,
  currency: string,
  reference: ReferenceRates,
  sourceWords: number,
): string | null {
  if (!Number.isFinite(sourceWords) || sourceWords <= 0) return null;
  const net = toReference(netAmount, currency, reference);
  if (net === null) return null;
  return new Exact(net).dividedBy(sourceWords).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
}
