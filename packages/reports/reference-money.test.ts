import { perSourceWord, referenceFor, toReference } from './reference-money';

const reference = { currency: 'EUR', rates: { GBP: '0.875' }, date: null };

describe('toReference', () => {
  it('divides by the rate exactly, to four decimals rounded half up', () => {
    expect(toReference('0.0000875', 'GBP', reference)).toBe('0.0001');
    expect(toReference('90071992547409.99', 'GBP', reference)).toBe('102939420054182.8457');
    expect(toReference('12.345', 'EUR', reference)).toBe('12.345');
    expect(toReference('1', 'USD', reference)).toBeNull();
  });
});

describe('perSourceWord', () => {
  it('divides the converted net by the source words, to four decimals', () => {
    expect(perSourceWord('140', 'EUR', reference, 1000)).toBe('0.14');
    // 100 GBP = 114.2857 EUR; per 700 words 0.16326…
    expect(perSourceWord('100', 'GBP', reference, 700)).toBe('0.1633');
  });

  it('gives nothing without a rate or without words', () => {
    expect(perSourceWord('100', 'USD', reference, 700)).toBeNull();
    expect(perSourceWord('100', 'EUR', reference, 0)).toBeNull();
    expect(perSourceWord('100', 'EUR', reference, Number.NaN)).toBeNull();
  });
});

describe('referenceFor', () => {
  it('takes the configured currency and rates, or else the one currency of all amounts', () => {
    expect(
      referenceFor(['GBP'], { referenceCurrency: 'EUR', exchangeRates: { date: '2026-11-20', rates: { GBP: '0.8' } } }),
    ).toEqual({ currency: 'EUR', rates: { GBP: '0.8' }, date: '2026-11-20' });
    expect(referenceFor(['CHF', 'CHF'], {})).toEqual({ currency: 'CHF', rates: {}, date: null });
    expect(referenceFor(['CHF', 'EUR'], {})).toBeNull();
    expect(referenceFor([], {})).toBeNull();
  });
});
