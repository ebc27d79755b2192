import { collectFacets, EMPTY_FILTERS, filterOrders, NO_PROJECT, sortOrders, type OrderFilters } from './filter-orders';
import { buildOrderIndex, type OrderRow } from './order-index';
import { buildTask } from '#test-support/factories/task';
import { createOrderSearch, searchTerms } from './order-search';

const names: Record<string, string> = {
  'en-US': 'English (United States)',
  'de-DE': 'German (Germany)',
  'fr-FR': 'French (France)',
  'ja-JP': 'Japanese (Japan)',
};
const lookups = {
  projectNames: new Map([
    ['p-web', 'Marketing website'],
    ['p-legal', 'Legal'],
  ]),
  languageName: (code: string) => names[code] ?? code,
};
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const tasks = [
  buildTask({
    id: 'a-1',
    createdAt: '2025-01-01T08:00:00Z',
    comment: 'Homepage copy for the summer campaign',
    tags: ['marketing'],
    projectId: 'p-web',
    target: ['de-DE', 'fr-FR'],
    progress: 'TRANSLATION_DELIVERED',
    desiredDeadline: '2025-02-01T00:00:00Z',
  }),
  buildTask({
    id: 'b-2',
    createdAt: '2025-03-01T08:00:00Z',
    email: 'lawyer@example.com',
    tags: ['legal', 'urgent'],
    projectId: 'p-legal',
    progress: 'NEW',
    desiredDeadline: '2025-04-01T00:00:00Z',
  }),
  buildTask({
    id: 'c-3',
    createdAt: '2025-02-01T08:00:00Z',
    source: 'de-DE',
    target: ['ja-JP'],
    features: ['instant', 'withPostEditing'],
    progress: 'WAITING_FOR_MOON',
    projectId: 'p-gone',
  }),
  buildTask({ id: 'd-4', createdAt: '2025-02-15T08:00:00Z', features: ['instant'], progress: 'IN_REVIEW' }),
];
const index = buildOrderIndex(tasks, lookups);
const search = createOrderSearch(index);

const ids = (rows: readonly OrderRow[]) => rows.map((r) => r.task.id);
const filter = (overrides: Partial<OrderFilters>) =>
  ids(filterOrders(index, { ...EMPTY_FILTERS, ...overrides }, search));

describe('buildOrderIndex', () => {
  it('resolves project names, language names and kinds once per order', () => {
    expect(index[0]).toMatchObject({
      projectName: 'Marketing website',
      sourceName: 'English (United States)',
      targetNames: ['German (Germany)', 'French (France)'],
      kind: 'standard',
    });
    expect(index[2]).toMatchObject({ projectName: 'p-gone', kind: 'instantWithPostEditing' });
    expect(index[3]?.kind).toBe('instant');
  });

  it('asks for each language name only once', () => {
    const languageName = vi.fn((code: string) => code);
    buildOrderIndex(tasks, { ...lookups, languageName });
    expect(languageName.mock.calls.map(([code]) => code).sort()).toEqual(['de-DE', 'en-US', 'fr-FR', 'ja-JP']);
  });
});

