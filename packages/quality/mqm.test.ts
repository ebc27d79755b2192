import { DEFAULT_PROFILE, scoreIssues, type ScoredIssue, type ScoringProfile, type Severity } from './mqm';

const issues = (...counts: [Severity, number, ScoredIssue['dimension']?][]): ScoredIssue[] =>
  counts.flatMap(([severity, count, dimension = 'accuracy']) =>
    Array.from({ length: count }, () => ({ severity, dimension })),
  );
const profile = (changes: Partial<ScoringProfile>): ScoringProfile => ({ ...DEFAULT_PROFILE, ...changes });

/**
 * Each case: what was found, in how many words, with which profile, and the expected figures written as a reviewer
 * reads them: penalty, normed penalty (per 1,000 words), raw score, calibrated score, then the verdict ("pass",
 * "fail" or "fail by a critical issue") and "low confidence" where the sample is too small.
 */
// prettier-ignore: one case a line, as a table
// prettier-ignore
const CASES: [string, ScoredIssue[], number, ScoringProfile, string][] = [
  // The issue's example: 1,250 words, one major and four minor issues, allowance 10 per 1,000 words.
  [
    'one major, four minor in 1,250 words',
    issues(['major', 1], ['minor', 4, 'linguisticConventions']),
    1250,
    DEFAULT_PROFILE,
    '9.00 7.20 99.28 92.80 pass',
  ],
  [
    'and one critical more',
    issues(['major', 1], ['minor', 4], ['critical', 1]),
    1250,
    DEFAULT_PROFILE,
    '34.00 27.20 97.28 72.80 fail',
  ],
  [
    'a critical issue fails on its own',
    issues(['critical', 1]),
    5000,
    DEFAULT_PROFILE,
    '25.00 5.00 99.50 95.00 fail by a critical issue',
  ],
  [
    'unless the profile lets the score decide',
    issues(['critical', 1]),
    5000,
    profile({ criticalFails: false }),
    '25.00 5.00 99.50 95.00 pass',
  ],
  ['no issue', [], 800, DEFAULT_PROFILE, '0.00 0.00 100.00 100.00 pass'],
  ['neutral issues cost nothing', issues(['neutral', 3]), 600, DEFAULT_PROFILE, '0.00 0.00 100.00 100.00 pass'],
  ['exactly at the allowance passes', issues(['major', 2]), 1000, DEFAULT_PROFILE, '10.00 10.00 99.00 90.00 pass'],
  [
    'one minor past it fails',
    issues(['major', 2], ['minor', 1]),
    1000,
    DEFAULT_PROFILE,
    '11.00 11.00 98.90 89.00 fail',
  ],
  [
    'a weighted dimension',
    issues(['major', 1, 'terminology']),
    2000,
    profile({ weights: { terminology: '2' } }),
    '10.00 5.00 99.50 95.00 pass',
  ],
  [
    'a sample below the minimum is low-confidence',
    issues(['minor', 1]),
    300,
    DEFAULT_PROFILE,
    '1.00 3.33 99.67 96.67 pass low confidence',
  ],
  [
    'an allowance of 20 scales the calibrated score',
    issues(['major', 3]),
    1000,
    profile({ allowance: '20' }),
    '15.00 15.00 98.50 92.50 pass',
  ],
  [
    'a very poor translation scores below zero',
    issues(['critical', 3]),
    100,
    DEFAULT_PROFILE,
    '75.00 750.00 25.00 -650.00 fail low confidence',
  ],
  // Multipliers of 1, 5 and 10 for minor, major and critical, as some tools set them.
  [
    'other multipliers',
    issues(['critical', 1]),
    1000,
    profile({ multipliers: { neutral: '0', minor: '1', major: '5', critical: '10' } }),
    '10.00 10.00 99.00 90.00 fail by a critical issue',
  ],
];

/** A score as the cases above write it. */
function read(score: ReturnType<typeof scoreIssues>): string {
  if (!score) return 'no score';
  const verdict = score.passed ? 'pass' : score.failedByCritical ? 'fail by a critical issue' : 'fail';
  const figures = [score.penalty, score.normedPenalty, score.rawScore, score.calibratedScore, verdict];
  return [...figures, ...(score.lowConfidence ? ['low confidence'] : [])].join(' ');
}

describe('the MQM score', () => {
  it.each(CASES)('%s', (_, found, words, used, expected) => {
    expect(read(scoreIssues(found, words, used))).toBe(expected);
  });

  it('has no score without evaluated words', () => {
    expect(read(scoreIssues(issues(['minor', 1]), 0))).toBe('no score');
  });
});
