/**
 * A scorecard report as the Vendors page shows it, whichever way it was figured (browser mode from the orders
 * fetched, server mode over the portal server's copy): a sortable table per vendor and language pair, the CSV,
 * a trend, and what the figures rest on.
 */
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScorecardReport } from '#reports/scorecard-facts';
import { saveCsv } from '#portal/lib/csv/csv.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import {
  SCORECARD_CSV_COLUMNS,
  scorecardCsv,
  type ScorecardCsvColumn,
} from '#portal/features/reports/lib/scorecard-csv.ts';
import { ScorecardTable } from './scorecard-table';
import { ScorecardTrend } from './scorecard-trend';

const NOTES_ID = 'scorecard-notes';

export function ScorecardReportView({
  report,
  complete,
  modeNotes,
}: {
  report: ScorecardReport;
  /** Every order of the period is in: an empty report says there is nothing to show. */
  complete: boolean;
  /** What the way the figures were made adds to the notes. */
  modeNotes: string[];
}) {
  const { t } = useTranslation(['translation', 'reports']);
  const fmt = useFormatters();
  const currency = report.reference?.currency ?? null;

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
    ...modeNotes,
  ].filter((note): note is string => typeof note === 'string');

  return (
    <>
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
    </>
  );
}
