/**
 * Source and translation of one document, one row per text unit aligned by its place in the file:
 * a search over both sides, the "only untranslated or changed" filter, counts, and rows rendered as
 * the page scrolls when the document is long.
 */
import { Anchor, Badge, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconFlag, IconSearch } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Figures } from '#portal/components/figures.tsx';
import { useWindowRows } from '#portal/components/use-window-rows.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { textDirection } from '#portal/lib/text-direction.ts';
import { countRows, filterRows, hasSeveralGroups, type CompareRow } from './compare-rows';
import classes from './compare-table.module.css';
import { useRowKeys, type RowTools } from '#portal/components/row-tools.ts';

/** The mark the benchmark reads: set once, when the first aligned rows are on screen. */
export const COMPARE_ROWS_MARK = 'compare:rows-rendered';

export interface CompareTableProps {
  /** The translated file's name, for the caption. */
  name: string;
  rows: readonly CompareRow[];
  sourceLanguage: string | null;
  targetLanguage: string;
  sourceHeader: string;
  targetHeader: string;
  /** Download buttons, next to the counts. */
  actions: ReactNode;
  /** Where "Report a problem" with a row leads (e.g. a mail to the order's contact); none without it. */
  reportHref?: ((row: CompareRow, place: string) => string) | undefined;
  /** A review's tools on each row, and its keyboard (row-tools.ts). */
  rowTools?: RowTools<CompareRow> | undefined;
}

export function CompareTable({
  name,
  rows,
  sourceLanguage,
  targetLanguage,
  sourceHeader,
  targetHeader,
  actions,
  reportHref,
  rowTools,
}: CompareTableProps) {
  const { t, i18n } = useTranslation(['translation', 'viewer']);
  const { number } = useFormatters();
  // Labels inside a cell written in the document's language.
  const uiLanguage = { lang: i18n.language, dir: i18n.dir() };
  const [search, setSearch] = useState('');
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => filterRows(rows, { search: deferredSearch, onlyUntranslated }),
    [rows, deferredSearch, onlyUntranslated],
  );
  const counts = useMemo(() => countRows(rows), [rows]);
  const several = useMemo(() => hasSeveralGroups(rows), [rows]);
  const filtering = deferredSearch.trim() !== '' || onlyUntranslated;
  const { virtual, setStart, indexes, paddingTop, paddingBottom, measure, scrollToIndex } = useWindowRows(
    shown.length,
    { estimate: 56 },
  );
  const placeOf = useCallback((row: CompareRow) => (several ? `${row.group} · ${row.label}` : row.label), [several]);
  const clearFilters = useCallback(() => {
    setSearch('');
    setOnlyUntranslated(false);
  }, []);
  const keys = useRowKeys(rowTools, shown, placeOf, scrollToIndex, clearFilters);
  const sourceDir = textDirection(sourceLanguage);
  const targetDir = textDirection(targetLanguage);

  const marked = useRef(false);
  useEffect(() => {
    if (!marked.current && indexes.length > 0) {
      marked.current = true;
      performance.mark(COMPARE_ROWS_MARK);
    }
  }, [indexes.length]);

  const figures: [string, string][] = [
    [t('viewer:compare.counts.units'), number(counts.units)],
    [t('viewer:compare.counts.sourceWords'), number(counts.sourceWords)],
    [t('viewer:compare.counts.targetWords'), number(counts.targetWords)],
    [t('viewer:compare.counts.untranslated'), number(counts.untranslated)],
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Figures items={figures} />
        {actions}
      </Group>
      <Group align="flex-start" gap="lg">
        <TextInput
          type="search"
          label={t('viewer:compare.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
          maw="100%"
        />
        <Checkbox
          mt={{ base: 0, sm: 28 }}
          label={t('viewer:compare.onlyUntranslated')}
          description={t('viewer:compare.onlyUntranslatedDescription')}
          checked={onlyUntranslated}
          onChange={(event) => setOnlyUntranslated(event.currentTarget.checked)}
          maw={420}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {filtering
          ? t('viewer:compare.matches', {
              count: shown.length,
              shown: number(shown.length),
              total: number(rows.length),
            })
          : ''}
      </Text>
      {/* The rows' keys (J, K, M) reach the table from any row or button in it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={classes.scroller} onKeyDown={rowTools ? keys.onKeyDown : undefined}>
        <Table
          className={classes.table}
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          captionSide="top"
          aria-rowcount={virtual ? shown.length + 1 : undefined}
        >
          <Table.Caption ta="start">{t('viewer:compare.caption', { name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr aria-rowindex={virtual ? 1 : undefined}>
              <Table.Th scope="col" className={classes.location}>
                {t('viewer:compare.location')}
              </Table.Th>
              <Table.Th scope="col">{sourceHeader}</Table.Th>
              <Table.Th scope="col">{targetHeader}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody
            ref={(element: HTMLTableSectionElement | null) => {
              setStart(element);
              keys.setBody(element);
            }}
          >
            {paddingTop > 0 && <Spacer height={paddingTop} />}
            {indexes.map((index) => {
              const row = shown[index];
              if (!row) return null;
              const place = placeOf(row);
              return (
                <Table.Tr
                  key={row.id}
                  ref={measure}
                  data-index={index}
                  aria-rowindex={virtual ? index + 2 : undefined}
                  className={
                    rowTools?.marked(row)
                      ? classes.marked
                      : row.untranslated || row.oneSided
                        ? classes.flagged
                        : undefined
                  }
                  tabIndex={rowTools ? -1 : undefined}
                  onFocus={rowTools ? () => keys.setActive(index) : undefined}
                >
                  <Table.Th scope="row" className={classes.location}>
                    {place}
                    {rowTools?.render(row, place)}
                    {reportHref && (
                      <Anchor
                        href={reportHref(row, place)}
                        size="xs"
                        display="flex"
                        mt={4}
                        fw={400}
                        aria-label={t('viewer:compare.reportLabel', { place })}
                        className={classes.report}
                      >
                        <IconFlag size={12} aria-hidden style={{ flex: 'none', marginTop: 3, marginInlineEnd: 4 }} />
                        {t('viewer:compare.report')}
                      </Anchor>
                    )}
                  </Table.Th>
                  <Table.Td className={classes.text} lang={sourceLanguage ?? undefined} dir={sourceDir}>
                    {row.source ?? <Missing {...uiLanguage}>{t('viewer:compare.notInSource')}</Missing>}
                    {row.note && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('viewer:compare.note', { note: row.note })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.text} lang={targetLanguage} dir={targetDir}>
                    {row.target ?? <Missing {...uiLanguage}>{t('viewer:compare.notInTarget')}</Missing>}
                    {row.untranslated && row.target !== null && (
                      <Badge
                        variant="light"
                        color="yellow"
                        size="sm"
                        tt="none"
                        ml="xs"
                        component="span"
                        {...uiLanguage}
                      >
                        {t('viewer:compare.untranslated')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {paddingBottom > 0 && <Spacer height={paddingBottom} />}
          </Table.Tbody>
        </Table>
      </div>
      {shown.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('viewer:compare.noMatches')}
        </Text>
      )}
    </Stack>
  );
}

/** Marks the side of a row that has no unit at this place. */
function Missing({ children, lang, dir }: { children: string; lang: string; dir: 'ltr' | 'rtl' }) {
  return (
    <Text component="span" size="sm" fs="italic" c="dimmed" lang={lang} dir={dir}>
      {children}
    </Text>
  );
}

/** Keeps the place of rows that are not rendered. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden className={classes.spacer}>
      <td colSpan={3} style={{ height }} />
    </tr>
  );
}
