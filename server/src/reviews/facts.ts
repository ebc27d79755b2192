/**
 * Quality for the vendor scorecards: per vendor and language pair, from each delivery's standing review (the
 * latest submitted version), the mean calibrated score, the pass rate (an override counts as it says) and the
 * rework rate (rework needed or rejected). Only reviews of at least their profile's minimum sample make the
 * figures, and a pair with fewer than `minimumReviews` of them shows none (hidden), so one review never
 * stands for a vendor.
 */
import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { QualityFacts } from '#portal-contract/reviews';
import type { Tables } from '../db/schema';

export const MINIMUM_REVIEWS = 3;

export interface FactsFilter {
  /** Inclusive days, YYYY-MM-DD, of the submission, in UTC. */
  from?: string | undefined;
  to?: string | undefined;
  minimumReviews?: number | undefined;
}

export async function qualityFacts(db: Kysely<Tables>, organisation: string, filter: FactsFilter = {}) {
  const minimumReviews = filter.minimumReviews ?? MINIMUM_REVIEWS;
  let query = db
    .selectFrom('reviews as r')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('review_overrides')
          .distinctOn('review_id')
          .select(['review_id', 'passed'])
          .orderBy('review_id')
          .orderBy('id', 'desc')
          .as('o'),
      (join) => join.onRef('o.review_id', '=', 'r.id'),
    )
    .select([
      'r.vendor',
      'r.source_language',
      'r.target_language',
      'r.calibrated_score',
      'r.low_confidence',
      'r.verdict',
      sql<boolean>`coalesce(o.passed, r.passed)`.as('passed'),
    ])
    .where('r.organisation', '=', organisation)
    .where('r.status', '=', 'submitted')
    .where('r.vendor', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reviews as newer')
            .select('newer.id')
            .whereRef('newer.supersedes_id', '=', 'r.id')
            .where('newer.status', '=', 'submitted'),
        ),
      ),
    );
  if (filter.from) query = query.where('r.submitted_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to)
    query = query.where('r.submitted_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
  const rows = await query.execute();

  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = JSON.stringify([row.vendor, row.source_language, row.target_language]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const facts: QualityFacts[] = [...groups.entries()].map(([key, reviews]) => {
    const [vendor, sourceLanguage, targetLanguage] = JSON.parse(key) as [string, string, string];
    const confident = reviews.filter((r) => !r.low_confidence && r.calibrated_score !== null);
    const hidden = confident.length < minimumReviews;
    const count = confident.length;
    const total = confident.reduce((sum, r) => sum.plus(r.calibrated_score ?? 0), new Decimal(0));
    return {
      vendor,
      sourceLanguage,
      targetLanguage,
      reviews: reviews.length,
      confidentReviews: count,
      hidden,
      meanScore: hidden ? null : total.dividedBy(count).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      passRate: hidden ? null : confident.filter((r) => r.passed).length / count,
      reworkRate: hidden
        ? null
        : confident.filter((r) => r.verdict === 'rework-needed' || r.verdict === 'reject').length / count,
    };
  });
  facts.sort((a, b) =>
    `${a.vendor}\n${a.sourceLanguage}\n${a.targetLanguage}`.localeCompare(
      `${b.vendor}\n${b.sourceLanguage}\n${b.targetLanguage}`,
    ),
  );
  return { minimumReviews, facts };
}
