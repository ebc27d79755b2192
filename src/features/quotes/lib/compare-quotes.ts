/**
 * One comparison across currencies: each quote's gross converted to the organisation's reference
 * currency at the configured reference rates (decimal.js), and the lowest of them. A quote in a currency
 * without a rate is left out and named; the figures are approximate, so they are never shown as exact.
 */
import { Decimal } from 'decimal.js';
import type { Quote } from '#contract/quote';
import {
  perSourceWord as netPerSourceWord,
  referenceFor,
  toReference,
  type ConfiguredMoney,
  type ReferenceRates,
} from '#reports/reference-money';
import { unitsOf } from '#reports/text-units';
import { isAccepted, isOffered } from '#portal/lib/task-lifecycle/quote-states.ts';

export interface QuoteComparison {
  /** What the quotes are compared in; null when they are in several currencies and no reference is configured. */
  reference: ReferenceRates | null;
  /** The quote's gross in the reference currency (a decimal string), by quote id; absent where there is no rate. */
  referenceGross: ReadonlyMap<string, string>;
  /** The quote(s) with the lowest reference gross among those still open or accepted; empty below two such quotes. */
  lowestIds: ReadonlySet<string>;
  /** Currencies of the quotes that could not be converted, sorted. */
  unrated: string[];
  /** Whether any of the converted amounts was converted (so the comparison is approximate). */
  converted: boolean;
  /** The units the quotes price in (known ones by name, others as sent); more than one cannot be compared. */
  units: string[];
  /**
   * Where the units differ and the analysis counted the language's source words: each quote's net in the
   * reference currency per source word (4 decimals), by quote id; a price per unit that compares across units.
   */
  perSourceWord: ReadonlyMap<string, string>;
  /** The source words the figures above divide by; null where there are none. */
  sourceWords: number | null;
}

export function compareQuotes(
  quotes: readonly Quote[],
  configured: ConfiguredMoney,
  /** The language's source words by the task's latest analysis, when there is one. */
  sourceWords?: number,
): QuoteComparison {
  const reference = referenceFor(
    quotes.map((quote) => quote.price.currency),
    configured,
  );
  const referenceGross = new Map<string, string>();
  const unrated = new Set<string>();
  for (const quote of quotes) {
    const gross = reference && toReference(quote.price.grossAmount, quote.price.currency, reference);
    if (gross) referenceGross.set(quote.id, gross);
    else unrated.add(quote.price.currency);
  }
  const candidates = quotes.filter((quote) => (isOffered(quote) || isAccepted(quote)) && referenceGross.has(quote.id));
  let lowest: Decimal | null = null;
  for (const quote of candidates) {
    const gross = new Decimal(referenceGross.get(quote.id) ?? '0');
    if (lowest === null || gross.lessThan(lowest)) lowest = gross;
  }
  const low = lowest;
  const lowestIds = new Set(
    low === null || candidates.length < 2
      ? []
      : candidates.filter((quote) => low.equals(referenceGross.get(quote.id) ?? '0')).map((quote) => quote.id),
  );
  const units = unitsOf(quotes.map((quote) => quote.textAmount.type));
  const perSourceWord = new Map<string, string>();
  const normalised = units.length > 1 && reference !== null && sourceWords !== undefined && sourceWords > 0;
  if (normalised) {
    for (const quote of quotes) {
      const perWord = netPerSourceWord(quote.price.netAmount, quote.price.currency, reference, sourceWords);
      if (perWord !== null) perSourceWord.set(quote.id, perWord);
    }
  }
  return {
    reference,
    referenceGross,
    lowestIds,
    unrated: [...unrated].sort(),
    converted: reference !== null && quotes.some((quote) => quote.price.currency !== reference.currency),
    units,
    perSourceWord,
    sourceWords: normalised ? sourceWords : null,
  };
}
