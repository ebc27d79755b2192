import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEASURES } from '../../../contract/analysis';
import { useFormatters } from '../../../lib/format/use-formatters';
import { bandRows, type AnalysisResultRecord } from '../lib/analysis-figures';

/** One analysis result as a table: match bands as rows, the four measures and the share of segments as columns. */
export function AnalysisTable({ result, caption }: { result: AnalysisResultRecord; caption: string }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const rows = bandRows(result);
  const total = rows.find((r) => r.band === 'Total');
  const bands = rows.filter((r) => r.band !== 'Total');
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped withTableBorder captionSide="top" highlightOnHover={false}>
        <Table.Caption ta="start" fw={600}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.band')}</Table.Th>
            {MEASURES.map((m) => (
              <Table.Th key={m} scope="col" ta="end">
                {t(`analysis.measures.${m}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="end">
              {t('analysis.percentage')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bands.map((row) => (
            <Table.Tr key={row.band}>
              <Table.Th scope="row" fw={500}>
                {t(`analysis.bands.${row.band}`)}
              </Table.Th>
              {MEASURES.map((m) => (
                <Table.Td key={m} ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {number(row.values[m])}
                </Table.Td>
              ))}
              <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {number((row.percentage ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('analysis.bands.Total')}</Table.Th>
              {MEASURES.map((m) => (
                <Table.Td key={m} ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {number(total.values[m])}
                </Table.Td>
              ))}
              <Table.Td ta="end">
                <span aria-hidden>—</span>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
