/** A table's sorting: the column and its direction, as a sortable column header shows it (`aria-sort`). */
export type SortDirection = 'ascending' | 'descending';
export interface SortState<C extends string> {
  column: C;
  direction: SortDirection;
}

/** Clicking the sorted column flips its direction; another column starts in its first direction. */
export function nextSort<C extends string>(
  current: SortState<C>,
  column: C,
  first: SortDirection = 'ascending',
): SortState<C> {
  if (current.column !== column) return { column, direction: first };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
