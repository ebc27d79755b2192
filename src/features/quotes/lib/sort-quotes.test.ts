import { buildQuote } from '#test-support/factories/quote';
import { nextSort } from '#portal/lib/sort-state.ts';
import { DEFAULT_SORT, sortQuotes } from './sort-quotes';

const collator = new Intl.Collator('en', { numeric: true });
const numbers = (list: { number: string }[]) => list.map((q) => q.number);

describe('sortQuotes', () => {
  const cheap = buildQuote({
    number: 'A',
    supplierName: 'Zeta',
    price: { grossAmount: '9.50', totalDiscountPercent: '5' },
  });
  const dear = buildQuote({ number: 'B', supplierName: 'Alpha', price: { grossAmount: '100.0001' } });
  const middle = buildQuote({
    number: 'C',
    supplierName: 'Mid',
    price: { grossAmount: '10', totalDiscountPercent: undefined },
  });

  it('sorts by gross amount as decimals by default, and flips on a second click', () => {
    expect(numbers(sortQuotes([dear, middle, cheap], DEFAULT_SORT, collator))).toEqual(['A', 'C', 'B']);
    const flipped = nextSort(DEFAULT_SORT, 'gross');
    expect(flipped).toEqual({ column: 'gross', direction: 'descending' });
    expect(numbers(sortQuotes([dear, middle, cheap], flipped, collator))).toEqual(['B', 'C', 'A']);
  });

  it('sorts text columns with the collator and puts missing values last in both directions', () => {
    expect(numbers(sortQuotes([cheap, dear, middle], nextSort(DEFAULT_SORT, 'vendor'), collator))).toEqual([
      'B',
      'C',
      'A',
    ]);
    const byUnitPrice = { column: 'unitPrice', direction: 'ascending' } as const;
    const without = buildQuote({ number: 'D', textAmount: { discountedAmount: 0 } });
    const stripped = [without, cheap, dear];
    expect(numbers(sortQuotes(stripped, byUnitPrice, collator)).at(-1)).toBe('D');
    expect(numbers(sortQuotes(stripped, { ...byUnitPrice, direction: 'descending' }, collator)).at(-1)).toBe('D');
  });

  it('sorts prices in different units by their net per source word, those without one last', () => {
    // Per unit €0.50 a line is dearer than €0.12 a word; per source word it is the cheaper of the two.
    const perLine = buildQuote({
      id: 'line',
      number: 'LINE',
      price: { netAmount: '50' },
      textAmount: { type: 'lines', discountedAmount: 100 },
    });
    const perWord = buildQuote({
      id: 'word',
      number: 'WORD',
      price: { netAmount: '120' },
      textAmount: { discountedAmount: 1000 },
    });
    const unrated = buildQuote({ id: 'jpy', number: 'JPY', price: { currency: 'JPY', netAmount: '1' } });
    const byUnitPrice = { column: 'unitPrice', direction: 'ascending' } as const;
    expect(numbers(sortQuotes([perWord, perLine], byUnitPrice, collator))).toEqual(['WORD', 'LINE']);
    const perSourceWord = new Map([
      ['line', '0.05'],
      ['word', '0.12'],
    ]);
    const reference = { currency: 'EUR', rates: {}, date: null };
    expect(numbers(sortQuotes([unrated, perWord, perLine], byUnitPrice, collator, reference, perSourceWord))).toEqual([
      'LINE',
      'WORD',
      'JPY',
    ]);
  });

  it('sorts amounts in different currencies in the reference currency, those without a rate last', () => {
    const reference = { currency: 'EUR', rates: { GBP: '0.8', CHF: '0.9' }, date: '2026-11-20' };
    // £40 = €50; CHF 54 = €60; ¥5,000 has no rate.
    const pounds = buildQuote({ number: 'GBP', price: { currency: 'GBP', grossAmount: '40' } });
    const francs = buildQuote({ number: 'CHF', price: { currency: 'CHF', grossAmount: '54' } });
    const yen = buildQuote({ number: 'JPY', price: { currency: 'JPY', grossAmount: '5000' } });
    const euros = buildQuote({ number: 'EUR', price: { grossAmount: '55.00' } });
    const all = [yen, francs, euros, pounds];
    expect(numbers(sortQuotes(all, DEFAULT_SORT, collator, reference))).toEqual(['GBP', 'EUR', 'CHF', 'JPY']);
    const descending = nextSort(DEFAULT_SORT, 'gross');
    expect(numbers(sortQuotes(all, descending, collator, reference))).toEqual(['CHF', 'EUR', 'GBP', 'JPY']);
    // Without a reference, currency by currency, never one amount against another currency's.
    expect(numbers(sortQuotes(all, DEFAULT_SORT, collator))).toEqual(['CHF', 'EUR', 'GBP', 'JPY']);
  });
});
