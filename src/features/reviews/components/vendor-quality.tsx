/**
 * The vendors' review quality in a period (server mode): per vendor and language pair the reviews, the mean
 * score, and the shares passed and sent back (rework or rejected); no figures below the minimum of reviews.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { NumberCell, ScrollingTable } from '#portal/components/table-parts.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';

const HEADING = 'vendor-quality-heading';

export function VendorQuality({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { number, languageName } = useFormatters();
  const facts = useQuery(qualityReviewQueries.facts(from, to));
  const percent = (share: number | null) =>
    share === null ? '–' : number(share, { style: 'percent', maximumFractionDigits: 0 });

  let content;
  if (facts.isPending) content = <LoadingState label={t('reviews:quality.title')} />;
  else if (facts.isError) content = <QueryError title={t('reviews:quality.loadFailed')} query={facts} />;
  else if (facts.data.facts.length === 0) content = <Text c="dimmed">{t('reviews:quality.empty')}</Text>;
  else
    content = (
      <ScrollingTable minWidth={640} label={t('reviews:quality.title')}>
        <Table aria-label={t('reviews:quality.title')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reviews:quality.vendor')}</Table.Th>
              <Table.Th scope="col">{t('reviews:quality.pair')}</Table.Th>
              <Table.Th scope="col">{t('reviews:quality.reviews')}</Table.Th>
              <Table.Th scope="col">{t('reviews:quality.meanScore')}</Table.Th>
              <Table.Th scope="col">{t('reviews:quality.passRate')}</Table.Th>
              <Table.Th scope="col">{t('reviews:quality.reworkRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {facts.data.facts.map((row) => (
              <Table.Tr key={`${row.vendor} ${row.sourceLanguage} ${row.targetLanguage}`}>
                <Table.Th scope="row" fw={500}>
                  {row.vendor}
                </Table.Th>
                <Table.Td>
                  {languageName(row.sourceLanguage)} → {languageName(row.targetLanguage)}
                </Table.Td>
                <NumberCell>{number(row.reviews)}</NumberCell>
                {row.hidden || row.meanScore === null ? (
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed">
                      {t('reviews:quality.tooFew', { min: number(facts.data.minimumReviews) })}
                    </Text>
                  </Table.Td>
                ) : (
                  <>
                    <NumberCell>
                      {number(Number(row.meanScore), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                    </NumberCell>
                    <NumberCell>{percent(row.passRate)}</NumberCell>
                    <NumberCell>{percent(row.reworkRate)}</NumberCell>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    );

  return (
    <Stack component="section" aria-labelledby={HEADING} gap="xs">
      <Title order={2} size="h4" id={HEADING}>
        {t('reviews:quality.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reviews:quality.intro')}
      </Text>
      {content}
    </Stack>
  );
}
