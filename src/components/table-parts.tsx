/**
 * The portal's table vocabulary: a row of column headings (numeric columns aligned at the end, an actions column
 * named for screen readers only), a row's heading cell, numeric cells (tabular figures, never broken), and a
 * file's name and size cells.
 */
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone in a region that scrolls sideways. The region takes focus and is named, so it
 * scrolls with the keyboard even when the table holds nothing focusable (WCAG 2.1.1, axe's
 * scrollable-region-focusable).
 */
export function ScrollingTable({
  label,
  minWidth,
  role = 'region',
  children,
}: {
  label: string;
  minWidth: number;
  /** `group` inside a region named like the table, so that no two regions share a name. */
  role?: 'region' | 'group';
  children: ReactNode;
}) {
  return (
    // Positioned, so that what is placed absolutely inside (the sort buttons' hidden state) scrolls with the table
    // instead of widening the page past a phone's screen.
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role={role} aria-label={label} pos="relative">
      {children}
    </Table.ScrollContainer>
  );
}

export interface Column {
  label: ReactNode;
  key?: string;
  numeric?: boolean;
  /** Named for screen readers only, e.g. a column of row actions. */
  hidden?: boolean;
  /** Shown from this breakpoint on; narrower screens put what it holds elsewhere in the row. */
  visibleFrom?: 'xs' | 'sm' | 'md';
}

/** `<thead>` with one `scope="col"` heading per column; `false` leaves a column out. */
export function ColumnHeads({ columns }: { columns: readonly (Column | false)[] }) {
  const shown = columns.filter((column): column is Column => column !== false);
  return (
    <Table.Thead>
      <Table.Tr>
        {shown.map((column, index) => (
          <Table.Th
            key={column.key ?? index}
            scope="col"
            ta={column.numeric ? 'end' : undefined}
            visibleFrom={column.visibleFrom}
          >
            {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The cell that names its row (`scope="row"`). */
export function RowHead({ children }: { children: ReactNode }) {
  return (
    <Table.Th scope="row" fw={500}>
      {children}
    </Table.Th>
  );
}

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function NumberCell({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <Table.Td ta="end" fw={strong ? 600 : undefined} style={NUMERIC}>
      {children}
    </Table.Td>
  );
}

/**
 * A file's name and size cells, then the cell of `detail` (its type, its date): a phone has no room for the
 * size and the detail columns, so they go under the name there.
 */
export function FileCells({ name, size, detail }: { name: string; size: string; detail: ReactNode }) {
  return (
    <>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {name}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {size} · {detail}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
        {size}
      </Table.Td>
    </>
  );
}
