/** The orders list: search, filters and sort (all in the URL) over a virtualised table. */
import { Button, Chip, Stack, type ComboboxItem } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#portal/components/empty-state.tsx';
import type { Project } from '#contract/project';
import type { Tag } from '#contract/tag';
import { isKnownProgress, KNOWN_PROGRESS, TASK_KINDS, type Task } from '#contract/task';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { progressLabel } from '#portal/lib/task-lifecycle/labels.ts';
import { languagesToDecide, type LanguageStatus } from '#portal/lib/task-lifecycle/language-states.ts';
import { ExportOrdersButton } from './export-orders-button';
import { collectFacets, filterOrders, NO_PROJECT, sortOrders } from './filter-orders';
import { buildOrderIndex, type OrderRow } from './order-index';
import { createOrderSearch } from './order-search';
import { hasActiveFilters, writeOrdersView } from './orders-view-params';
import { OrdersTable } from './orders-table';
import { OrdersToolbar, type FilterOptions } from './orders-toolbar';
import { looksLikeTaskId, TaskIdLookup } from './task-id-lookup';
import { useOrdersView } from './use-orders-view';
import { progressGroup } from '#portal/lib/task-lifecycle/states.ts';

export interface OrdersListProps {
  tasks: readonly Task[];
  /** For project names; while missing or failed, project ids are shown. */
  projects?: readonly Project[] | undefined;
  /** For tag colours; while missing or failed, tags are grey. */
  tags?: readonly Tag[] | undefined;
  /**
   * More buttons for the orders shown (filtered and sorted as on screen), next to Export CSV; `view` is
   * that view's URL parameters (orders-view-params.ts), with the search as typed so far.
   */
  actions?: (rows: readonly OrderRow[], view: URLSearchParams) => ReactNode;
  /** Order id → where each of its languages is, for the orders whose quotes were read. */
  languages?: ReadonlyMap<string, LanguageStatus[]> | undefined;
}

const NO_PROJECTS: readonly Project[] = [];
const NO_TAGS: readonly Tag[] = [];
const NO_ROWS: readonly OrderRow[] = [];

/** Values selected in the URL stay visible in their filter even when no order has them. */
function withSelected(items: ComboboxItem[], selected: readonly string[]): ComboboxItem[] {
  const known = new Set(items.map((item) => item.value));
  return [...items, ...selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value }))];
}

