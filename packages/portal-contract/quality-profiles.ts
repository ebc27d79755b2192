/**
 * Quality profiles: how a review is scored (the MQM model of #quality/mqm), per project with an organisation
 * default. Versioned: a published version is never changed or deleted; a change publishes the next version, and
 * disabling a project's profile publishes a version that says so (the project falls back to the default), so
 * every past score can be recomputed from the version its review froze.
 */
import { z } from '#contract/zod';
import { DEFAULT_PROFILE, MQM_CORE, type Dimension } from '#quality/mqm';

const DIMENSIONS = Object.keys(MQM_CORE) as [Dimension, ...Dimension[]];

/** A multiplier or weight: a non-negative decimal of at most four places. */
const factorSchema = z.string().check(z.regex(/^\d{1,4}(?:\.\d{1,4})?$/, 'A number such as 1 or 0.5'));
const positiveSchema = z.string().check(z.regex(/^(?!0+(?:\.0+)?$)\d{1,4}(?:\.\d{1,4})?$/, 'A positive number'));

/** Where the evaluated words are counted: the source's segments (the custom) or the translation's. */
export const WORD_COUNT_SIDES = ['source', 'target'] as const;
export type WordCountSide = (typeof WORD_COUNT_SIDES)[number];

/** What an admin sets; the server keeps each saving as a new version. */
export const qualitySettingsSchema = z.object({
  /** Penalty points per severity (MQM: 0, 1, 5, 25). */
  multipliers: z.object({
    neutral: factorSchema,
    minor: factorSchema,
    major: factorSchema,
    critical: factorSchema,
  }),
  /** Weight per MQM Core dimension; a dimension not named weighs 1. */
  weights: z._default(z.partialRecord(z.enum(DIMENSIONS), factorSchema), {}),
  /** Penalty points per 1,000 words (the reference words) a translation may reach and pass. */
  allowance: positiveSchema,
  /** The calibrated score at the allowance (90 by custom). */
  passingScore: z.string().check(z.regex(/^\d{1,2}(?:\.\d{1,2})?$/, 'A score below 100, such as 90')),
  /** A critical issue fails the translation whatever its score. */
  criticalFails: z.boolean(),
  /** Below this many evaluated words a score is low-confidence. */
  minimumWords: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
  referenceWords: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1000),
  countWordsOn: z._default(z.enum(WORD_COUNT_SIDES), 'source'),
});
export type QualitySettings = z.output<typeof qualitySettingsSchema>;

/** The MQM defaults: 0, 1, 5, 25; allowance 10 per 1,000 words at score 90; 500 words' minimum sample. */
export const DEFAULT_QUALITY_SETTINGS: QualitySettings = {
  multipliers: { ...DEFAULT_PROFILE.multipliers },
  weights: { ...DEFAULT_PROFILE.weights },
  allowance: DEFAULT_PROFILE.allowance,
  passingScore: DEFAULT_PROFILE.passingScore,
  criticalFails: DEFAULT_PROFILE.criticalFails,
  minimumWords: DEFAULT_PROFILE.minimumWords,
  referenceWords: DEFAULT_PROFILE.referenceWords,
  countWordsOn: 'source',
};

const personSchema = z.object({ sub: z.string(), name: z.string() });

/** One published version of a profile; `projectId` null: the organisation's default. */
export const qualityProfileSchema = z.object({
  id: z.string(),
  projectId: z.nullable(z.string()),
  version: z.number(),
  /** A disabled project profile: its project is scored with the organisation's default. */
  disabled: z.boolean(),
  settings: qualitySettingsSchema,
  publishedAt: z.string(),
  publishedBy: personSchema,
});
export type QualityProfile = z.output<typeof qualityProfileSchema>;

/** GET /bff/quality-profiles: the current version of the default and of each project's profile. */
export const qualityProfilesResponseSchema = z.object({
  organisation: qualityProfileSchema,
  projects: z.array(qualityProfileSchema),
});

/** GET /bff/quality-profiles/history: every version, newest first. */
export const qualityProfileHistorySchema = z.object({ versions: z.array(qualityProfileSchema) });
