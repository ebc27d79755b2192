/**
 * The orders list's view state, kept in the URL. Filters and sort push a history entry; the search box
 * keeps its text locally (so typing is never slowed down by navigation) and writes it to the URL with
 * `replace`, debounced.
 */
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigation, useNavigationType, useSearchParams } from 'react-router';
import type { SortKey } from './filter-orders';
import {
  clearedView,
  nextSort,
  parseOrdersView,
  writeOrdersView,
  type FilterName,
  type OrdersView,
} from './orders-view-params';

export const SEARCH_DEBOUNCE_MS = 250;

export function useOrdersView() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  // Keyed without `q`: the debounced search write does not hand out new filter objects (and re-filter).
  const withoutSearch = new URLSearchParams(params);
  withoutSearch.delete('q');
  const viewKey = withoutSearch.toString();
  const view = useMemo(() => parseOrdersView(new URLSearchParams(viewKey)), [viewKey]);
  const location = useLocation();
  const navigationType = useNavigationType();

  const [search, setSearchText] = useState(urlSearch);
  // Back/forward brings another URL: show its search text. Our own writes (REPLACE/PUSH) never
  // overwrite what the user is typing.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (navigationType === NavigationType.Pop && search !== urlSearch) setSearchText(urlSearch);
  }

  // What the search box shows, for writes made outside render. The search box is the source of truth
  // for `q`: every URL write takes the latest text (the URL seen by a click handler can lag behind).
  const typed = useRef(search);
  useLayoutEffect(() => {
    typed.current = search;
  }, [search]);

  const update = useCallback(
    (change: (current: OrdersView) => OrdersView, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = change(parseOrdersView(current));
          return writeOrdersView({ ...next, filters: { ...next.filters, q: typed.current } }, current);
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // A click on an order while a search write is pending starts a navigation that may wait for the order
  // page's code; the write must not replace it and pull the user back to the list.
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  const leavingRef = useRef(leaving);
  useLayoutEffect(() => {
    leavingRef.current = leaving;
  }, [leaving]);

  const writeSearch = useDebouncedCallback(() => {
    if (!leavingRef.current) update((current) => current, { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (leaving) writeSearch.cancel();
  }, [leaving, writeSearch]);

  const setSearch = useCallback(
    (q: string) => {
      typed.current = q;
      setSearchText(q);
      writeSearch();
    },
    [writeSearch],
  );

  // Leaving the search box (a click on an order's link moves the focus first) writes the search at once,
  // so no write is left pending to race the navigation that may follow.
  const commitSearch = useCallback(() => writeSearch.flush(), [writeSearch]);

  // Stable across keystrokes, so the memoised filter fields and table do not re-render while typing.
  // Each also writes the search typed so far: no debounced write needs to follow.
  const setFilter = useCallback(
    (name: FilterName, values: string[]) => {
      writeSearch.cancel();
      update((current) => ({ ...current, filters: { ...current.filters, [name]: values } }));
    },
    [update, writeSearch],
  );

  const setOnlyToDecide = useCallback(
    (decide: boolean) => {
      writeSearch.cancel();
      update((current) => ({ ...current, filters: { ...current.filters, decide } }));
    },
    [update, writeSearch],
  );

  const toggleSort = useCallback(
    (key: SortKey) => {
      writeSearch.cancel();
      update((current) => ({ ...current, sort: nextSort(current.sort, key) }));
    },
    [update, writeSearch],
  );

  const clear = useCallback(() => {
    writeSearch.cancel();
    typed.current = '';
    setSearchText('');
    update(clearedView);
  }, [update, writeSearch]);

  return {
    /** Filters and sort as in the URL; `filters.q` is empty, the search text is `search`. */
    view,
    /** The search box's current text. */
    search,
    setSearch,
    /** Writes a pending search to the URL now. */
    commitSearch,
    setFilter,
    setOnlyToDecide,
    toggleSort,
    clear,
  };
}
