import { parsePeriod, periodParams, periodRange } from './period';

const now = new Date(2026, 2, 15, 14, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

describe('period', () => {
  it('reads the URL, 90 days by default', () => {
    expect(parsePeriod(new URLSearchParams())).toEqual({ choice: '90', from: '', to: '' });
    expect(parsePeriod(new URLSearchParams('period=30'))).toMatchObject({ choice: '30' });
    expect(parsePeriod(new URLSearchParams('period=7'))).toMatchObject({ choice: '90' });
    expect(parsePeriod(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      choice: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodParams({ choice: '90', from: '', to: '' })).toEqual({});
    expect(periodParams({ choice: '365', from: '', to: '' })).toEqual({ period: '365' });
    expect(periodParams({ choice: 'custom', from: '2026-01-01', to: '' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
    });
  });

  it('covers whole local days, today included', () => {
    expect(periodRange({ choice: '30', from: '', to: '' }, now)).toEqual({
      from: day(2026, 2, 14),
      to: day(2026, 3, 16),
    });
    expect(periodRange({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' }, now)).toEqual({
      from: day(2026, 1, 1),
      to: day(2026, 2, 1),
    });
    expect(periodRange({ choice: 'custom', from: '2026-02-01', to: '2026-01-31' }, now)).toBeNull();
    expect(periodRange({ choice: 'custom', from: '2026-02-30', to: '2026-03-01' }, now)).toBeNull();
    expect(periodRange({ choice: 'custom', from: '', to: '2026-03-01' }, now)).toBeNull();
  });
});
