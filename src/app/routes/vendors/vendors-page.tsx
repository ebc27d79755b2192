/**
 * `/vendors?period=…`: the vendor scorecards of the orders created in a period (the URL keeps the period, so
 * the view can be bookmarked). Server mode asks the portal server, which figures them over its copy of the service's
 * facts; browser mode (and a server keeping no copy) fetches the period's orders one by one.
 */
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { ordersOfPeriod } from '#portal/lib/api/scorecards/scorecard-queries.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { localIsoDay } from '#portal/lib/format/format.ts';
import { paths } from '#portal/lib/paths.ts';
import { pageWithTexts } from '#portal/app/routes/page-with-texts.tsx';
import { PeriodChooser } from '#portal/features/reports/components/period-chooser.tsx';
import { VendorScorecards } from '#portal/features/reports/components/vendor-scorecards.tsx';
import { ServerVendorScorecards } from '#portal/features/reports/components/server-vendor-scorecards.tsx';
import { parsePeriod, periodParams, periodRange, type Period } from '#portal/features/reports/lib/period.ts';
import { VendorQuality } from '#portal/features/reviews/components/vendor-quality.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';

/** The period's orders fetched one by one in the browser, and their scorecards. */
function BrowserScorecards({ from, to }: { from: number; to: number }) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const tasks = useQuery(taskQueries.list());
  const orders = useMemo(() => (tasks.data ? ordersOfPeriod(tasks.data, from, to) : null), [tasks.data, from, to]);
  if (orders)
    return (
      <>
        <Text size="sm" c="dimmed">
          {t('reports:vendors.period.orders', { count: orders.length, shown: fmt.number(orders.length) })}
        </Text>
        {/* A new period starts a new fetch. */}
        <VendorScorecards key={`${from} ${to}`} orders={orders} />
      </>
    );
  if (tasks.isPending) return <LoadingState />;
  return (
    <PageError
      title={t('reports:vendors.loadError')}
      error={tasks.error}
      onRetry={() => tasks.refetch()}
      retrying={tasks.isFetching}
    />
  );
}

function VendorsPage() {
  const { t } = useTranslation(['translation', 'reports']);
  const [params, setParams] = useSearchParams();
  const serverMode = isBffMode(useRuntimeConfig());
  const period = parsePeriod(params);
  // "Today" as the page was opened: the period (and with it the orders fetched) stays put while it is open.
  const [now] = useState(() => new Date());
  const range = useMemo(
    () => periodRange(period, now),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the period's parts, not the object made anew each render
    [period.choice, period.from, period.to, now],
  );
  const choose = (next: Period) => {
    const search = new URL(paths.vendors.getHref(periodParams(next)), 'http://portal').search;
    setParams(new URLSearchParams(search), { replace: true });
  };

  let content = null;
  if (range !== null) {
    const browser = () => <BrowserScorecards from={range.from} to={range.to} />;
    content = serverMode ? <ServerVendorScorecards from={range.from} to={range.to} withoutCopy={browser} /> : browser();
  }

  return (
    <Stack>
      <PageTitle>{t('reports:vendors.title')}</PageTitle>
      <Text>{t('reports:vendors.intro')}</Text>
      <PeriodChooser period={period} invalid={range === null} onChange={choose} />
      {content}
      {/* The review quality of the same days (the period's end is exclusive). */}
      {serverMode && range && <VendorQuality from={localIsoDay(range.from)} to={localIsoDay(range.to - 1)} />}
    </Stack>
  );
}

export const { loader, Component } = pageWithTexts(['reports', 'reviews'], VendorsPage);
