/**
 * The vendor scorecards of a period's orders (browser mode): the orders' facts fetched with progress, Cancel
 * and Try again, then the report (scorecard-report.tsx).
 */
import { Alert, Stack } from '@mantine/core';
import type { Task } from '#contract/task';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { FetchProgress } from './fetch-progress';
import { ScorecardReportView } from './scorecard-report';
import { SCORECARD_LIMIT, useVendorScorecards } from './use-vendor-scorecards';

export function VendorScorecards({ orders }: { orders: readonly Task[] }) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const scorecards = useVendorScorecards(orders);
  return (
    <Stack gap="md">
      {scorecards.selected > SCORECARD_LIMIT && (
        <Alert color="yellow">
          {t('reports:vendors.limited', {
            selected: fmt.number(scorecards.selected),
            limit: fmt.number(SCORECARD_LIMIT),
          })}
        </Alert>
      )}
      <FetchProgress
        fetched={scorecards}
        label={t('reports:vendors.progressLabel')}
        stopped={(counts) => t('reports:vendors.stopped', counts)}
      />
      <ScorecardReportView
        report={scorecards.report}
        complete={scorecards.settled === scorecards.total}
        modeNotes={[t('reports:vendors.notes.browserMode'), t('reports:vendors.notes.serverMode')]}
      />
    </Stack>
  );
}
