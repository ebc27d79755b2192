// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyResult } from '../analysis/analyse';
import { VENDORS } from '../resources/vendor-catalogue';
import { formatMoney, priceQuote } from './pricing';

const [lingua, northwind, polyglot] = VENDORS;

interface PricingCase {
  name: string;
  vendor: (typeof VENDORS)[number];
  rate: bigint;
  /** The analysis counts that differ from an empty result. */
  result: Record<string, number>;
  textAmount: { type: string; amount: number; discountedAmount: number };
  price: Record<string, string>;
}

describe('priceQuote', () => {
  it.each<PricingCase>([
    {
      // 100 + 50 * 20% + 10 * 15% = 111.5 words at 0.14 EUR.
      name: 'discounts memory matches and repetitions, with exact decimals',
      vendor: lingua!,
      rate: 1400n,
      result: { numWordsNoMatch: 100, numWords100: 50, numWordsRepeated: 10, numCharactersNoMatch: 550 },
      textAmount: { type: 'words', amount: 160, discountedAmount: 111.5 },
      price: {
        netAmount: '15.61',
        vatPercentage: '19',
        currency: 'EUR',
        totalDiscountPercent: '30.31',
        vatAmount: '2.97',
        grossAmount: '18.58',
      },
    },
    {
      name: 'prices lines of 55 characters and omits the discount for Northwind',
      vendor: northwind!,
      rate: 13500n,
      result: { numCharactersNoMatch: 110 },
      textAmount: { type: 'lines', amount: 2, discountedAmount: 2 },
      price: { netAmount: '2.70', vatPercentage: '20', currency: 'GBP', vatAmount: '0.54', grossAmount: '3.24' },
    },
  ])('$name', ({ vendor, rate, result, textAmount, price }) => {
    const quote = priceQuote(vendor, rate, { ...emptyResult(), ...result });
    expect(quote.textAmount).toEqual(textAmount);
    expect(quote.price).toEqual(price);
  });

  it('handles fractional VAT percentages', () => {
    const quote = priceQuote(polyglot!, 260n, { ...emptyResult(), numCharactersNoMatch: 1234 });
    expect(quote.price).toMatchObject({
      netAmount: '32.084',
      vatPercentage: '8.1',
      vatAmount: '2.60',
      grossAmount: '34.684',
    });
  });

  it('formats ten-thousandths with 2 to 4 decimals', () => {
    expect([formatMoney(0n), formatMoney(12345n), formatMoney(120000n), formatMoney(-5n)]).toEqual([
      '0.00',
      '1.2345',
      '12.00',
      '-0.0005',
    ]);
  });
});
