// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convert, rateOn, type RateHistory } from './spend';

/** USD against EUR: 1.05 from 2026-11-01, 1.10 from 2026-11-20. */
const USD: RateHistory = new Map([
  [
    'EUR',
    [
      { date: '2026-11-20', rate: '1.10' },
      { date: '2026-11-01', rate: '1.05' },
    ],
  ],
]);

describe('converting a pinned acceptance into a budget’s currency', () => {
  it('counts the gross as it is in the same currency, else the pinned reference amount at the rate of its date', () => {
    const pinned = { gross: '437.50', grossReference: '500', currency: 'GBP', referenceCurrency: 'EUR' };
    expect(convert({ ...pinned, rateDate: '2026-11-25' }, 'GBP', USD)?.toFixed()).toBe('437.5');
    expect(convert({ ...pinned, rateDate: '2026-11-25' }, 'EUR', USD)?.toFixed()).toBe('500');
    expect(convert({ ...pinned, rateDate: '2026-11-25' }, 'USD', USD)?.toFixed()).toBe('550');
    expect(convert({ ...pinned, rateDate: '2026-11-19' }, 'USD', USD)?.toFixed()).toBe('525');
  });

  it('does not convert without a rate on or before the date', () => {
    expect(rateOn(USD, 'USD', 'EUR', '2026-10-31')).toBeUndefined();
    expect(
      convert(
        { gross: '10', grossReference: '10', currency: 'EUR', referenceCurrency: 'EUR', rateDate: '2026-10-31' },
        'USD',
        USD,
      ),
    ).toBeUndefined();
  });
});
