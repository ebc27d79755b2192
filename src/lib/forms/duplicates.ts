/** Repeated entries in a form's list (two rows for one language, one currency twice on a day). */

/** Index of each entry whose key already appeared earlier in the list ('' never counts). */
export function duplicateIndexes<T>(items: readonly T[], keyOf: (item: T) => string): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (key === '') return;
    if (seen.has(key)) duplicates.push(i);
    seen.add(key);
  });
  return duplicates;
}
