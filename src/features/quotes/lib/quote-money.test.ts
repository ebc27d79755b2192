import { buildQuote } from '#test-support/factories/quote';
import { compareDecimal, percentToFraction, pricePerUnit, totalsByCurrency } from './quote-money';

describe('quote money', () => {
  it('sums net, VAT and gross exactly, per currency', () => {
    const quotes = [
      buildQuote({
        price: { currency: 'EUR', netAmount: '0.1001', vatAmount: '0.1', grossAmount: '1000000000000.0001' },
      }),
      buildQuote({ price: { currency: 'EUR', netAmount: '0.2002', vatAmount: '0.2', grossAmount: '0.0002' } }),
      buildQuote({ price: { currency: 'EUR', netAmount: '0.3003', vatAmount: '0', grossAmount: '0' } }),
      buildQuote({ price: { currency: 'GBP', netAmount: '5', vatAmount: '1', grossAmount: '6' } }),
    ];
    expect(totalsByCurrency(quotes)).toEqual([
      { currency: 'EUR', count: 3, net: '0.6006', vat: '0.3', gross: '1000000000000.0003' },
      { currency: 'GBP', count: 1, net: '5', vat: '1', gross: '6' },
    ]);
  });

  it('divides the net amount by the discounted units, to 4 decimals', () => {
    expect(pricePerUnit('100.00', 900)).toBe('0.1111');
    expect(pricePerUnit('2', 3)).toBe('0.6667');
    expect(pricePerUnit('12.5', 0)).toBeNull();
  });

  it('compares decimal strings and turns percentages into fractions', () => {
    expect(compareDecimal('10.0001', '10.0000')).toBe(1);
    expect(compareDecimal('2', '10')).toBe(-1);
    expect(percentToFraction('8.1')).toBe('0.081');
  });
});
