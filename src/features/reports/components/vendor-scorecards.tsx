/**
 * The vendor scorecards of a period's orders (browser mode): the orders' facts fetched with progress, Cancel
 * and Try again, then a sortable table per vendor and language pair, a trend, the CSV, and what the figures
 * rest on.
 */
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Task } from '#contract/task';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '#portal/lib/csv/csv.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import {
  SCORECARD_CSV_COLUMNS,
  scorecardCsv,
  type ScorecardCsvColumn,
} from '#portal/features/reports/lib/scorecard-csv.ts';
import { FetchProgress } from './fetch-progress';
import { ScorecardTable } from './scorecard-table';
import { ScorecardTrend } from './scorecard-trend';
import { SCORECARD_LIMIT, useVendorScorecards } from './use-vendor-scorecards';

const NOTES_ID = 'scorecard-notes';

export function VendorScorecards({ orders }: { orders: readonly Task[] }) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const scorecards = useVendorScorecards(orders);
  const { report } = scorecards;
  const currency = report.reference?.currency ?? null;
  const complete = scorecards.settled === scorecards.total;

  const downloadCsv = () => {
    const headers = Object.fromEntries(SCORECARD_CSV_COLUMNS.map((c) => [c, t(`reports:vendors.csv.${c}`)])) as Record<
      ScorecardCsvColumn,
      string
    >;
    const csv = scorecardCsv(
      report.scorecards,
      report.pairs,
      currency,
      { headers, yes: t('reports:vendors.csv.yes'), tooFew: t('reports:vendors.csv.tooFew') },
      fmt.languageName,
    );
    saveCsv(csv, `${t('reports:vendors.csv.fileName')}.csv`);
  };

  const priceNote =
    report.reference === null
      ? t('reports:vendors.notes.noReference')
      : report.reference.date === null
        ? t('reports:vendors.notes.pricesIn', { currency })
        : t('reports:vendors.notes.pricesAt', {
            currency,
            date: fmt.dateTime(report.reference.date, { dateStyle: 'medium', timeZone: 'UTC' }),
          });
  const notes = [
    priceNote,
    report.unratedCurrencies.length > 0 &&
      t('reports:vendors.notes.unrated', {
        currencies: report.unratedCurrencies.join(', '),
        count: report.unratedCurrencies.length,
      }),
    t('reports:vendors.notes.onTime'),
    t('reports:vendors.notes.browserMode'),
    t('reports:vendors.notes.serverMode'),
  ].filter((note): note is string => typeof note === 'string');

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
      {report.scorecards.length === 0 ? (
        complete && <Text c="dimmed">{t('reports:vendors.empty')}</Text>
      ) : (
        <>
          <ScorecardTable scorecards={report.scorecards} pairs={report.pairs} currency={currency} />
          <Group>
            <Button variant="default" onClick={downloadCsv}>
              {t('reports:vendors.downloadCsv')}
            </Button>
          </Group>
          <ScorecardTrend scorecards={report.scorecards} currency={currency} />
        </>
      )}
      <Stack component="section" aria-labelledby={NOTES_ID} gap={4}>
        <Title order={2} size="h5" id={NOTES_ID}>
          {t('reports:vendors.notes.title')}
        </Title>
        <List size="sm" spacing={4} c="dimmed">
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
