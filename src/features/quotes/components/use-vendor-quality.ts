/**
 * Server mode: each vendor's review quality for a language pair over the last year (the portal server's
 * /bff/quality/facts), shown beside its quotes. Asked for once `enabled` (the comparison is near the viewport);
 * a vendor below the minimum of reviews gets nothing, and a failure shows nothing (a hint, not the page's data).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { QualityFacts } from '#portal-contract/reviews';
import { localIsoDay } from '#portal/lib/format/format.ts';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';

const YEAR_MS = 365 * 86_400_000;

/** Vendor name (the quotes' `supplierName`) → the figures of its reviews for the pair. */
export type VendorQuality = ReadonlyMap<string, QualityFacts>;

export function useVendorQuality(
  pair: { source: string; target: string } | null,
  enabled: boolean,
): VendorQuality | null {
  // The last year up to the day the page was opened.
  const [range] = useState(() => ({ from: localIsoDay(Date.now() - YEAR_MS), to: localIsoDay(Date.now()) }));
  const { data } = useQuery({
    ...qualityReviewQueries.facts(range.from, range.to),
    enabled: enabled && pair !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return useMemo(() => {
    if (!data || !pair) return null;
    const figures = data.facts.filter(
      (f) => !f.hidden && f.meanScore !== null && f.sourceLanguage === pair.source && f.targetLanguage === pair.target,
    );
    return figures.length > 0 ? new Map(figures.map((f) => [f.vendor, f])) : null;
  }, [data, pair]);
}