export function OrdersList({ tasks, projects = NO_PROJECTS, tags = NO_TAGS, actions, languages }: OrdersListProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { view, search, setSearch, commitSearch, setFilter, setOnlyToDecide, toggleSort, clear } = useOrdersView();

  const projectNames = useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);
  const tagColors = useMemo(() => new Map(tags.map((tag) => [tag.id, tag.color])), [tags]);
  const collator = useMemo(() => new Intl.Collator(fmt.locale, { numeric: true, sensitivity: 'base' }), [fmt.locale]);

  // Each step is memoised on its own: a keystroke only narrows the filtered rows through the search, whose
  // text is prepared after the first rows are on screen.
  const index = useMemo(
    () => buildOrderIndex(tasks, { projectNames, languageName: fmt.languageName }),
    [tasks, projectNames, fmt],
  );
  const orderSearch = useMemo(() => createOrderSearch(index), [index]);
  useEffect(() => orderSearch.warm(), [orderSearch]);
  const sorted = useMemo(() => sortOrders(index, view.sort, collator), [index, view.sort, collator]);
  // The orders with a language whose quotes wait for the orderer's choice (of those whose quotes were read).
  const toDecide = useMemo(
    () =>
      new Set(
        [...(languages ?? [])].filter(([, statuses]) => languagesToDecide(statuses).length > 0).map(([id]) => id),
      ),
    [languages],
  );
  const faceted = useMemo(() => {
    const rows = filterOrders(sorted, { ...view.filters, q: '' }, orderSearch);
    return view.filters.decide ? rows.filter((row) => toDecide.has(row.task.id)) : rows;
  }, [sorted, view.filters, orderSearch, toDecide]);
  // The count follows each keystroke at once; the table's rows may follow a moment later.
  const visible = useMemo(() => orderSearch.filter(faceted, search), [orderSearch, faceted, search]);
  const rows = useDeferredValue(visible);

  // Filter options wait until the rows are on screen (the fields show their selected values meanwhile).
  const facetIndex = useDeferredValue(index, NO_ROWS);
  const facets = useMemo(() => collectFacets(facetIndex), [facetIndex]);
  const options = useMemo((): FilterOptions => {
    // No "Cancelled": the service hides cancelled orders from the list, so the filter would always be empty
    // (an order that still says so is offered through the facets below).
    const listed = KNOWN_PROGRESS.filter((p) => progressGroup(p) !== 'cancelled' || facets.progress.includes(p));
    const progress = [...listed, ...facets.progress.filter((p) => !isKnownProgress(p))].map((value) => ({
      value,
      label: progressLabel(t, value),
    }));
    const projectItems = projects.map((p) => ({ value: p.id, label: p.name }));
    const unknownProjects = facets.projectIds
      .filter((id) => !projectNames.has(id))
      .map((id) => ({ value: id, label: id }));
    const noProject =
      facets.withoutProject || view.filters.project.includes(NO_PROJECT)
        ? [{ value: NO_PROJECT, label: t('tasks.orders.noProject') }]
        : [];
    const tagNames = [...new Set([...tags.map((tag) => tag.id), ...facets.tags])].sort((a, b) =>
      collator.compare(a, b),
    );
    return {
      progress: withSelected(progress, view.filters.progress),
      project: withSelected([...projectItems, ...unknownProjects, ...noProject], view.filters.project),
      tag: withSelected(
        tagNames.map((name) => ({ value: name, label: name })),
        view.filters.tag,
      ),
      lang: withSelected(
        facets.languages.map((code) => ({ value: code, label: `${fmt.languageName(code)} (${code})` })),
        view.filters.lang,
      ),
      kind: TASK_KINDS.map((kind) => ({ value: kind, label: t(`tasks.orders.kind.${kind}`) })),
    };
  }, [facets, projects, projectNames, tags, view.filters, collator, fmt, t]);

  const filtered = hasActiveFilters({ ...view.filters, q: search });
  const lookupId = looksLikeTaskId(search);

  return (
    <Stack gap="sm">
      {(toDecide.size > 0 || view.filters.decide) && (
        <Chip
          checked={view.filters.decide}
          onChange={setOnlyToDecide}
          color="orange"
          variant="light"
          title={t('tasks.orders.decideFilterHint')}
        >
          {t('tasks.orders.decideFilter', { count: toDecide.size })}
        </Chip>
      )}
      <OrdersToolbar
        search={search}
        onSearch={setSearch}
        onSearchDone={commitSearch}
        filters={view.filters}
        options={options}
        onFilter={setFilter}
        shown={visible.length}
        total={tasks.length}
        filtered={filtered && visible.length > 0}
        onClear={clear}
        actions={
          visible.length > 0 && (
            <>
              <ExportOrdersButton rows={visible} />
              {actions?.(visible, writeOrdersView({ ...view, filters: { ...view.filters, q: search } }))}
            </>
          )
        }
      />
      {visible.length === 0 && lookupId !== null && <TaskIdLookup key={lookupId} taskId={lookupId} />}
      {visible.length === 0 ? (
        <EmptyState
          title={t('tasks.orders.noMatch')}
          description={t('tasks.orders.noMatchDescription')}
          action={
            <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={clear}>
              {t('tasks.orders.clearFilters')}
            </Button>
          }
        />
      ) : (
        <OrdersTable rows={rows} sort={view.sort} onSort={toggleSort} tagColors={tagColors} languages={languages} />
      )}
    </Stack>
  );
}
