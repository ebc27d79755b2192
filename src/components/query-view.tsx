import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadingState } from './loading-state';
import { PageError } from './page-error';

/** What a page needs of a query result (`useQuery`'s) to show its first load. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A query's failed first load: what failed, and a retry that refetches it. */
export function QueryError({ title, query }: { title: string; query: Omit<QueryLike<unknown>, 'data' | 'isPending'> }) {
  return <PageError title={title} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Heading of the alert when the first load fails. */
  loadFailed: string;
  loadingLabel?: string;
  /** Shown (as an empty state) instead of `children` when the data is an empty list. */
  empty?: EmptyStateProps;
  children: (data: T) => ReactNode;
}

/**
 * A query's first load: a spinner, then the data, or what failed with a retry. Only a failed first load
 * replaces the content: a failed background refresh keeps the data on screen (the query cache toasts it).
 */
export function QueryView<T>({ query, loadFailed, loadingLabel, empty, children }: QueryViewProps<T>) {
  if (query.data === undefined) {
    return query.isPending ? <LoadingState label={loadingLabel} /> : <QueryError title={loadFailed} query={query} />;
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <EmptyState {...empty} />;
  return children(query.data);
}

/**
 * A query the page works without (e.g. the orders that count a list's usage) failed: a quiet note that
 * says so, with a link-style button to load it again. Renders nothing while the query is fine.
 */
export function QueryUnavailable({
  query,
  message,
  retryLabel,
}: {
  query: { isError: boolean; refetch: () => Promise<unknown> };
  message: string;
  retryLabel: string;
}) {
  if (!query.isError) return null;
  return (
    <Text size="sm" c="dimmed">
      {message}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
        {retryLabel}
      </Anchor>
    </Text>
  );
}
