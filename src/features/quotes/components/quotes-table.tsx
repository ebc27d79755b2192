import { List, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '#contract/quote';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { compareQuotes, type QuoteComparison } from '#portal/features/quotes/lib/compare-quotes.ts';
import { DEFAULT_SORT, sortQuotes, type SortColumn, type SortState } from '#portal/features/quotes/lib/sort-quotes.ts';
import { nextSort } from '#portal/lib/sort-state.ts';
import { useTextAmount } from './quote-cells';
import { QuoteCard } from './quote-card';
import type { QuoteActions } from './quote-decision';
import { QuoteRow } from './quote-row';
import classes from './quotes-table.module.css';
import { SortableHeader } from '#portal/components/sortable-header.tsx';
import { RECENT_DAYS } from '#portal/lib/api/scorecards/scorecard-queries.ts';
import type { UsualPrices } from './use-usual-prices';
import type { VendorQuality } from './use-vendor-quality';
import type { BudgetLines } from './use-budget-outlook';

const COLUMNS: { column: SortColumn; numeric?: boolean }[] = [
  { column: 'vendor' },
  { column: 'gross', numeric: true },
  { column: 'net', numeric: true },
  { column: 'vat', numeric: true },
  { column: 'textAmount', numeric: true },
  { column: 'unitPrice', numeric: true },
  { column: 'received' },
  { column: 'state' },
];

/** Below this width the quotes are cards: a table would hide the prices beside the Accept buttons. */
export const CARDS_QUERY = '(max-width: 61.99em)';

/**
 * The comparison of one target language: every quote's gross also in the organisation's reference
 * currency, one lowest marker across currencies, sortable columns on wide screens, cards on phones.
 */
export function QuotesTable({
  quotes,
  labelledBy,
  now,
  actions,
  sourceWords,
  usual = null,
  quality = null,
  budgets = null,
}: {
  quotes: readonly Quote[];
  labelledBy: string;
  now: number;
  actions: QuoteActions | null;
  /** The language's source words by the task's analysis: prices in different units compare per source word. */
  sourceWords?: number | undefined;
  /** The vendors' usual prices per word for the pair, once known. */
  usual?: UsualPrices | null;
  /** Server mode: the vendors' review quality for the pair. */
  quality?: VendorQuality | null;
  /** Server mode: what the order's budgets would have left after each quote. */
  budgets?: BudgetLines | null;
}) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const config = useRuntimeConfig();
  const cards = useMediaQuery(CARDS_QUERY) ?? false;
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const comparison = useMemo(() => compareQuotes(quotes, config, sourceWords), [quotes, config, sourceWords]);
  const sorted = useMemo(
    () => sortQuotes(quotes, sort, collator, comparison.reference, comparison.perSourceWord),
    [quotes, sort, collator, comparison],
  );
  const noteId = `${labelledBy}-note`;
  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));
  // What a card and a row show of each quote beside the quote itself.
  const shown = { comparison, now, actions, usual, budgets, quality };

  return (
    <Stack gap={4}>
      <ComparisonNote id={noteId} comparison={comparison} usual={usual} />
      {cards ? (
        <ul aria-labelledby={labelledBy} aria-describedby={noteId} className={classes.cards}>
          {sorted.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} {...shown} />
          ))}
        </ul>
      ) : (
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
                    className={column === 'vendor' ? classes.vendorCell : undefined}
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((quote) => (
                <QuoteRow key={quote.id} quote={quote} {...shown} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** What the lowest marker rests on: the reference currency and the rates' date, what is left out, and differing units. */
function ComparisonNote({
  id,
  comparison,
  usual,
}: {
  id: string;
  comparison: QuoteComparison;
  usual: UsualPrices | null;
}) {
  const { t } = useTranslation();
  const { dateTime, number } = useFormatters();
  const { unitName } = useTextAmount();
  const { reference, unrated, converted, units, sourceWords } = comparison;
  const unitList = units.map((unit) => unitName(unit)).join(', ');
  const lines = [
    reference === null
      ? t('quotes.notCompared')
      : converted && reference.date !== null
        ? t('quotes.comparedAt', {
            currency: reference.currency,
            date: dateTime(reference.date, { dateStyle: 'medium', timeZone: 'UTC' }),
          })
        : t('quotes.comparedIn', { currency: reference.currency }),
    reference !== null &&
      unrated.length > 0 &&
      t('quotes.unrated', { currencies: unrated.join(', '), count: unrated.length }),
    units.length > 1 &&
      (sourceWords === null
        ? t('quotes.unitsDiffer', { units: unitList })
        : t('quotes.unitsNormalised', { units: unitList, words: number(sourceWords), count: sourceWords })),
    usual !== null && usual.byVendor.size > 0 && t('quotes.usual.note', { days: number(RECENT_DAYS) }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <Text size="sm" c="dimmed" id={id} component="div">
      <List size="sm" spacing={2} listStyleType="none" c="dimmed">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Text>
  );
}
