import { notifications } from '@mantine/notifications';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { describeError } from '../components/page-error';
import { isApiError } from '../lib/api/api-error';
import { i18n } from '../lib/i18n/i18n';

/** Client errors (4xx) will not fix themselves; network trouble and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  if (isApiError(error) && error.kind === 'aborted') return false;
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
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
