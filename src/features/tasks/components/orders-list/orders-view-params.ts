/**
 * The orders list's view (search, filters, sort) as URL search parameters, so a view can be bookmarked
 * and shared: `/orders?q=summer&progress=NEW&tag=urgent&tag=legal&sort=deadline&dir=asc`.
 * Multi-valued filters repeat their parameter. Unknown values are kept (they simply match nothing),
 * except for `kind`, `sort` and `dir`, whose invalid values fall back to the defaults.
 */
import { TASK_KINDS, type TaskKind } from '#contract/task';
import { EMPTY_FILTERS, SORT_KEYS, type OrderFilters, type OrderSort, type SortKey } from './filter-orders';

export const DEFAULT_SORT: OrderSort = { key: 'created', dir: 'desc' };

export interface OrdersView {
  filters: OrderFilters;
  sort: OrderSort;
}

const LIST_PARAMS = ['progress', 'project', 'tag', 'lang', 'kind'] as const;
type ListParam = (typeof LIST_PARAMS)[number];
export type FilterName = ListParam;
/** `?decide=1`: only the orders whose quotes wait for the orderer's choice. */
const DECIDE = 'decide';
const VIEW_PARAMS = ['q', ...LIST_PARAMS, DECIDE, 'sort', 'dir'] as const;

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}

const isKind = (value: string): value is TaskKind => (TASK_KINDS as readonly string[]).includes(value);
const isSortKey = (value: string | null): value is SortKey =>
  value !== null && (SORT_KEYS as readonly string[]).includes(value);

export function parseOrdersView(params: URLSearchParams): OrdersView {
  const sortKey = params.get('sort');
  const key = isSortKey(sortKey) ? sortKey : DEFAULT_SORT.key;
  const dirParam = params.get('dir');
  const dir =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : key === DEFAULT_SORT.key ? DEFAULT_SORT.dir : 'asc';
  return {
    filters: {
      q: params.get('q') ?? '',
      progress: unique(params.getAll('progress')),
      project: unique(params.getAll('project')),
      tag: unique(params.getAll('tag')),
      lang: unique(params.getAll('lang')),
      kind: unique(params.getAll('kind')).filter(isKind),
      decide: params.get(DECIDE) === '1',
    },
    sort: { key, dir },
  };
}

/**
 * Writes `view` over `base`: parameters that are not part of the view are kept; defaults (empty
 * search, no filter, default sort) are left out so the plain list has a plain URL.
 */
export function writeOrdersView(view: OrdersView, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of VIEW_PARAMS) params.delete(name);
  const q = view.filters.q.trim() === '' ? '' : view.filters.q;
  if (q) params.set('q', q);
  for (const name of LIST_PARAMS) for (const value of view.filters[name]) params.append(name, value);
  if (view.filters.decide) params.set(DECIDE, '1');
  if (view.sort.key !== DEFAULT_SORT.key || view.sort.dir !== DEFAULT_SORT.dir) {
    params.set('sort', view.sort.key);
    params.set('dir', view.sort.dir);
  }
  return params;
}

export function hasActiveFilters(filters: OrderFilters): boolean {
  return filters.q.trim() !== '' || filters.decide || LIST_PARAMS.some((name) => filters[name].length > 0);
}

/** The view without search and filters; the sort is kept. */
export function clearedView(view: OrdersView): OrdersView {
  return { filters: EMPTY_FILTERS, sort: view.sort };
}

/** Clicking a column header: a new column starts ascending (dates newest first), the same column flips. */
export function nextSort(current: OrderSort, key: SortKey): OrderSort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'created' ? 'desc' : 'asc' };
}