describe('filterOrders', () => {
  it('returns the same array when nothing filters', () => {
    expect(filterOrders(index, EMPTY_FILTERS, search)).toBe(index);
    expect(filterOrders(index, { ...EMPTY_FILTERS, q: '   ' }, search)).toBe(index);
  });

  it('searches id, comment, email, tags, project name and language codes and names, case-insensitively', () => {
    expect(filter({ q: 'C-3' })).toEqual(['c-3']);
    expect(filter({ q: 'SUMMER' })).toEqual(['a-1']);
    expect(filter({ q: 'lawyer@' })).toEqual(['b-2']);
    expect(filter({ q: 'urgent' })).toEqual(['b-2']);
    expect(filter({ q: 'marketing web' })).toEqual(['a-1']);
    expect(filter({ q: 'ja-jp' })).toEqual(['c-3']);
    expect(filter({ q: 'japanese' })).toEqual(['c-3']);
    expect(filter({ q: 'french' })).toEqual(['a-1']);
  });

  it('needs every search term to match', () => {
    expect(filter({ q: 'german legal' })).toEqual(['b-2']);
    expect(filter({ q: 'german nothing-like-this' })).toEqual([]);
  });

  it('filters by progress, project, tag, language (source or target) and kind', () => {
    expect(filter({ progress: ['NEW', 'IN_REVIEW'] })).toEqual(['b-2', 'd-4']);
    expect(filter({ progress: ['WAITING_FOR_MOON'] })).toEqual(['c-3']);
    expect(filter({ project: ['p-legal'] })).toEqual(['b-2']);
    expect(filter({ project: [NO_PROJECT] })).toEqual(['d-4']);
    expect(filter({ project: ['p-legal', NO_PROJECT] })).toEqual(['b-2', 'd-4']);
    expect(filter({ tag: ['urgent', 'marketing'] })).toEqual(['a-1', 'b-2']);
    expect(filter({ lang: ['de-DE'] })).toEqual(['a-1', 'b-2', 'c-3', 'd-4']);
    expect(filter({ lang: ['ja-JP'] })).toEqual(['c-3']);
    expect(filter({ kind: ['instant'] })).toEqual(['d-4']);
    expect(filter({ kind: ['instant', 'instantWithPostEditing'] })).toEqual(['c-3', 'd-4']);
  });

  it('combines filters with AND', () => {
    expect(filter({ lang: ['de-DE'], progress: ['NEW'], q: 'legal' })).toEqual(['b-2']);
    expect(filter({ tag: ['marketing'], progress: ['NEW'] })).toEqual([]);
  });
});

describe('sortOrders', () => {
  const sorted = (key: Parameters<typeof sortOrders>[1]['key'], dir: 'asc' | 'desc') =>
    ids(sortOrders(index, { key, dir }, collator));

  it('sorts by creation date', () => {
    expect(sorted('created', 'desc')).toEqual(['b-2', 'd-4', 'c-3', 'a-1']);
    expect(sorted('created', 'asc')).toEqual(['a-1', 'c-3', 'd-4', 'b-2']);
  });

  it('sorts by reference and kind', () => {
    expect(sorted('reference', 'desc')).toEqual(['d-4', 'c-3', 'b-2', 'a-1']);
    expect(sorted('kind', 'asc')).toEqual(['b-2', 'a-1', 'd-4', 'c-3']);
  });

  it('sorts progress in workflow order with unknown values last', () => {
    expect(sorted('progress', 'asc')).toEqual(['b-2', 'd-4', 'a-1', 'c-3']);
  });

  it('keeps orders without deadline, project or tags last in both directions', () => {
    expect(sorted('deadline', 'asc')).toEqual(['a-1', 'b-2', 'd-4', 'c-3']);
    expect(sorted('deadline', 'desc')).toEqual(['b-2', 'a-1', 'd-4', 'c-3']);
    expect(sorted('project', 'asc')).toEqual(['b-2', 'a-1', 'c-3', 'd-4']);
    expect(sorted('tags', 'desc')).toEqual(['a-1', 'b-2', 'd-4', 'c-3']);
  });

  it('sorts by languages, then breaks ties by newest first', () => {
    expect(sorted('languages', 'asc')).toEqual(['c-3', 'b-2', 'd-4', 'a-1']);
  });

  it('does not change its input', () => {
    const before = ids(index);
    sortOrders(index, { key: 'reference', dir: 'desc' }, collator);
    expect(ids(index)).toEqual(before);
  });
});

describe('helpers', () => {
  it('split search text into lower-case terms', () => {
    expect(searchTerms('  Summer  CAMPAIGN ')).toEqual(['summer', 'campaign']);
  });

  it('collect the progress values, tags and languages present', () => {
    expect(collectFacets(index)).toEqual({
      progress: ['TRANSLATION_DELIVERED', 'NEW', 'WAITING_FOR_MOON', 'IN_REVIEW'],
      tags: ['legal', 'marketing', 'urgent'],
      languages: ['de-DE', 'en-US', 'fr-FR', 'ja-JP'],
      projectIds: ['p-gone', 'p-legal', 'p-web'],
      withoutProject: true,
    });
    expect(collectFacets(buildOrderIndex(tasks.slice(0, 3), lookups)).withoutProject).toBe(false);
  });
});
