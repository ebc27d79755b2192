import { progressPath, progressTimeline } from './timeline';

const statuses = (progress: string, kind: 'standard' | 'instant' = 'standard', review = false) =>
  progressTimeline(progress, kind, review).steps.map((s) => `${s.progress}:${s.status}`);

describe('progressTimeline', () => {
  it('follows a standard order, with the review step only when relevant', () => {
    expect(progressPath('standard', 'NEW', false)).not.toContain('IN_REVIEW');
    expect(progressPath('standard', 'NEW', true)).toContain('IN_REVIEW');
    expect(progressPath('standard', 'IN_REVIEW', false)).toContain('IN_REVIEW');
    expect(statuses('ACCEPTED_QUOTE_SUBMITTED')).toEqual([
      'NEW:done',
      'IN_PREPARATION:done',
      'COMPLETE_AND_PREPARED:done',
      'QUOTE_ACCEPTED:done',
      'ACCEPTED_QUOTE_SUBMITTED:current',
      'ORDER_CONFIRMED:upcoming',
      'TRANSLATION_DELIVERED:upcoming',
    ]);
    expect(statuses('TRANSLATION_DELIVERED').every((s) => s.endsWith(':done'))).toBe(true);
  });

  it('goes straight to delivery for instant orders until post-editing brings quotes', () => {
    expect(statuses('COMPLETE_AND_PREPARED', 'instant')).toEqual([
      'NEW:done',
      'IN_PREPARATION:done',
      'COMPLETE_AND_PREPARED:current',
      'TRANSLATION_DELIVERED:upcoming',
    ]);
    expect(progressPath('instant', 'ORDER_CONFIRMED', false)).toContain('QUOTE_ACCEPTED');
  });

  it('shows failure, cancellation and unknown values', () => {
    expect(statuses('PREPARATION_FAILED')).toEqual(['NEW:done', 'IN_PREPARATION:done', 'PREPARATION_FAILED:failed']);
    expect(statuses('TASK_CANCELLED')).toEqual(['NEW:done', 'TASK_CANCELLED:cancelled']);
    const unknown = progressTimeline('ON_HOLD', 'standard', false);
    expect(unknown.unknown).toBe('ON_HOLD');
    expect(unknown.steps.every((s) => s.status === 'upcoming')).toBe(true);
  });
});
