import { sortOrders } from './filter-orders';
import { buildOrderIndex, type OrderRow } from './order-index';
import { buildTask } from '#test-support/factories/task';
import { createOrderSearch, searchTerms } from './order-search';

const lookups = {
  projectNames: new Map([['p-web', 'Marketing website']]),
  languageName: (code: string) => ({ 'de-DE': 'German (Germany)', 'ja-JP': 'Japanese (Japan)' })[code] ?? code,
};
// 5,000 orders: REF-0 … REF-4999 in the comments, every third one into Japanese, every fifth in a project.
const tasks = Array.from({ length: 5000 }, (_, n) =>
  buildTask({
    id: `order-${String(n).padStart(4, '0')}`,
    comment: `REF-${n} ${n % 2 ? 'summer' : 'winter'} campaign`,
    target: n % 3 === 0 ? ['ja-JP'] : ['de-DE'],
    projectId: n % 5 === 0 ? 'p-web' : null,
  }),
);
const index = buildOrderIndex(tasks, lookups);
const ids = (rows: readonly OrderRow[]) => rows.map((row) => row.task.id);
/** How many of 0…4999 start with `prefix` (REF-1: 1, 10–19, 100–199, 1000–1999). */
const startingWith = (prefix: string) =>
  Array.from({ length: 5000 }, (_, n) => String(n)).filter((n) => n.startsWith(prefix)).length;

describe('createOrderSearch', () => {
  it('finds orders as a query is typed, narrowed and deleted again', () => {
    const search = createOrderSearch(index);
    const count = (query: string) => search.filter(index, query).length;
    expect(count('ref-')).toBe(5000);
    expect(count('ref-1')).toBe(startingWith('1'));
    expect(count('ref-12')).toBe(startingWith('12'));
    expect(count('ref-123')).toBe(startingWith('123'));
    expect(count('ref-12')).toBe(startingWith('12'));
    expect(count('ref-1')).toBe(startingWith('1'));
    expect(count('ref-19')).toBe(startingWith('19'));
    expect(count('ref-4')).toBe(startingWith('4'));
    expect(count('')).toBe(5000);
  });

  it('needs every term, in any order, and narrows a kept result by a new term', () => {
    const search = createOrderSearch(index);
    const summer = search.filter(index, 'summer');
    expect(summer).toHaveLength(2500);
    const both = ids(search.filter(index, 'summer japanese'));
    expect(both).toHaveLength(833);
    expect(both.every((id) => Number(id.slice(6)) % 6 === 3)).toBe(true);
    expect(ids(search.filter(index, 'JAPANESE   Summer'))).toEqual(both);
    expect(search.filter(index, 'summer winter')).toHaveLength(0);
    expect(ids(search.filter(index, 'ref-4999 marketing'))).toEqual([]);
    expect(ids(search.filter(index, 'ref-4995 marketing'))).toEqual(['order-4995']);
  });

  it('finds an order by its exact reference, whatever was searched before', () => {
    const search = createOrderSearch(index);
    search.filter(index, 'order-1');
    search.filter(index, 'order-12');
    expect(ids(search.filter(index, 'order-1234'))).toEqual(['order-1234']);
    expect(ids(search.filter(index, 'ORDER-0007'))).toEqual(['order-0007']);
  });

  it('keeps the order of the rows it is given (sorted, filtered)', () => {
    const search = createOrderSearch(index);
    const newestFirst = sortOrders(index, { key: 'reference', dir: 'desc' }, new Intl.Collator('en'));
    expect(ids(search.filter(newestFirst, 'ref-12')).slice(0, 3)).toEqual(['order-1299', 'order-1298', 'order-1297']);
    const someRows = index.filter((row) => row.task.target.includes('ja-JP'));
    expect(ids(search.filter(someRows, 'ref-12'))).toEqual(
      ids(someRows).filter((id) => /^order-(0012|012\d|12\d\d)$/.test(id)),
    );
  });

  it('gives the same answers once its text is prepared in the background', () => {
    vi.useFakeTimers();
    try {
      const search = createOrderSearch(index);
      search.warm();
      vi.runAllTimers();
      expect(search.filter(index, 'ref-12')).toHaveLength(startingWith('12'));
      const expected = Array.from({ length: 5000 }, (_, n) => n)
        .filter((n) => n % 5 === 0 && String(n).startsWith('10'))
        .map((n) => `order-${String(n).padStart(4, '0')}`);
      expect(expected).toHaveLength(23);
      expect(ids(search.filter(index, 'marketing ref-10'))).toEqual(expected);
    } finally {
      vi.useRealTimers();
    }
  });

  it('splits a query into lower-case terms, each once', () => {
    expect(searchTerms('  Summer  CAMPAIGN summer ')).toEqual(['summer', 'campaign']);
  });
});
