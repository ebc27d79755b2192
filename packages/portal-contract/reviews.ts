/**
 * What the portal and its server exchange about reviews (server mode): a reviewer's review of one delivered
 * language, its issues on segments (MQM Core category, severity, span, comment, suggested fix) with threaded
 * comments, the score the server computes from them, the verdict, an override of pass or fail, and the quality
 * facts of the vendor scorecards. Scores are decimal strings (two places), as #quality/mqm gives them.
 */
import { decimalStringSchema } from '#contract/common';
import { z } from '#contract/zod';
import { MQM_CORE, SEVERITIES } from '#quality/mqm';
import { qualityProfileSchema, WORD_COUNT_SIDES } from './quality-profiles';

export const REVIEW_STATUSES = ['draft', 'submitted', 'superseded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const VERDICTS = ['accept', 'accept-with-notes', 'rework-needed', 'reject'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** An issue is open until a later review of a new delivery confirms it fixed or keeps it. */
export const ISSUE_STATUSES = ['open', 'fixed', 'kept'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const REVIEW_TEXT_MAX = 2000;

const personSchema = z.object({ sub: z.string(), name: z.string() });
const textSchema = z.string().check(z.trim(), z.maxLength(REVIEW_TEXT_MAX));

/** Characters [start, end) of a segment's text as the compare view shows it. */
export const spanSchema = z
  .object({
    start: z.number().check(z.int(), z.minimum(0)),
    end: z.number().check(z.int(), z.minimum(0)),
  })
  .check(z.refine((span) => span.end >= span.start, { message: 'A span ends where it starts or after' }));
export type Span = z.output<typeof spanSchema>;

const categoryFits = (issue: { dimension: string; subcategory: string | null }) =>
  issue.subcategory === null ||
  ((MQM_CORE as Record<string, readonly string[]>)[issue.dimension] ?? []).includes(issue.subcategory);
const CATEGORY_MESSAGE = { message: "The subcategory is not one of the dimension's", path: ['subcategory'] };

const issueFields = {
  dimension: z.enum(Object.keys(MQM_CORE) as [keyof typeof MQM_CORE, ...(keyof typeof MQM_CORE)[]]),
  /** One of MQM Core's subcategories of the dimension, or null for the dimension itself. */
  subcategory: z._default(z.nullable(z.string()), null),
  severity: z.enum(SEVERITIES),
  targetSpan: spanSchema,
  /** Where it matters (an omission, a mistranslation): the span of the source. */
  sourceSpan: z._default(z.nullable(spanSchema), null),
  comment: z._default(textSchema, ''),
  suggestedFix: z._default(textSchema, ''),
};

/** What a reviewer marks: the segment by its delivered document and unit address (the compare view's row id). */
export const issueInputSchema = z
  .object({
    documentId: z.string().check(z.minLength(1)),
    segmentKey: z.string().check(z.minLength(1)),
    ...issueFields,
  })
  .check(z.refine(categoryFits, CATEGORY_MESSAGE));
export type IssueInput = z.output<typeof issueInputSchema>;

/** An edit of a draft's issue: any of its fields but the segment, and its status. */
export const issuePatchSchema = z.partial(
  z.object({ ...issueFields, subcategory: z.nullable(z.string()), status: z.enum(ISSUE_STATUSES) }),
);
export type IssuePatch = z.output<typeof issuePatchSchema>;

export const issueCommentSchema = z.object({
  id: z.string(),
  /** The comment it answers, or null: a new thread on the issue. */
  parentId: z.nullable(z.string()),
  author: personSchema,
  text: z.string(),
  at: z.string(),
});
export type IssueComment = z.output<typeof issueCommentSchema>;

export const commentInputSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_TEXT_MAX)),
  parentId: z._default(z.nullable(z.string()), null),
});

export const reviewIssueSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  segmentKey: z.string(),
  /** The segment's row in the compare view of its document (source order), counted by the server. */
  segmentIndex: z.number(),
  dimension: issueFields.dimension,
  subcategory: z.nullable(z.string()),
  severity: z.enum(SEVERITIES),
  targetSpan: spanSchema,
  sourceSpan: z.nullable(spanSchema),
  comment: z.string(),
  suggestedFix: z.string(),
  status: z.enum(ISSUE_STATUSES),
  /** The issue of the earlier review (version, or of the earlier delivery) it carries over. */
  previousIssueId: z.nullable(z.string()),
  createdBy: personSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  comments: z.array(issueCommentSchema),
});
export type ReviewIssue = z.output<typeof reviewIssueSchema>;

/** The MQM score of the review's issues (fixed ones left out) in the server's count of the delivery's words. */
export const reviewScoreSchema = z.object({
  evaluatedWords: z.number(),
  countedOn: z.enum(WORD_COUNT_SIDES),
  /** Absolute penalty total (APT). */
  penalty: decimalStringSchema,
  /** Per 1,000 words (the profile's reference words). */
  normedPenalty: decimalStringSchema,
  rawScore: decimalStringSchema,
  calibratedScore: decimalStringSchema,
  /** By the formula and the profile. */
  passed: z.boolean(),
  failedByCritical: z.boolean(),
  lowConfidence: z.boolean(),
  issues: z.object({
    neutral: z.number(),
    minor: z.number(),
    major: z.number(),
    critical: z.number(),
  }),
});
export type ReviewScore = z.output<typeof reviewScoreSchema>;

