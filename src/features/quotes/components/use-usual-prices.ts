/**
 * Each vendor's usual price per source word for a language pair, and the organisation's: the vendor
 * scorecards of the pair's recent orders (scorecardQueries.recentPair, the last RECENT_DAYS), without the
 * order on screen. Asked for only once `enabled` (the comparison is near the viewport), so the order page's
 * first paint does not wait for it; the facts stay cached for the pair's other orders. A vendor with fewer
 * than MIN_ORDERS orders for the pair gets no usual price, nor does a pair with fewer.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceFor } from '#reports/reference-money';
import { computeScorecards } from '#reports/scorecards';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { periodFacts } from '#portal/lib/api/scorecards/order-facts.ts';
import { scorecardQueries } from '#portal/lib/api/scorecards/scorecard-queries.ts';

export interface UsualPrices {
  /** What the prices are in. */
  currency: string;
  /** Median net per source word by vendor name (the quotes' `supplierName`). */
  byVendor: ReadonlyMap<string, string>;
  /** The organisation's median for the pair. */
  organisation: string | null;
}

export interface UsualPricesFor {
  orderId: string;
  source: string;
  target: string;
}

export function useUsualPrices(pair: UsualPricesFor | null, enabled: boolean): UsualPrices | null {
  const config = useRuntimeConfig();
  const { data } = useQuery({
    ...scorecardQueries.recentPair(pair?.source ?? '', pair?.target ?? ''),
    enabled: enabled && pair !== null,
    // A hint: a failure shows nothing and is not tried again; its many requests are not made again on focus.
    retry: false,
    refetchOnWindowFocus: false,
  });
  return useMemo(() => {
    if (!data || !pair) return null;
    const others = data.filter((facts) => facts.order.id !== pair.orderId);
    const report = computeScorecards(periodFacts(others, referenceFor([], config)));
    if (report.reference === null) return null;
    const byVendor = new Map<string, string>();
    for (const card of report.scorecards) {
      const price = card.figures?.medianPricePerWord;
      if (card.target === pair.target && price != null) byVendor.set(card.vendorName, price);
    }
    const organisation =
      report.pairs.find((p) => p.source === pair.source && p.target === pair.target)?.medianPricePerWord ?? null;
    return { currency: report.reference.currency, byVendor, organisation };
  }, [data, pair, config]);
}
