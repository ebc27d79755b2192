/**
 * Vendor names as far as the service has told us: the API has no vendor endpoint, but quote enquiries
 * carry lspVendorId → lspVendorName. Reads the enquiries of the most recent completed orders.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { quoteQueries } from '#portal/lib/api/quotes/quote-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';

const MAX_TASKS = 20;

export function useVendorNames(): ReadonlyMap<string, string> {
  const user = useCurrentUser();
  const mayListOrders = canAccess(user.roles, 'orders');
  const tasks = useQuery({ ...taskQueries.list(), enabled: mayListOrders });
  const completed = useMemo(
    () =>
      (tasks.data ?? [])
        .filter((task) => task.complete)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, MAX_TASKS),
    [tasks.data],
  );
  // `combine` keeps only the data, structurally shared: the same array until an enquiry list changes.
  const enquiries = useQueries({
    queries: completed.map((task) => ({ ...quoteQueries.enquiries(task.id), refetchInterval: false as const })),
    combine: dataOf,
  });
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const list of enquiries) {
      for (const enquiry of list ?? []) {
        if (enquiry.lspVendorName) names.set(enquiry.lspVendorId, enquiry.lspVendorName);
      }
    }
    return names;
  }, [enquiries]);
}

function dataOf<T>(results: readonly { data?: T }[]): (T | undefined)[] {
  return results.map((result) => result.data);
}
