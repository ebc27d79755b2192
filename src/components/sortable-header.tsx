import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortState } from '#portal/lib/sort-state.ts';
import classes from './sortable-header.module.css';

/** A column header that sorts on click or Enter/Space; `aria-sort` tells assistive technology the current order. */
export function SortableHeader<C extends string>({
  column,
  label,
  sort,
  onSort,
  numeric = false,
  className,
}: {
  column: C;
  label: string;
  sort: SortState<C>;
  onSort: (column: C) => void;
  numeric?: boolean;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const active = sort.column === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? sort.direction : 'none'}
      ta={numeric ? 'right' : undefined}
      className={className}
    >
      <UnstyledButton className={classes.sortButton} data-numeric={numeric || undefined} onClick={() => onSort(column)}>
        <span>{label}</span>
        <Icon size={14} aria-hidden className={active ? undefined : classes.inactiveIcon} />
        {active && (
          <VisuallyHidden>
            {sort.direction === 'ascending' ? t('common.sortedAscending') : t('common.sortedDescending')}
          </VisuallyHidden>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
