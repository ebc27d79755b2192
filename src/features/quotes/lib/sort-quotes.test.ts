import { buildQuote } from '#test-support/factories/quote';
import { DEFAULT_SORT, nextSort, sortQuotes } from './sort-quotes';

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
    const byDiscount = { column: 'discount', direction: 'ascending' } as const;
    const without = buildQuote({ number: 'D', price: { totalDiscountPercent: undefined } });
    const stripped = [without, cheap, dear];
    expect(numbers(sortQuotes(stripped, byDiscount, collator)).at(-1)).toBe('D');
    expect(numbers(sortQuotes(stripped, { ...byDiscount, direction: 'descending' }, collator)).at(-1)).toBe('D');
  });
});
