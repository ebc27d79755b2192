/** Quality reviews (server mode) in the portal contract's shape: a draft of a German delivery, and its issues. */
import { DEFAULT_QUALITY_SETTINGS } from '#portal-contract/quality-profiles';
import type { Review, ReviewIssue } from '#portal-contract/reviews';

const REVIEWER = { sub: 'u-rita', name: 'Rita Reviewer' };

/** An open major accuracy issue on the first words of segment u2 of doc-de. */
export function buildReviewIssue(overrides: Partial<ReviewIssue> = {}): ReviewIssue {
  return {
    id: 'i1',
    documentId: 'doc-de',
    segmentKey: 'u2',
    segmentIndex: 1,
    dimension: 'accuracy',
    subcategory: null,
    severity: 'major',
    targetSpan: { start: 0, end: 3 },
    sourceSpan: null,
    comment: '',
    suggestedFix: '',
    status: 'open',
    previousIssueId: null,
    createdBy: REVIEWER,
    createdAt: '2026-11-28T10:00:00Z',
    updatedAt: '2026-11-28T10:00:00Z',
    comments: [],
    ...overrides,
  };
}

/** A draft review of delivery d1 of order t1 over `words` evaluated words (no issue counted in its score yet). */
export function buildReview(issues: ReviewIssue[] = [], words = 1250, overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    taskId: 't1',
    deliveryId: 'd1',
    projectId: 'p1',
    sourceLanguage: 'en-US',
    targetLanguage: 'de-DE',
    vendor: 'Lingua Services GmbH',
    version: 1,
    status: 'draft',
    supersedesId: null,
    previousReviewId: null,
    documentIds: ['doc-de'],
    profile: {
      id: 'qp1',
      projectId: null,
      version: 1,
      disabled: false,
      settings: DEFAULT_QUALITY_SETTINGS,
      publishedAt: '2026-11-01T00:00:00Z',
      publishedBy: { sub: 'u-adam', name: 'Adam Admin' },
    },
    reviewer: REVIEWER,
    startedAt: '2026-11-28T09:00:00Z',
    submittedAt: null,
    verdict: null,
    reason: null,
    score: {
      evaluatedWords: words,
      countedOn: 'source',
      penalty: '0.00',
      normedPenalty: '0.00',
      rawScore: '100.00',
      calibratedScore: '100.00',
      passed: true,
      failedByCritical: false,
      lowConfidence: false,
      issues: { neutral: 0, minor: 0, major: 0, critical: 0 },
    },
    override: null,
    passed: true,
    issues,
    ...overrides,
  };
}
