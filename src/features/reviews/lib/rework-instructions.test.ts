import { i18n } from '#portal/lib/i18n/i18n.ts';
import type { ReviewIssue } from '#portal-contract/reviews';
import { buildReview, buildReviewIssue } from '#portal/test/reviews.harness.ts';
import { reworkInstructions } from './rework-instructions';

const issue = (id: string, segmentIndex: number, extra: Partial<ReviewIssue> = {}) =>
  buildReviewIssue({ id, segmentIndex, segmentKey: `u${segmentIndex}`, subcategory: 'mistranslation', ...extra });

const review = (issues: ReviewIssue[]) =>
  buildReview(issues, 1250, {
    score: { ...buildReview().score!, calibratedScore: '84.5', passed: false },
    taskId: 't-42',
    status: 'submitted',
    submittedAt: '2026-11-28T11:00:00Z',
    verdict: 'rework-needed',
    passed: false,
  });

const format = {
  languageName: (code: string) => (code === 'de-DE' ? 'German (Germany)' : code),
  dateTime: () => '28 Nov 2026, 12:00',
  score: (decimal: string) => Number(decimal).toFixed(2),
};

describe('reworkInstructions', () => {
  const t = i18n.getFixedT<['translation', 'reviews']>('en', ['translation', 'reviews']);

  it('gives the verdict and score, then the issues that count in the document’s order', () => {
    const text = reworkInstructions(
      review([
        issue('b', 7, { severity: 'minor', dimension: 'style', subcategory: null, comment: 'Too formal.' }),
        issue('a', 2, { comment: 'Wrong meaning.', suggestedFix: 'Vertrag' }),
        issue('c', 4, { status: 'fixed' }),
      ]),
      t,
      format,
      10_000,
    );
    expect(text).toBe(
      [
        'Rework of the German (Germany) translation of order t-42, after its quality review of 28 Nov 2026, 12:00 by Rita Reviewer: Rework needed.',
        'Score 84.50 (Fail).',
        '',
        'The 2 issues to rework (segment: its row in the compare view):',
        '1. Segment 3, Accuracy › Mistranslation, Major: Wrong meaning. Suggested fix: Vertrag',
        '2. Segment 8, Style, Minor: Too formal.',
      ].join('\n'),
    );
  });

  it('keeps to the room the order’s comment has, counting the issues left to the exports', () => {
    const many = Array.from({ length: 40 }, (_, i) => issue(`i${i}`, i, { comment: 'x'.repeat(80) }));
    const text = reworkInstructions(review(many), t, format, 1_000);
    expect(text.length).toBeLessThanOrEqual(1_000);
    const listed = text.split('\n').filter((line) => /^\d+\. Segment/.test(line)).length;
    expect(listed).toBeGreaterThan(0);
    expect(text.endsWith(`… and ${40 - listed} more issues: see the review's exports (XLIFF, Excel).`)).toBe(true);
  });
});
