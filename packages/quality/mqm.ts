/**
 * The MQM scoring model (themqm.org, "The MQM Scoring Models"; ASTM F2575, ISO 5060): each issue a reviewer
 * marks costs its severity's multiplier times its category's weight; the penalties add up to the absolute
 * penalty total (APT); divided by the evaluated words it is the per-word penalty, times the reference word count
 * (1,000) the normed penalty total (NPT). The raw score is 100 × (1 − APT ÷ words); the calibrated score maps the
 * profile's allowance (the NPT at which a translation just passes, e.g. 10 per 1,000 words) to the passing score
 * (e.g. 90): 100 − NPT × (100 − passing score) ÷ allowance. A translation passes when its NPT is within the
 * allowance, and, where the profile says so, has no critical issue. Exact decimal arithmetic (decimal.js), so the
 * server and the page show the same figures to the last digit. Pure: the portal scores live, the server finally.
 */
import Decimal from 'decimal.js';

export const SEVERITIES = ['neutral', 'minor', 'major', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** MQM Core's dimensions, with their common subcategories. */
export const MQM_CORE = {
  accuracy: ['addition', 'omission', 'mistranslation', 'untranslated', 'overTranslation', 'underTranslation'],
  linguisticConventions: ['grammar', 'spelling', 'punctuation', 'unintelligible', 'characterEncoding'],
  terminology: ['wrongTerm', 'inconsistentTerm'],
  style: ['awkward', 'register', 'inconsistentStyle', 'unidiomatic'],
  localeConventions: ['numberFormat', 'dateFormat', 'currencyFormat', 'measurementFormat', 'addressFormat'],
  designAndMarkup: ['markup', 'truncation', 'layout', 'missingText'],
} as const;
export type Dimension = keyof typeof MQM_CORE;

export interface ScoringProfile {
  /** Penalty points per severity (MQM's defaults: 0, 1, 5, 25), as decimal strings. */
  multipliers: Readonly<Record<Severity, string>>;
  /** Weight per dimension (1 where none is given). */
  weights: Readonly<Partial<Record<Dimension, string>>>;
  /** The NPT (penalty per reference words) a translation may reach and still pass. */
  allowance: string;
  /** The calibrated score at the allowance (90 by custom). */
  passingScore: string;
  /** A critical issue fails the translation whatever the score. */
  criticalFails: boolean;
  /** Below this many evaluated words the score is marked low-confidence. */
  minimumWords: number;
  /** The reference word count the NPT is normed to (1,000 by custom). */
  referenceWords: number;
}

export const DEFAULT_PROFILE: ScoringProfile = {
  multipliers: { neutral: '0', minor: '1', major: '5', critical: '25' },
  weights: {},
  allowance: '10',
  passingScore: '90',
  criticalFails: true,
  minimumWords: 500,
  referenceWords: 1000,
};

export interface ScoredIssue {
  dimension: Dimension;
  severity: Severity;
}

export interface Score {
  /** Absolute penalty total. */
  penalty: string;
  /** Normed penalty total: per reference words (1,000). */
  normedPenalty: string;
  rawScore: string;
  calibratedScore: string;
  passed: boolean;
  /** A critical issue failed it on its own (the score alone would have passed). */
  failedByCritical: boolean;
  /** Fewer evaluated words than the profile's minimum sample. */
  lowConfidence: boolean;
}

const HUNDRED = new Decimal(100);
/** Figures are shown to two decimals, rounded half up, on the page and in every export alike. */
const shown = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The score of `issues` found in `evaluatedWords` words, or null when no word was evaluated. */
export function scoreIssues(
  issues: readonly ScoredIssue[],
  evaluatedWords: number,
  profile: ScoringProfile = DEFAULT_PROFILE,
): Score | null {
  if (!(evaluatedWords > 0)) return null;
  const penalty = issues.reduce(
    (total, issue) =>
      total.plus(new Decimal(profile.multipliers[issue.severity]).times(profile.weights[issue.dimension] ?? '1')),
    new Decimal(0),
  );
  const words = new Decimal(evaluatedWords);
  const normed = penalty.times(profile.referenceWords).dividedBy(words);
  const raw = HUNDRED.times(new Decimal(1).minus(penalty.dividedBy(words)));
  const calibrated = HUNDRED.minus(normed.times(HUNDRED.minus(profile.passingScore)).dividedBy(profile.allowance));
  const withinAllowance = normed.lessThanOrEqualTo(profile.allowance);
  const critical = profile.criticalFails && issues.some((issue) => issue.severity === 'critical');
  return {
    penalty: shown(penalty),
    normedPenalty: shown(normed),
    rawScore: shown(raw),
    calibratedScore: shown(calibrated),
    passed: withinAllowance && !critical,
    failedByCritical: withinAllowance && critical,
    lowConfidence: evaluatedWords < profile.minimumWords,
  };
}
