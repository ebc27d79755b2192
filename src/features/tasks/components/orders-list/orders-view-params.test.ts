import { EMPTY_FILTERS } from './filter-orders';
import {
  DEFAULT_SORT,
  hasActiveFilters,
  nextSort,
  parseOrdersView,
  writeOrdersView,
  type OrdersView,
} from './orders-view-params';

describe('orders view in the URL', () => {
  it('reads an empty URL as no filters and newest first', () => {
    expect(parseOrdersView(new URLSearchParams())).toEqual({ filters: EMPTY_FILTERS, sort: DEFAULT_SORT });
  });

  it('round-trips search, every filter and the sort', () => {
    const view: OrdersView = {
      filters: {
        q: 'summer campaign',
        progress: ['NEW', 'IN_REVIEW'],
        project: ['p1'],
        tag: ['urgent', 'a&b=c'],
        lang: ['de-DE'],
        kind: ['instant', 'instantWithPostEditing'],
        decide: true,
      },
      sort: { key: 'deadline', dir: 'asc' },
    };
    const params = writeOrdersView(view);
    expect(params.toString()).toBe(
      'q=summer+campaign&progress=NEW&progress=IN_REVIEW&project=p1&tag=urgent&tag=a%26b%3Dc&lang=de-DE' +
        '&kind=instant&kind=instantWithPostEditing&decide=1&sort=deadline&dir=asc',
    );
    expect(parseOrdersView(new URLSearchParams(params.toString()))).toEqual(view);
  });

  it('leaves defaults out and keeps parameters that are not part of the view', () => {
    const params = writeOrdersView(
      { filters: { ...EMPTY_FILTERS, q: '  ' }, sort: DEFAULT_SORT },
      new URLSearchParams('utm=mail&tag=old&sort=kind'),
    );
    expect(params.toString()).toBe('utm=mail');
  });

  it('ignores invalid kinds, sort keys and directions, and duplicate values', () => {
    expect(parseOrdersView(new URLSearchParams('kind=express&kind=instant&sort=price&dir=up&tag=a&tag=a'))).toEqual({
      filters: { ...EMPTY_FILTERS, kind: ['instant'], tag: ['a'] },
      sort: DEFAULT_SORT,
    });
    expect(parseOrdersView(new URLSearchParams('sort=project')).sort).toEqual({ key: 'project', dir: 'asc' });
  });

  it('knows whether anything filters', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, lang: ['fr-FR'] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, decide: true })).toBe(true);
  });

  it('flips the direction of the sorted column and starts a new column ascending', () => {
    expect(nextSort({ key: 'project', dir: 'asc' }, 'project')).toEqual({ key: 'project', dir: 'desc' });
    expect(nextSort({ key: 'project', dir: 'desc' }, 'kind')).toEqual({ key: 'kind', dir: 'asc' });
    expect(nextSort({ key: 'project', dir: 'asc' }, 'created')).toEqual({ key: 'created', dir: 'desc' });
  });
});
