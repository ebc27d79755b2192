import { Fragment } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnHeads, NumberCell, RowHead, ScrollingTable } from '#portal/components/table-parts.tsx';
import { MEASURES, type Measure } from '#contract/analysis';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { bandRows, lockedRow, type AnalysisResultRecord } from '#portal/features/analysis/lib/analysis-figures.ts';

/** One analysis result as a table: match bands as rows, the four measures and the share of segments as columns. */
export function AnalysisTable({ result, caption }: { result: AnalysisResultRecord; caption: string }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const rows = bandRows(result);
  const total = rows.find((r) => r.band === 'Total');
  const bands = rows.filter((r) => r.band !== 'Total');
  // What the file approves itself, under the 100 % row it is part of.
  const locked = lockedRow(result);
  return (
    <ScrollingTable minWidth={560} label={caption}>
      <Table striped withTableBorder captionSide="top" highlightOnHover={false}>
        <Table.Caption ta="start" fw={600}>
          {caption}
        </Table.Caption>
        <ColumnHeads
          columns={[
            { label: t('analysis.band') },
            ...MEASURES.map((m) => ({ key: m, label: t(`analysis.measures.${m}`), numeric: true })),
            { key: 'percentage', label: t('analysis.percentage'), numeric: true },
          ]}
        />
        <Table.Tbody>
          {bands.map((row) => (
            <Fragment key={row.band}>
              <FiguresRow
                label={t(`analysis.bands.${row.band}`)}
                values={row.values}
                percentage={row.percentage ?? 0}
              />
              {row.band === '100' && locked && (
                <FiguresRow label={t('analysis.bands.Locked')} values={locked.values} percentage={locked.percentage} />
              )}
            </Fragment>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('analysis.bands.Total')}</Table.Th>
              {MEASURES.map((m) => (
                <NumberCell key={m}>{number(total.values[m])}</NumberCell>
              ))}
              <Table.Td ta="end">
                <span aria-hidden>—</span>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollingTable>
  );
}

/** A row of the table body: its label, the four measures and the share of segments. */
function FiguresRow({
  label,
  values,
  percentage,
}: {
  label: string;
  values: Record<Measure, number>;
  percentage: number;
}) {
  const { number } = useFormatters();
  return (
    <Table.Tr>
      <RowHead>{label}</RowHead>
      {MEASURES.map((m) => (
        <NumberCell key={m}>{number(values[m])}</NumberCell>
      ))}
      <NumberCell>{number(percentage / 100, { style: 'percent', maximumFractionDigits: 2 })}</NumberCell>
    </Table.Tr>
  );
}
