/**
 * The orders a list view selects (its search, filters and sort), in the order the list shows them: for
 * pages that act on the same selection as the list (the cost of the selected orders).
 */
import type { Task } from '#contract/task';
import { filterOrders, sortOrders } from './filter-orders';
import { buildOrderIndex, type OrderIndexLookups, type OrderRow } from './order-index';
import type { OrdersView } from './orders-view-params';

export function selectOrders(
  tasks: readonly Task[],
  view: OrdersView,
  lookups: OrderIndexLookups & { locale: string },
): readonly OrderRow[] {
  const collator = new Intl.Collator(lookups.locale, { numeric: true, sensitivity: 'base' });
  return filterOrders(sortOrders(buildOrderIndex(tasks, lookups), view.sort, collator), view.filters);
}
