import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '#portal/components/money.tsx';
import { ColumnHeads, NumberCell, RowHead, ScrollingTable } from '#portal/components/table-parts.tsx';
import type { Quote } from '#contract/quote';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { languageLabel } from '#portal/lib/language-options.ts';
import { totalsByCurrency } from '#portal/features/quotes/lib/quote-money.ts';
import classes from './quotes-table.module.css';

/** The chosen quotes of the order with exact totals per currency (decimal.js); never one sum across currencies. */
export function AcceptedQuotesSummary({ quotes, cancelled }: { quotes: readonly Quote[]; cancelled: boolean }) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const totals = totalsByCurrency(quotes);
  const headingId = 'accepted-quotes-heading';

  return (
    // Not a named section: the table's scrolling region already carries this name, and two landmarks of one
    // name cannot be told apart (axe landmark-unique).
    <Stack gap="sm" component="section">
      <Title order={3} size="h4" id={headingId}>
        {t('quotes.summary.title')}
      </Title>
      {quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {cancelled ? t('quotes.summary.noneCancelled') : t('quotes.summary.none')}
        </Text>
      ) : (
        <ScrollingTable minWidth={760} label={t('quotes.summary.title')}>
          <Table aria-labelledby={headingId} verticalSpacing="xs">
            <ColumnHeads
              columns={[
                { label: t('quotes.summary.language') },
                { label: t('quotes.columns.vendor') },
                { label: t('quotes.summary.quoteNumber') },
                { label: t('quotes.summary.orderNumber') },
                { label: t('quotes.columns.net'), numeric: true },
                { label: t('quotes.columns.vat'), numeric: true },
                { label: t('quotes.columns.gross'), numeric: true },
              ]}
            />
            <Table.Tbody>
              {quotes.map((quote) => (
                <Table.Tr key={quote.id}>
                  <RowHead>{languageLabel(languageName, quote.target)}</RowHead>
                  <Table.Td>{quote.supplierName}</Table.Td>
                  <Table.Td className={classes.nowrap}>{quote.number}</Table.Td>
                  <Table.Td className={classes.nowrap}>{quote.orderNumber ?? t('quotes.summary.pending')}</Table.Td>
                  <NumberCell>
                    <Money amount={quote.price.netAmount} currency={quote.price.currency} />
                  </NumberCell>
                  <NumberCell>
                    <Money amount={quote.price.vatAmount} currency={quote.price.currency} />
                  </NumberCell>
                  <NumberCell>
                    <Money amount={quote.price.grossAmount} currency={quote.price.currency} />
                  </NumberCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {totals.map((total) => (
                <Table.Tr key={total.currency}>
                  <Table.Th scope="row" colSpan={4}>
                    {t('quotes.summary.total', { currency: total.currency })}
                  </Table.Th>
                  <NumberCell strong>
                    <Money amount={total.net} currency={total.currency} />
                  </NumberCell>
                  <NumberCell strong>
                    <Money amount={total.vat} currency={total.currency} />
                  </NumberCell>
                  <NumberCell strong>
                    <Money amount={total.gross} currency={total.currency} />
                  </NumberCell>
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </ScrollingTable>
      )}
    </Stack>
  );
}
