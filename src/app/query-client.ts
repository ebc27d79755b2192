import { notifications } from '@mantine/notifications';
import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { describeError } from '#portal/lib/describe-error.ts';
import { isApiError } from '#portal/lib/api/api-error.ts';
import { i18n } from '#portal/lib/i18n/i18n.ts';

/**
 * Client errors (4xx) will not fix themselves; network trouble and 5xx get two more tries. A timeout has
 * already kept the user waiting for the whole request timeout, and without a connection no retry can work
 * (queries load again on reconnect), so both fail at once with Try again offered.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  if (isApiError(error) && (error.kind === 'aborted' || error.kind === 'timeout')) return false;
  if (!onlineManager.isOnline()) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // A failed first load renders the page's error state; only failed background refreshes toast.
      onError: (error, query) => {
        if (query.state.data === undefined) return;
        notifications.show({
          id: `refresh-failed-${query.queryHash}`,
          color: 'red',
          message: i18n.t('errors.backgroundRefresh', { message: describeError(error, i18n.t) }),
        });
      },
    }),
    defaultOptions: {
      // 'always': without a connection requests fail and say so, instead of waiting paused without a word
      // (a spinner that never ends, a save button that never comes back). 'always' would also turn off the
      // refetch on reconnect, which is what lets a page that failed offline recover by itself.
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'always', refetchOnReconnect: true },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
