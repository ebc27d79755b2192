/**
 * Which review of a delivery counts, and its score as the reviewer works: the server's figures, with the issues
 * changed since its last answer counted in at once by the same formula (#quality/mqm), so the score follows
 * each mark without waiting for the server.
 */
import type { Review, ReviewIssue } from '#portal-contract/reviews';
import { scoreIssues, type Score } from '#quality/mqm';

/** The delivery's latest review version (a superseded one only when nothing replaced it), or undefined. */
export function currentReview(reviews: readonly Review[] | undefined, deliveryId: string): Review | undefined {
  return (reviews ?? [])
    .filter((review) => review.deliveryId === deliveryId)
    .reduce<Review | undefined>(
      (latest, review) => (!latest || review.version > latest.version ? review : latest),
      undefined,
    );
}

/** The latest version of each delivered language's review, ordered by language. */
export function latestPerLanguage(reviews: readonly Review[] | undefined): Review[] {
  const latest = new Map<string, Review>();
  for (const review of reviews ?? []) {
    const seen = latest.get(review.targetLanguage);
    if (
      !seen ||
      review.startedAt > seen.startedAt ||
      (review.startedAt === seen.startedAt && review.version > seen.version)
    )
      latest.set(review.targetLanguage, review);
  }
  return [...latest.values()].sort((a, b) => a.targetLanguage.localeCompare(b.targetLanguage));
}

/** Issues that count: a fixed one no longer does. */
export const countedIssues = (issues: readonly ReviewIssue[]) => issues.filter((issue) => issue.status !== 'fixed');

export interface ShownScore extends Score {
  evaluatedWords: number;
}

/** The score to show: frozen once submitted; while a draft, from the issues as the page holds them. */
export function shownScore(review: Review): ShownScore | null {
  const words = review.score?.evaluatedWords;
  if (words === undefined || review.score === null) return null;
  if (review.status !== 'draft') return { ...review.score, evaluatedWords: words };
  const score = scoreIssues(countedIssues(review.issues), words, review.profile.settings);
  return score && { ...score, evaluatedWords: words };
}
