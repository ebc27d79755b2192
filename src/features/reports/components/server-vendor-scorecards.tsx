/**
 * The vendor scorecards of a period in server mode: figured by the portal server over its copy of the service's
 * facts, every order of the period at once, with when the copy was last brought up to date. Where the server keeps
 * no copy (no service credential configured), the page fetches the orders itself as browser mode does.
 */
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { scorecardQueries } from '#portal/lib/api/scorecards/scorecard-queries.ts';
import { ScorecardReportView } from './scorecard-report';

export function ServerVendorScorecards({
  from,
  to,
  withoutCopy,
}: {
  /** The period, [from, to) in milliseconds. */
  from: number;
  to: number;
  /** What to show where the portal server keeps no copy: the browser's own fetch. */
  withoutCopy: () => ReactNode;
}) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const answer = useQuery(scorecardQueries.server(new Date(from).toISOString(), new Date(to).toISOString()));
  if (answer.isPending) return <LoadingState label={t('reports:vendors.server.loading')} />;
  if (answer.isError)
    return (
      <PageError
        title={t('reports:vendors.loadError')}
        error={answer.error}
        onRetry={() => answer.refetch()}
        retrying={answer.isFetching}
      />
    );
  const { report, orders, copy } = answer.data;
  if (copy === null) return withoutCopy();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('reports:vendors.server.orders', { count: orders, shown: fmt.number(orders) })}{' '}
        {copy.syncedAt
          ? t('reports:vendors.server.syncedAt', { when: fmt.dateTime(copy.syncedAt) })
          : t('reports:vendors.server.syncing')}
      </Text>
      <ScorecardReportView report={report} complete modeNotes={[t('reports:vendors.notes.serverCopy')]} />
    </Stack>
  );
}
