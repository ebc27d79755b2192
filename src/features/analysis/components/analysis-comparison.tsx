import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resultValue, type Analysis } from '../../../contract/analysis';
import { useFormatters } from '../../../lib/format/use-formatters';
import { MATCH_BANDS } from '../lib/analysis-figures';

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
      <Table.ScrollContainer minWidth={640} type="native">
        <Table withTableBorder striped captionSide="top">
          <Table.Caption ta="start">{t('analysis.comparison.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analysis.comparison.language')}</Table.Th>
              {MATCH_BANDS.map((band) => (
                <Table.Th key={band} scope="col" ta="end">
                  {t(`analysis.bands.${band}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="end">
                {t('analysis.bands.Total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {languages.map((lang) => {
              const total = response[lang]?.resultTotal ?? {};
              return (
                <Table.Tr key={lang}>
                  <Table.Th scope="row" fw={500}>
                    {languageName(lang)}
                  </Table.Th>
                  {[...MATCH_BANDS, 'Total' as const].map((band) => (
                    <Table.Td key={band} ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {number(resultValue(total, `numWords${band}`))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
