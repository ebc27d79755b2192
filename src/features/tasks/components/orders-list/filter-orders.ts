/**
 * The orders list's data work, as pure functions: an index built once per data set (names and sort keys
 * per order; the search text is `OrderSearch`'s), sorting and filtering. The list memoises each step, so a
 * keystroke in the search box only narrows the rows the filters left through the search's cached results.
 */
import { KNOWN_PROGRESS, TASK_KINDS, kindOfFeatures, type Task, type TaskKind } from '../../../../contract/task';
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
}

/** The project filter's value for orders without a project (`?project=-`); no project id is "-". */
export const NO_PROJECT = '-';

export const EMPTY_FILTERS: OrderFilters = { q: '', progress: [], project: [], tag: [], lang: [], kind: [] };

/** One order with everything the list shows, searches and sorts by, computed once. */
export interface OrderRow {
  task: Task;
  /** Place in the index (the order of the tasks as received); the search keeps its results by it. */
  position: number;
  kind: TaskKind;
  projectName: string | null;
  sourceName: string | null;
  targetNames: string[];
  /** Epoch milliseconds; NaN-safe (unparseable dates sort as null). */
  created: number | null;
}

export interface OrderIndexLookups {
  /** Project id → name. Unknown ids are shown and searched as the id. */
  projectNames: ReadonlyMap<string, string>;
  /** Language code → name in the UI language. */
  languageName: (code: string) => string;
}

function toTime(value: string | null): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function buildOrderIndex(tasks: readonly Task[], lookups: OrderIndexLookups): OrderRow[] {
  // Intl.DisplayNames is slow to call 50,000 times; the same few codes repeat.
  const names = new Map<string, string>();
  const nameOf = (code: string) => {
    let name = names.get(code);
    if (name === undefined) {
      name = lookups.languageName(code);
      names.set(code, name);
    }
    return name;
  };
  return tasks.map((task, position) => ({
    task,
    position,
    kind: kindOfFeatures(task.features),
    projectName: task.projectId ? (lookups.projectNames.get(task.projectId) ?? task.projectId) : null,
    sourceName: task.source ? nameOf(task.source) : null,
    targetNames: task.target.map(nameOf),
    created: toTime(task.createdAt),
  }));
}

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

type SortValue = string | number | null;

function sortValue(row: OrderRow, key: SortKey): SortValue {
  switch (key) {
    case 'reference':
      return row.task.id;
    case 'created':
      return row.created;
    case 'languages':
      return row.task.source === null && row.task.target.length === 0
        ? null
        : `${row.task.source ?? ''} ${row.task.target.join(' ')}`;
    case 'progress':
      // Known values in workflow order; unknown ones after them, alphabetically.
      return PROGRESS_RANK.get(row.task.progress) ?? `~${row.task.progress}`;
    case 'project':
      return row.projectName;
    case 'tags':
      return row.task.tags.length ? row.task.tags.join(' ') : null;
    case 'deadline':
      return toTime(row.task.desiredDeadline);
    case 'kind':
      return KIND_RANK.get(row.kind) ?? null;
  }
}

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a ?? '', b ?? '');
}

/**
 * A sorted copy. Empty values (no deadline, no project, no tags) go last in both directions; ties are
 * broken by creation time, newest first, then by id, so the order is stable across reloads.
 */
export function sortOrders(rows: readonly OrderRow[], sort: OrderSort, collator: Intl.Collator): OrderRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row, sort.key) }));
  keyed.sort((x, y) => {
    if (x.value === null || y.value === null) {
      if (x.value !== y.value) return x.value === null ? 1 : -1;
    } else {
      const primary = compareValues(x.value, y.value, collator);
      if (primary !== 0) return sign * primary;
    }
    const created = (y.row.created ?? 0) - (x.row.created ?? 0);
    if (created !== 0) return created;
    return x.row.task.id < y.row.task.id ? -1 : x.row.task.id > y.row.task.id ? 1 : 0;
  });
  return keyed.map((k) => k.row);
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
