// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodOf } from './periods';

describe('periodOf', () => {
  it('finds the month, quarter or year that holds the day', () => {
    expect(periodOf('month', '2026-01-01', '2026-11-28')).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(periodOf('quarter', '2026-01-01', '2026-11-28')).toEqual({ start: '2026-10-01', end: '2027-01-01' });
    expect(periodOf('year', '2025-04-01', '2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-04-01' });
    expect(periodOf('year', '2025-04-01', '2026-04-01')).toEqual({ start: '2026-04-01', end: '2027-04-01' });
  });

  it('repeats from a mid-month start, and gives the first period before it begins', () => {
    expect(periodOf('month', '2026-01-15', '2026-03-14')).toEqual({ start: '2026-02-15', end: '2026-03-15' });
    expect(periodOf('month', '2026-01-31', '2026-02-28')).toEqual({ start: '2026-02-28', end: '2026-03-31' });
    expect(periodOf('quarter', '2027-01-01', '2026-11-28')).toEqual({ start: '2027-01-01', end: '2027-04-01' });
  });
});
