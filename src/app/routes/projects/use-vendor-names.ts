/**
 * Vendor names as far as the service has told us: the API has no vendor endpoint, but quote enquiries
 * carry lspVendorId → lspVendorName. Reads the enquiries of the most recent completed orders.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canAccess } from '../../../lib/auth/roles';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { quoteQueries } from '../../../features/quotes/api/quote-queries';
import { taskQueries } from '../../../features/tasks/api/task-queries';

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
  const enquiries = useQueries({
    queries: completed.map((task) => ({ ...quoteQueries.enquiries(task.id), refetchInterval: false as const })),
  });
  const key = enquiries.map((q) => q.dataUpdatedAt).join(',');
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const query of enquiries) {
      for (const enquiry of query.data ?? []) {
        if (enquiry.lspVendorName) names.set(enquiry.lspVendorId, enquiry.lspVendorName);
      }
    }
    return names;
    // `enquiries` is a new array every render; its data changes are tracked by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
