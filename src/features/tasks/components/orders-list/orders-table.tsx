/**
 * The orders as an ARIA table with virtualised rows: only the rows in view (plus a few) are in the DOM,
 * so 50,000 orders scroll smoothly. Screen readers still get a table: rows carry aria-rowindex within
 * aria-rowcount, and the sortable headers carry aria-sort.
 */
import { Anchor, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyIdButton } from '../../../../components/copy-id-button';
import { useFormatters, type Formatters } from '../../../../lib/format/use-formatters';
import { SORT_KEYS, type OrderRow, type OrderSort, type SortKey } from './filter-orders';
import classes from './orders-table.module.css';
import { ProgressBadge } from './progress-badge';
import { TagBadge } from './tag-badge';
import { useFixedRows } from './use-fixed-rows';
import { paths } from '../../../../lib/paths';

export const ROW_HEIGHT = 64;
const HEADER_HEIGHT = 48;
/** The mark the benchmark reads: set once, when the first rows are on screen. */
export const ROWS_RENDERED_MARK = 'orders:rows-rendered';

export interface OrdersTableProps {
  rows: readonly OrderRow[];
  sort: OrderSort;
  onSort: (key: SortKey) => void;
  /** Tag name → colour. */
  tagColors: ReadonlyMap<string, string | null | undefined>;
}

/** Memoised: a keystroke re-renders it only once the filtered rows change. */
export const OrdersTable = memo(function OrdersTable({ rows, sort, onSort, tagColors }: OrdersTableProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const { start, end, totalHeight } = useFixedRows(scrollRef, {
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    offsetTop: HEADER_HEIGHT,
    overscan: 8,
  });

  const marked = useRef(false);
  useEffect(() => {
    if (!marked.current && end > start) {
      marked.current = true;
      performance.mark(ROWS_RENDERED_MARK);
    }
  }, [start, end]);

  return (
    <>
      <div
        ref={scrollRef}
        className={classes.scroller}
        role="table"
        aria-label={t('tasks.orders.tableLabel')}
        aria-rowcount={rows.length + 1}
        aria-colcount={SORT_KEYS.length}
      >
        <div className={classes.grid}>
          <div role="rowgroup" className={classes.header}>
            <div role="row" aria-rowindex={1} className={classes.row} style={{ height: HEADER_HEIGHT }}>
              {SORT_KEYS.map((key) => (
                <SortHeader key={key} column={key} sort={sort} onSort={onSort} />
              ))}
            </div>
          </div>
          <div role="rowgroup" className={classes.body} style={{ height: totalHeight }}>
            {rows.slice(start, end).map((row, i) => (
              <OrderTableRow
                key={row.task.id}
                row={row}
                rowIndex={start + i + 2}
                offset={(start + i) * ROW_HEIGHT}
                tagColors={tagColors}
                fmt={fmt}
                onCopied={setAnnouncement}
              />
            ))}
          </div>
        </div>
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
});

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: OrderSort; onSort: (key: SortKey) => void }) {
  const { t } = useTranslation();
  const active = sort.key === column;
  const Icon = !active ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <div
      role="columnheader"
      className={classes.cell}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton className={classes.headerButton} onClick={() => onSort(column)}>
        {t(`tasks.orders.columns.${column}`)}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.55, flex: 'none' }} />
      </UnstyledButton>
    </div>
  );
}

/** "→", read as "to". */
function Arrow() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>→</span>
      <VisuallyHidden>{t('tasks.orders.into')}</VisuallyHidden>
    </>
  );
}

/** Date above time, so the column stays narrow. */
function DateTime({ value, fmt }: { value: string; fmt: Formatters }) {
  return (
    <>
      <Text size="sm">{fmt.dateTime(value, { dateStyle: 'medium' })}</Text>
      <Text size="xs" c="dimmed">
        {fmt.dateTime(value, { timeStyle: 'short' })}
      </Text>
    </>
  );
}

interface OrderTableRowProps {
  row: OrderRow;
  rowIndex: number;
  offset: number;
  tagColors: ReadonlyMap<string, string | null | undefined>;
  fmt: Formatters;
  onCopied: (message: string) => void;
}

const OrderTableRow = memo(function OrderTableRow({
  row,
  rowIndex,
  offset,
  tagColors,
  fmt,
  onCopied,
}: OrderTableRowProps) {
  const { t } = useTranslation();
  const { task } = row;
  const codes = task.target.join(', ') || '—';
  const names = row.targetNames.join(', ') || '—';
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={`${classes.row} ${classes.dataRow}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${offset}px)` }}
    >
      <div role="cell" className={classes.cell}>
        <div className={classes.referenceLine}>
          <Anchor component={Link} to={paths.order.getHref(task.id)} className={classes.rowLink} title={task.id}>
            {task.id}
          </Anchor>
          <CopyIdButton id={task.id} size="sm" className={classes.copy} onCopied={onCopied} />
        </div>
        {task.comment && (
          <Text size="xs" c="dimmed" truncate="end" title={task.comment}>
            {task.comment}
          </Text>
        )}
      </div>
      <div role="cell" className={classes.cell}>
        <DateTime value={task.createdAt} fmt={fmt} />
      </div>
      <div role="cell" className={classes.cell}>
        <Text size="sm" truncate="end" title={`${task.source ?? '—'} → ${codes}`}>
          {task.source ?? '—'} <Arrow /> {codes}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" title={`${row.sourceName ?? '—'} → ${names}`}>
          {row.sourceName ?? '—'} <Arrow /> {names}
        </Text>
      </div>
      <div role="cell" className={classes.cell}>
        <ProgressBadge progress={task.progress} kind={row.kind} />
      </div>
      <div role="cell" className={classes.cell}>
        {row.projectName ? (
          <Text size="sm" truncate="end" title={row.projectName}>
            {row.projectName}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tasks.orders.noProject')}
          </Text>
        )}
      </div>
      <div role="cell" className={classes.cell}>
        <div className={classes.tags}>
          {task.tags.map((tag) => (
            <TagBadge key={tag} name={tag} color={tagColors.get(tag)} />
          ))}
        </div>
      </div>
      <div role="cell" className={classes.cell}>
        {task.desiredDeadline ? (
          <DateTime value={task.desiredDeadline} fmt={fmt} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('tasks.orders.noDeadline')}
          </Text>
        )}
      </div>
      <div role="cell" className={classes.cell}>
        <Text size="sm" lineClamp={2}>
          {t(`tasks.orders.kind.${row.kind}`)}
        </Text>
      </div>
    </div>
  );
});
