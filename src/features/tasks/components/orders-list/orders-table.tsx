/**
 * The orders as an ARIA table with virtualised rows: only the rows in view (plus a few) are in the DOM,
 * so 50,000 orders scroll smoothly. Screen readers still get a table: rows carry aria-rowindex within
 * aria-rowcount, and the sortable headers carry aria-sort.
 */
import { Anchor, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Fragment, memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyIdButton } from '#portal/components/copy-id-button.tsx';
import { useFormatters, type Formatters } from '#portal/lib/format/use-formatters.ts';
import { SORT_KEYS, type OrderSort, type SortKey } from './filter-orders';
import { type OrderRow } from './order-index';
import classes from './orders-table.module.css';
import { OrderStatusCell } from './progress-badge';
import type { LanguageStatus } from '#portal/lib/task-lifecycle/language-states.ts';
import { TagBadge } from './tag-badge';
import { useFixedRows } from './use-fixed-rows';
import { paths } from '#portal/lib/paths.ts';

export const ROW_HEIGHT = 64;
const HEADER_HEIGHT = 48;
/** The scroll area's height as its CSS (`.scroller`'s max-height) will make it, for the first render. */
const estimatedHeight = () => Math.max(360, (globalThis.innerHeight ?? 0) - 330);
/** The mark the benchmark reads: set once, when the first rows are on screen. */
export const ROWS_RENDERED_MARK = 'orders:rows-rendered';

export interface OrdersTableProps {
  rows: readonly OrderRow[];
  sort: OrderSort;
  onSort: (key: SortKey) => void;
  /** Tag name → colour. */
  tagColors: ReadonlyMap<string, string | null | undefined>;
  /** Order id → where each of its languages is, for the orders whose quotes were read. */
  languages?: ReadonlyMap<string, LanguageStatus[]> | undefined;
}

const NO_LANGUAGES: ReadonlyMap<string, LanguageStatus[]> = new Map();

/** Memoised: a keystroke re-renders it only once the filtered rows change. */
export const OrdersTable = memo(function OrdersTable({
  rows,
  sort,
  onSort,
  tagColors,
  languages = NO_LANGUAGES,
}: OrdersTableProps) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const { start, end, totalHeight } = useFixedRows(scrollRef, {
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    offsetTop: HEADER_HEIGHT,
    overscan: 8,
    estimatedHeight: estimatedHeight(),
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
                languages={languages.get(row.task.id)}
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

/** "→", read as `into` ("to"). */
function Arrow({ into }: { into: string }) {
  return (
    <>
      <span aria-hidden>→</span>
      <span className={classes.visuallyHidden}>{into}</span>
    </>
  );
}

type TextStyle = 'sm' | 'xs' | 'dimmed' | 'truncate' | 'clamp';

/**
 * A line of cell text: a plain element styled like Mantine's `Text` (`size`, `c="dimmed"`, `truncate`,
 * `lineClamp={2}`). Each row has about ten of them and `Text` costs a component and its style props each,
 * which the first 18 rows of a 50,000-order list pay before they show.
 */
function CellText({ styles, title, children }: { styles: TextStyle[]; title?: string; children: ReactNode }) {
  return (
    <p className={[classes.text, ...styles.map((style) => classes[style])].join(' ')} title={title}>
      {children}
    </p>
  );
}

/** Date above time, so the column stays narrow. */
function DateTime({ value, fmt }: { value: string; fmt: Formatters }) {
  return (
    <>
      <CellText styles={['sm']}>{fmt.dateTime(value, { dateStyle: 'medium' })}</CellText>
      <CellText styles={['xs', 'dimmed']}>{fmt.dateTime(value, { timeStyle: 'short' })}</CellText>
    </>
  );
}

interface OrderTableRowProps {
  row: OrderRow;
  rowIndex: number;
  offset: number;
  tagColors: ReadonlyMap<string, string | null | undefined>;
  languages: LanguageStatus[] | undefined;
  fmt: Formatters;
  onCopied: (message: string) => void;
}

const OrderTableRow = memo(function OrderTableRow({
  row,
  rowIndex,
  offset,
  tagColors,
  languages,
  fmt,
  onCopied,
}: OrderTableRowProps) {
  const { t } = useTranslation();
  const { task } = row;
  const codes = task.target.join(', ') || '—';
  const names = row.targetNames.join(', ') || '—';
  const into = t('tasks.orders.into');
  const title = task.comment.split('\n', 1)[0]?.trim() ?? '';
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={`${classes.row} ${classes.dataRow}`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${offset}px)` }}
    >
      <div role="cell" className={classes.cell}>
        {/* Named for people: the comment's first line when there is one, the id below it; else the id. */}
        {title ? (
          <>
            <Anchor component={Link} to={paths.order.getHref(task.id)} className={classes.rowLink} title={title}>
              {title}
            </Anchor>
            <div className={classes.referenceLine}>
              <CellText styles={['xs', 'dimmed', 'truncate']} title={task.id}>
                <span className={classes.mono}>{task.id}</span>
              </CellText>
              <CopyIdButton id={task.id} size="xs" className={classes.copy} onCopied={onCopied} tooltip="native" />
            </div>
          </>
        ) : (
          <div className={classes.referenceLine}>
            <Anchor
              component={Link}
              to={paths.order.getHref(task.id)}
              className={`${classes.rowLink} ${classes.mono}`}
              title={task.id}
            >
              {task.id}
            </Anchor>
            <CopyIdButton id={task.id} size="sm" className={classes.copy} onCopied={onCopied} tooltip="native" />
          </div>
        )}
      </div>
      <div role="cell" className={classes.cell}>
        <DateTime value={task.createdAt} fmt={fmt} />
      </div>
      <div role="cell" className={classes.cell}>
        <CellText styles={['sm', 'clamp']} title={`${task.source ?? '—'} → ${codes}`}>
          {/* A language code never breaks at its hyphen; the list breaks after a comma. */}
          <span className={classes.code}>{task.source ?? '—'}</span> <Arrow into={into} />{' '}
          {task.target.length === 0
            ? '—'
            : task.target.map((code, index) => (
                <Fragment key={code}>
                  {index > 0 && ', '}
                  <span className={classes.code}>{code}</span>
                </Fragment>
              ))}
        </CellText>
        <CellText styles={['xs', 'dimmed', 'truncate']} title={`${row.sourceName ?? '—'} → ${names}`}>
          {row.sourceName ?? '—'} <Arrow into={into} /> {names}
        </CellText>
      </div>
      <div role="cell" className={classes.cell}>
        <OrderStatusCell task={task} languages={languages} />
      </div>
      <div role="cell" className={classes.cell}>
        {row.projectName ? (
          <CellText styles={['sm', 'truncate']} title={row.projectName}>
            {row.projectName}
          </CellText>
        ) : (
          <CellText styles={['sm', 'dimmed']}>{t('tasks.orders.noProject')}</CellText>
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
          <CellText styles={['sm', 'dimmed']}>{t('tasks.orders.noDeadline')}</CellText>
        )}
      </div>
      <div role="cell" className={classes.cell}>
        <CellText styles={['sm', 'clamp']}>{t(`tasks.orders.kind.${row.kind}`)}</CellText>
      </div>
    </div>
  );
});
