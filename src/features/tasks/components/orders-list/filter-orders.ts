/**
 * The orders list's data work, as pure functions: an index built once per data set (names and sort keys
 * per order; the search text is `OrderSearch`'s), sorting and filtering. The list memoises each step, so a
 * keystroke in the search box only narrows the rows the filters left through the search's cached results.
 */
import { KNOWN_PROGRESS, TASK_KINDS, type TaskKind } from '#contract/task';
import { timeOf, type OrderRow } from './order-index';
import { createOrderSearch, type OrderSearch } from './order-search';

export const SORT_KEYS = [
  'reference',
  'created',
  'languages',
  'progress',
  'project',
  'tags',
  'deadline',
  'kind',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface OrderSort {
  key: SortKey;
  dir: SortDirection;
}

export interface OrderFilters {
  /** Free text; every whitespace-separated term must occur. */
  q: string;
  progress: string[];
  project: string[];
  tag: string[];
  /** Language codes, matched against the source and every target. */
  lang: string[];
  kind: TaskKind[];
  /**
   * Only orders in which a language waits for the orderer's choice among its quotes (`?decide=1`). The list
   * applies it, since it knows the quotes; `filterOrders` does not.
   */
  decide: boolean;
}

/** The project filter's value for orders without a project (`?project=-`); no project id is "-". */
export const NO_PROJECT = '-';

export const EMPTY_FILTERS: OrderFilters = {
  q: '',
  progress: [],
  project: [],
  tag: [],
  lang: [],
  kind: [],
  decide: false,
};

function anyOf<T>(selected: readonly T[], test: (value: T) => boolean): boolean {
  return selected.length === 0 || selected.some(test);
}

/**
 * Keeps the order of `rows`. Within one filter any selected value matches; all filters must match, and
 * the search text (`filters.q`, through `search`) too. Pass the list's `search`: a new one prepares every
 * row's text again.
 */
export function filterOrders(
  rows: readonly OrderRow[],
  filters: OrderFilters,
  search: OrderSearch = createOrderSearch(rows),
): readonly OrderRow[] {
  return search.filter(filterByFacets(rows, filters), filters.q);
}

function filterByFacets(rows: readonly OrderRow[], filters: OrderFilters): readonly OrderRow[] {
  const progress = new Set(filters.progress);
  const projects = new Set(filters.project);
  const kinds = new Set<string>(filters.kind);
  if (!progress.size && !projects.size && !kinds.size && !filters.tag.length && !filters.lang.length) {
    return rows;
  }
  return rows.filter(
    (row) =>
      (progress.size === 0 || progress.has(row.task.progress)) &&
      (projects.size === 0 || projects.has(row.task.projectId ?? NO_PROJECT)) &&
      (kinds.size === 0 || kinds.has(row.kind)) &&
      anyOf(filters.tag, (tag) => row.task.tags.includes(tag)) &&
      anyOf(filters.lang, (code) => row.task.source === code || row.task.target.includes(code)),
  );
}

const PROGRESS_RANK = new Map<string, number>(KNOWN_PROGRESS.map((p, i) => [p, i]));
const KIND_RANK = new Map<string, number>(TASK_KINDS.map((k, i) => [k, i]));

/** A row's sort value: a number, a text (compared with the collator, after every number) or empty. */
type SortValue = string | number | null;

function sortValue(row: OrderRow, key: SortKey): SortValue {
  const { task } = row;
  switch (key) {
    case 'reference':
      return task.id;
    case 'created':
      return row.created;
    case 'languages':
      return task.source === null && task.target.length === 0 ? null : `${task.source ?? ''} ${task.target.join(' ')}`;
    case 'progress':
      // Known values in workflow order; unknown ones after them, alphabetically.
      return PROGRESS_RANK.get(task.progress) ?? task.progress;
    case 'project':
      return row.projectName;
    case 'tags':
      return task.tags.length ? task.tags.join(' ') : null;
    case 'deadline': {
      const time = timeOf(task.desiredDeadline);
      return Number.isNaN(time) ? null : time;
    }
    case 'kind':
      return KIND_RANK.get(row.kind) ?? null;
  }
}

/**
 * Every row's sort value as one number (NaN for empty): texts become their rank among the distinct
 * texts, sorted once with the collator (a few hundred distinct projects or tag sets are sorted instead
 * of 50,000 rows, and the rows' sort compares numbers), placed after every number.
 */
function sortKeys(rows: readonly OrderRow[], key: SortKey, collator: Intl.Collator): Float64Array {
  const keys = new Float64Array(rows.length);
  const texts: (string | undefined)[] = [];
  let highest = 0;
  rows.forEach((row, i) => {
    const value = sortValue(row, key);
    if (typeof value === 'string') texts[i] = value;
    else {
      keys[i] = value ?? Number.NaN;
      if (value !== null && value > highest) highest = value;
    }
  });
  if (texts.length === 0) return keys;
  const distinct = [...new Set(texts.filter((text) => text !== undefined))].sort((a, b) => collator.compare(a, b));
  const ranks = new Map<string, number>();
  let rank = highest + 1;
  distinct.forEach((text, i) => {
    if (i > 0 && collator.compare(distinct[i - 1] as string, text) !== 0) rank++;
    ranks.set(text, rank);
  });
  texts.forEach((text, i) => {
    if (text !== undefined) keys[i] = ranks.get(text) as number;
  });
  return keys;
}

/**
 * A sorted copy. Empty values (no deadline, no project, no tags) go last in both directions; ties are
 * broken by creation time, newest first, then by id, so the order is stable across reloads.
 */
export function sortOrders(rows: readonly OrderRow[], sort: OrderSort, collator: Intl.Collator): OrderRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const keys = sortKeys(rows, sort.key, collator);
  const created = new Float64Array(rows.length);
  rows.forEach((row, i) => (created[i] = row.created ?? 0));
  const order = new Int32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((x, y) => {
    const a = keys[x] as number;
    const b = keys[y] as number;
    const aEmpty = Number.isNaN(a);
    if (aEmpty !== Number.isNaN(b)) return aEmpty ? 1 : -1;
    if (!aEmpty && a !== b) return sign * (a - b);
    const newer = (created[y] as number) - (created[x] as number);
    if (newer !== 0) return newer;
    const idX = (rows[x] as OrderRow).task.id;
    const idY = (rows[y] as OrderRow).task.id;
    return idX < idY ? -1 : idX > idY ? 1 : 0;
  });
  const sorted = new Array<OrderRow>(order.length);
  for (let i = 0; i < order.length; i++) sorted[i] = rows[order[i] as number] as OrderRow;
  return sorted;
}

/** Values present in the data, for filter options next to the known ones. */
export interface OrderFacets {
  progress: string[];
  tags: string[];
  languages: string[];
  projectIds: string[];
  /** Some order has no project. */
  withoutProject: boolean;
}

export function collectFacets(rows: readonly OrderRow[]): OrderFacets {
  const progress = new Set<string>();
  const projectIds = new Set<string>();
  const tags = new Set<string>();
  const languages = new Set<string>();
  let withoutProject = false;
  for (const { task } of rows) {
    progress.add(task.progress);
    if (task.projectId) projectIds.add(task.projectId);
    else withoutProject = true;
    for (const tag of task.tags) tags.add(tag);
    if (task.source) languages.add(task.source);
    for (const code of task.target) languages.add(code);
  }
  return {
    progress: [...progress],
    tags: [...tags].sort(),
    languages: [...languages].sort(),
    projectIds: [...projectIds].sort(),
    withoutProject,
  };
}
