import { Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useFormatters } from '../../../lib/format/use-formatters';
import { groupByCurrency } from '../lib/group-quotes';
import { DEFAULT_SORT, nextSort, sortQuotes, type SortColumn, type SortState } from '../lib/sort-quotes';
import { QuoteRow, type QuoteRowProps } from './quote-row';
import classes from './quotes-table.module.css';
import { SortableHeader } from './sortable-header';

const COLUMNS: { column: SortColumn; numeric?: boolean }[] = [
  { column: 'vendor' },
  { column: 'net', numeric: true },
  { column: 'vat', numeric: true },
  { column: 'gross', numeric: true },
  { column: 'discount', numeric: true },
  { column: 'textAmount', numeric: true },
  { column: 'unitPrice', numeric: true },
  { column: 'received' },
  { column: 'state' },
];

/**
 * The comparison of one target language: rows grouped by currency (amounts in different currencies
 * are never ranked against each other), sorted within each group, the cheapest per currency marked.
 */
export function QuotesTable({
  quotes,
  labelledBy,
  now,
  actions,
}: {
  quotes: readonly Quote[];
  labelledBy: string;
  now: number;
  actions: QuoteRowProps['actions'];
}) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const groups = useMemo(
    () => groupByCurrency(quotes).map((group) => ({ ...group, quotes: sortQuotes(group.quotes, sort, collator) })),
    [quotes, sort, collator],
  );
  const columnCount = COLUMNS.length;
  const noteId = `${labelledBy}-note`;
  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));

  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={noteId}>
        {t('quotes.currencyNote')}
      </Text>
      <Table.ScrollContainer minWidth={880}>
        <Table aria-labelledby={labelledBy} aria-describedby={noteId} verticalSpacing="xs" horizontalSpacing={8}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map(({ column, numeric }) => (
                <SortableHeader
                  key={column}
                  column={column}
                  label={
                    column === 'state' && actions ? t('quotes.columns.stateActions') : t(`quotes.columns.${column}`)
                  }
                  sort={sort}
                  onSort={onSort}
                  numeric={numeric ?? false}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <Table.Tbody key={group.currency}>
              <Table.Tr>
                <Table.Th scope="rowgroup" colSpan={columnCount} className={classes.groupHeader}>
                  <span className={classes.stickyText}>
                    {t('quotes.currencyGroup', { currency: group.currency, count: group.quotes.length })}
                  </span>
                </Table.Th>
              </Table.Tr>
              {group.quotes.map((quote) => (
                <QuoteRow
                  key={quote.id}
                  quote={quote}
                  cheapest={group.cheapestIds.has(quote.id)}
                  highlight={group.quotes.length > 1}
                  now={now}
                  actions={actions}
                />
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
