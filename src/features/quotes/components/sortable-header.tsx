import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortColumn, SortState } from '#portal/features/quotes/lib/sort-quotes.ts';
import classes from './quotes-table.module.css';

/** A column header that sorts on click or Enter/Space; `aria-sort` tells assistive technology the current order. */
export function SortableHeader({
  column,
  label,
  sort,
  onSort,
  numeric = false,
}: {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? sort.direction : 'none'}
      ta={numeric ? 'right' : undefined}
      className={column === 'vendor' ? classes.vendorCell : undefined}
    >
      <UnstyledButton className={classes.sortButton} data-numeric={numeric || undefined} onClick={() => onSort(column)}>
        <span>{label}</span>
        <Icon size={14} aria-hidden className={active ? undefined : classes.inactiveIcon} />
        {active && (
          <VisuallyHidden>
            {sort.direction === 'ascending' ? t('quotes.sortedAscending') : t('quotes.sortedDescending')}
          </VisuallyHidden>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
