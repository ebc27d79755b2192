import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnHeads, NumberCell, RowHead, ScrollingTable } from '#portal/components/table-parts.tsx';
import { resultValue, type Analysis } from '#contract/analysis';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { MATCH_BANDS } from '#portal/features/analysis/lib/analysis-figures.ts';

/** Words per band for each target language; shown only when the languages' results differ. */
export function AnalysisComparison({
  response,
  languages,
}: {
  response: Analysis['response'];
  languages: readonly string[];
}) {
  const { t } = useTranslation();
  const { number, languageName } = useFormatters();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('analysis.comparison.title')}
      </Title>
      <ScrollingTable label={t('analysis.comparison.title')} minWidth={640}>
        <Table withTableBorder striped captionSide="top">
          <Table.Caption ta="start">{t('analysis.comparison.caption')}</Table.Caption>
          <ColumnHeads
            columns={[
              { label: t('analysis.comparison.language') },
              ...[...MATCH_BANDS, 'Total' as const].map((band) => ({
                key: band,
                label: t(`analysis.bands.${band}`),
                numeric: true,
              })),
            ]}
          />
          <Table.Tbody>
            {languages.map((lang) => {
              const total = response[lang]?.resultTotal ?? {};
              return (
                <Table.Tr key={lang}>
                  <RowHead>{languageName(lang)}</RowHead>
                  {[...MATCH_BANDS, 'Total' as const].map((band) => (
                    <NumberCell key={band}>{number(resultValue(total, `numWords${band}`))}</NumberCell>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}
