/**
 * A review's score, computed by the server alone: the review's issues (those confirmed fixed left out), the
 * profile version it froze, and the server's count of the delivery's words on the side the profile names.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ReviewScore } from '#portal-contract/reviews';
import { scoreIssues, type Dimension, type Severity } from '#quality/mqm';
import type { FrozenScoreColumns, Tables } from '../db/schema';
import { scoringProfileOf, type ProfileRow } from './profiles';
import { countOf, type CountKey } from './word-count';

type Db = Kysely<Tables> | Transaction<Tables>;

export interface CountedIssue {
  dimension: string;
  severity: Severity;
  status: string;
}

export function computeScore(
  issues: readonly CountedIssue[],
  words: { source: number; target: number },
  profile: ProfileRow,
): ReviewScore | null {
  const counted = issues.filter((issue) => issue.status !== 'fixed');
  const evaluatedWords = words[profile.count_words_on];
  const score = scoreIssues(
    counted.map((issue) => ({ dimension: issue.dimension as Dimension, severity: issue.severity })),
    evaluatedWords,
    scoringProfileOf(profile),
  );
  if (!score) return null;
  const tally = { neutral: 0, minor: 0, major: 0, critical: 0 };
  for (const issue of counted) tally[issue.severity]++;
  return { evaluatedWords, countedOn: profile.count_words_on, ...score, issues: tally };
}

/** The live score of a draft: its issues and its delivery's kept count, three small reads. */
export async function liveScore(
  db: Db,
  review: CountKey & { id: string },
  profile: ProfileRow,
): Promise<ReviewScore | null> {
  const [issues, words] = await Promise.all([
    db
      .selectFrom('review_issues')
      .select(['dimension', 'severity', 'status'])
      .where('review_id', '=', review.id)
      .execute(),
    countOf(db, review).select(['source_words', 'target_words']).executeTakeFirst(),
  ]);
  return words ? computeScore(issues, { source: words.source_words, target: words.target_words }, profile) : null;
}

/** The columns a submitted review keeps its score in. */
export function frozenColumns(score: ReviewScore | null): FrozenScoreColumns {
  return {
    evaluated_words: score?.evaluatedWords ?? 0,
    counted_on: score?.countedOn ?? null,
    penalty: score?.penalty ?? null,
    normed_penalty: score?.normedPenalty ?? null,
    raw_score: score?.rawScore ?? null,
    calibrated_score: score?.calibratedScore ?? null,
    passed: score?.passed ?? false,
    failed_by_critical: score?.failedByCritical ?? false,
    low_confidence: score?.lowConfidence ?? true,
  };
}
