/**
 * The orders list's search: each order's lower-cased text (reference, comment, email, tags, project,
 * language codes and names), prepared in slices after the list is on screen, and the rows matching a query.
 * A keystroke rarely scans every order: results are kept for recent queries, a query is answered from the
 * smallest kept result it narrows (`summer` → `summer c`, `ref-1` → `ref-12`), and deleting a character
 * finds the shorter query's result kept.
 */
import type { OrderRow } from './order-index';

export interface OrderSearch {
  /** The rows (any of the index's, in any order) whose text holds every term of `query`, in their order. */
  filter(rows: readonly OrderRow[], query: string): readonly OrderRow[];
  /** Prepares every order's text in slices of a few milliseconds between other work; returns a cancel. */
  warm(): () => void;
}

interface Result {
  terms: readonly string[];
  /** Positions of the matching rows, ascending. */
  positions: Int32Array;
  /** 1 at the position of each matching row. */
  flags: Uint8Array;
}

/** How many recent queries keep their results (a flag per order each: 50 KB at 50,000 orders). */
const KEPT_RESULTS = 32;
/** Longest slice of preparation work, in milliseconds, before the browser gets to do something else. */
const SLICE_MS = 8;

/** Search terms of a query: lower-cased, split on whitespace, each once. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** What the search box finds an order by. */
function searchText(row: OrderRow): string {
  const { task } = row;
  return [
    task.id,
    task.comment,
    task.email,
    task.tags.join(' '),
    row.projectName ?? '',
    task.source ?? '',
    row.sourceName ?? '',
    task.target.join(' '),
    row.targetNames.join(' '),
  ]
    .join('\n')
    .toLowerCase();
}

/** A result holds the query's when each of its terms is part of one of the query's terms. */
function narrows(kept: readonly string[], terms: readonly string[]): boolean {
  return kept.every((k) => terms.some((term) => term.includes(k)));
}

function holdsAll(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

/** The search over every row of the list's index (each row's `position` is its place there). */
export function createOrderSearch(index: readonly OrderRow[]): OrderSearch {
  const byPosition: OrderRow[] = [];
  for (const row of index) byPosition[row.position] = row;
  const size = byPosition.length;
  const texts: string[] = new Array<string>(size);
  let prepared = 0;
  const prepareUntil = (end: number) => {
    for (; prepared < end; prepared++) {
      const row = byPosition[prepared];
      texts[prepared] = row ? searchText(row) : '';
    }
  };

  const kept = new Map<string, Result>();
  function matches(terms: readonly string[]): Result {
    const key = [...terms].sort().join(' ');
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    prepareUntil(size);
    let from: Result | undefined;
    for (const result of kept.values()) {
      if (narrows(result.terms, terms) && (!from || result.positions.length < from.positions.length)) from = result;
    }
    const candidates = from?.positions;
    const count = candidates ? candidates.length : size;
    const positions = new Int32Array(count);
    const flags = new Uint8Array(size);
    let found = 0;
    for (let i = 0; i < count; i++) {
      const position = candidates ? (candidates[i] as number) : i;
      if (holdsAll(texts[position] as string, terms)) {
        positions[found++] = position;
        flags[position] = 1;
      }
    }
    const result = { terms, positions: positions.slice(0, found), flags };
    kept.set(key, result);
    if (kept.size > KEPT_RESULTS) kept.delete(kept.keys().next().value as string);
    return result;
  }

  return {
    filter(rows, query) {
      const terms = searchTerms(query);
      if (terms.length === 0) return rows;
      const { flags } = matches(terms);
      return rows.filter((row) => flags[row.position] === 1);
    },
    warm() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const slice = () => {
        const until = performance.now() + SLICE_MS;
        while (prepared < size && performance.now() < until) prepareUntil(Math.min(prepared + 500, size));
        timer = prepared < size ? setTimeout(slice, 0) : undefined;
      };
      timer = setTimeout(slice, 0);
      return () => clearTimeout(timer);
    },
  };
}
