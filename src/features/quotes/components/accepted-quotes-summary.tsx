import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../../contract/quote';
import { useFormatters } from '../../../lib/format/use-formatters';
import { languageLabel } from '../../../lib/language-options';
import { totalsByCurrency } from '../lib/quote-money';
import classes from './quotes-table.module.css';

/** The chosen quotes of the order with exact totals per currency (decimal.js); never one sum across currencies. */
export function AcceptedQuotesSummary({ quotes, cancelled }: { quotes: readonly Quote[]; cancelled: boolean }) {
  const { t } = useTranslation();
  const { money, languageName } = useFormatters();
  const totals = totalsByCurrency(quotes);
  const headingId = 'accepted-quotes-heading';

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('quotes.summary.title')}
      </Title>
      {quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {cancelled ? t('quotes.summary.noneCancelled') : t('quotes.summary.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-labelledby={headingId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('quotes.summary.language')}</Table.Th>
                <Table.Th scope="col">{t('quotes.columns.vendor')}</Table.Th>
                <Table.Th scope="col">{t('quotes.summary.quoteNumber')}</Table.Th>
                <Table.Th scope="col">{t('quotes.summary.orderNumber')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('quotes.columns.net')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('quotes.columns.vat')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('quotes.columns.gross')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Th scope="row" fw={500}>
                    {languageLabel(languageName, quote.target)}
                  </Table.Th>
                  <Table.Td>{quote.supplierName}</Table.Td>
                  <Table.Td className={classes.nowrap}>{quote.number}</Table.Td>
                  <Table.Td className={classes.nowrap}>{quote.orderNumber ?? t('quotes.summary.pending')}</Table.Td>
                  <Table.Td ta="right" className={classes.nowrap}>
                    {money(quote.price.netAmount, quote.price.currency)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.nowrap}>
                    {money(quote.price.vatAmount, quote.price.currency)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.nowrap}>
                    {money(quote.price.grossAmount, quote.price.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {totals.map((total) => (
                <Table.Tr key={total.currency}>
                  <Table.Th scope="row" colSpan={4}>
                    {t('quotes.summary.total', { currency: total.currency })}
                  </Table.Th>
                  <Table.Td ta="right" fw={600} className={classes.nowrap}>
                    {money(total.net, total.currency)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} className={classes.nowrap}>
                    {money(total.vat, total.currency)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} className={classes.nowrap}>
                    {money(total.gross, total.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
