/** The cost view's tables: totals per currency, and per project, vendor or target language. */
import { Table, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '#portal/components/money.tsx';
import { ScrollingTable } from '#portal/components/table-parts.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { totalsBy, type CostLine, type Grouping, type Sum } from '#portal/features/reports/lib/cost-figures.ts';

const GROUPINGS: readonly Grouping[] = ['project', 'vendor', 'target'];

function Amounts({ sum }: { sum: Sum }) {
  return (
    <>
      <Table.Td ta="right">{sum.lines}</Table.Td>
      <Table.Td ta="right">
        <Money amount={sum.net} currency={sum.currency} />
      </Table.Td>
      <Table.Td ta="right">
        <Money amount={sum.vat} currency={sum.currency} />
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        <Money amount={sum.gross} currency={sum.currency} />
      </Table.Td>
    </>
  );
}

const AMOUNT_COLUMNS = ['lines', 'net', 'vat', 'gross'] as const;

function AmountHeaders() {
  const { t } = useTranslation(['translation', 'reports']);
  return AMOUNT_COLUMNS.map((column) => (
    <Table.Th key={column} scope="col" ta="right">
      {t(`reports:cost.${column}`)}
    </Table.Th>
  ));
}

export function CurrencyTotals({ totals }: { totals: readonly Sum[] }) {
  const { t } = useTranslation(['translation', 'reports']);
  return (
    <ScrollingTable minWidth={480} label={t('reports:cost.totals')}>
      <Table captionSide="top">
        <Table.Caption>{t('reports:cost.totals')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports:cost.currency')}</Table.Th>
            <AmountHeaders />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((sum) => (
            <Table.Tr key={sum.currency}>
              <Table.Th scope="row">{sum.currency}</Table.Th>
              <Amounts sum={sum} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

export function GroupTotals({ lines }: { lines: readonly CostLine[] }) {
  const { t } = useTranslation(['translation', 'reports']);
  const { languageName } = useFormatters();
  const name = (grouping: Grouping, key: string | null) => {
    if (key === null) return t('reports:cost.noProject');
    return grouping === 'target' ? `${languageName(key)} (${key})` : key;
  };
  return (
    <Tabs defaultValue="project" aria-label={t('reports:cost.groups')}>
      <Tabs.List>
        {GROUPINGS.map((grouping) => (
          <Tabs.Tab key={grouping} value={grouping}>
            {t(`reports:cost.by.${grouping}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {GROUPINGS.map((grouping) => (
        <Tabs.Panel key={grouping} value={grouping} pt="xs">
          <ScrollingTable minWidth={560} label={t(`reports:cost.by.${grouping}`)}>
            <Table aria-label={t(`reports:cost.by.${grouping}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(`reports:cost.column.${grouping}`)}</Table.Th>
                  <Table.Th scope="col">{t('reports:cost.currency')}</Table.Th>
                  <AmountHeaders />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totalsBy(lines, grouping).map((sum) => (
                  <Table.Tr key={`${sum.key ?? ''}|${sum.currency}`}>
                    <Table.Th scope="row" fw={500}>
                      {name(grouping, sum.key)}
                    </Table.Th>
                    <Table.Td>{sum.currency}</Table.Td>
                    <Amounts sum={sum} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