export const overrideSchema = z.object({
  passed: z.boolean(),
  reason: z.string(),
  by: personSchema,
  at: z.string(),
});

export const reviewSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  deliveryId: z.string(),
  projectId: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  /** The vendor whose quote for the language was accepted, when the service names one. */
  vendor: z.nullable(z.string()),
  /** 1, then one more with each new version of the same delivery's review. */
  version: z.number(),
  status: z.enum(REVIEW_STATUSES),
  /** The version this one replaces, and (a review of a new delivery) the earlier delivery's review. */
  supersedesId: z.nullable(z.string()),
  previousReviewId: z.nullable(z.string()),
  /**
   * The delivered documents it reviews. A delivery whose documents are others now (a rework, a post-edit) is
   * reviewed anew, against this review.
   */
  documentIds: z.array(z.string()),
  /** The profile version frozen when the review started. */
  profile: qualityProfileSchema,
  reviewer: personSchema,
  startedAt: z.string(),
  submittedAt: z.nullable(z.string()),
  verdict: z.nullable(z.enum(VERDICTS)),
  reason: z.nullable(z.string()),
  /** Live while a draft, frozen at submission; null while no word could be counted. */
  score: z.nullable(reviewScoreSchema),
  /** The latest override of pass or fail, with its reason. */
  override: z.nullable(overrideSchema),
  /** Pass or fail as it stands: the override's, else the score's. */
  passed: z.nullable(z.boolean()),
  issues: z.array(reviewIssueSchema),
});
export type Review = z.output<typeof reviewSchema>;

export const reviewListSchema = z.object({ reviews: z.array(reviewSchema) });

export const createReviewSchema = z.object({ deliveryId: z.string().check(z.minLength(1)) });

/** Rework needs at least one issue (the server checks), a rejection a reason. */
export const verdictInputSchema = z
  .object({ verdict: z.enum(VERDICTS), reason: z._default(textSchema, '') })
  .check(
    z.refine((v) => v.verdict !== 'reject' || v.reason !== '', { message: 'Say why it is rejected', path: ['reason'] }),
  );
export type VerdictInput = z.output<typeof verdictInputSchema>;

export const overrideInputSchema = z.object({
  passed: z.boolean(),
  reason: z.string().check(z.trim(), z.minLength(1, 'Say why'), z.maxLength(REVIEW_TEXT_MAX)),
});

/** An issue's change, with the review's live score after it. */
export const issueChangeSchema = z.object({
  issue: z.nullable(reviewIssueSchema),
  score: z.nullable(reviewScoreSchema),
});

/** A segment whose translation differs in a new delivery from the delivery reviewed before it. */
export const segmentChangeSchema = z.object({
  segmentKey: z.string(),
  /** Its row in the compare view of the new delivery's document. */
  segmentIndex: z.number(),
  /** The earlier delivery's translation; null: the segment is new, or had none. */
  before: z.nullable(z.string()),
  /** The new delivery's translation; null: it has none. */
  after: z.nullable(z.string()),
});
export type SegmentChange = z.output<typeof segmentChangeSchema>;

/** What changed since the delivery the review's earlier one reviewed, document by document of the new delivery. */
export const reviewChangesSchema = z.object({
  /** The earlier delivery's review; null: this is the language's first delivery, nothing to compare. */
  previousReviewId: z.nullable(z.string()),
  documents: z.array(
    z.object({
      documentId: z.string(),
      /** The earlier delivery's document of the same source; null: the document is new. */
      previousDocumentId: z.nullable(z.string()),
      changed: z.array(segmentChangeSchema),
      /** Segments the earlier document had and this one has not. */
      removed: z.number(),
    }),
  ),
});
export type ReviewChanges = z.output<typeof reviewChangesSchema>;

/** Quality per vendor and language pair: submitted reviews that are the latest of their delivery. */
export const qualityFactsSchema = z.object({
  vendor: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  reviews: z.number(),
  /** Reviews of at least the profile's minimum sample: only these make the figures. */
  confidentReviews: z.number(),
  /** Fewer confident reviews than the minimum: the figures are null. */
  hidden: z.boolean(),
  meanScore: z.nullable(decimalStringSchema),
  /** Shares of 1 (0.75): passed, and rework needed or rejected. */
  passRate: z.nullable(z.number()),
  reworkRate: z.nullable(z.number()),
});
export type QualityFacts = z.output<typeof qualityFactsSchema>;

export const qualityFactsResponseSchema = z.object({
  minimumReviews: z.number(),
  facts: z.array(qualityFactsSchema),
});
