/** Search box, filters, result count and "Clear filters" above the orders table. */
import { Box, Button, Group, MultiSelect, SimpleGrid, Text, TextInput, type ComboboxItem } from '@mantine/core';
import { IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { memo, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { OrderFilters } from './filter-orders';
import type { FilterName } from './orders-view-params';
import classes from './orders-toolbar.module.css';

export interface FilterOptions {
  progress: ComboboxItem[];
  project: ComboboxItem[];
  tag: ComboboxItem[];
  lang: ComboboxItem[];
  kind: ComboboxItem[];
}

export interface OrdersToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  /** The search box lost focus: write what was typed now rather than after the debounce. */
  onSearchDone: () => void;
  filters: OrderFilters;
  options: FilterOptions;
  onFilter: (name: FilterName, values: string[]) => void;
  shown: number;
  total: number;
  filtered: boolean;
  onClear: () => void;
  /** Buttons acting on the orders shown (export, cost), next to the count. */
  actions?: ReactNode;
}

const FILTER_LABELS = {
  progress: 'tasks.orders.filter.progress',
  project: 'tasks.orders.filter.project',
  tag: 'tasks.orders.filter.tag',
  lang: 'tasks.orders.filter.language',
  kind: 'tasks.orders.filter.kind',
} as const satisfies Record<FilterName, string>;

const FILTER_NAMES = Object.keys(FILTER_LABELS) as FilterName[];

export function OrdersToolbar(props: OrdersToolbarProps) {
  const { search, onSearch, onSearchDone, filters, options, onFilter, shown, total, filtered, onClear, actions } =
    props;
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = FILTER_NAMES.reduce((sum, name) => sum + (filters[name].length > 0 ? 1 : 0), 0);
  return (
    <div role="search" aria-label={t('tasks.orders.filtersLabel')}>
      <TextInput
        maw={520}
        mb="xs"
        type="search"
        label={t('tasks.orders.searchLabel')}
        placeholder={t('tasks.orders.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        onBlur={onSearchDone}
      />
      {/* Phones only: the five filters fold away behind one button, which says how many are set. */}
      <Button
        hiddenFrom="sm"
        variant="default"
        size="sm"
        mb="xs"
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {active > 0 ? t('tasks.orders.filtersButtonActive', { count: active }) : t('tasks.orders.filtersButton')}
      </Button>
      <Box id={filtersId} className={filtersOpen ? undefined : classes.foldedOnPhone}>
        <FilterFields filters={filters} options={options} onFilter={onFilter} />
      </Box>
      <Group justify="space-between" mt="sm" mih={30}>
        <Text size="sm" c="dimmed" role="status">
          {t('tasks.orders.resultCount', { count: total, shown: fmt.number(shown), total: fmt.number(total) })}
        </Text>
        <Group gap="xs">
          {filtered && (
            <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
              {t('tasks.orders.clearFilters')}
            </Button>
          )}
          {actions}
        </Group>
      </Group>
    </div>
  );
}

interface FilterFieldsProps {
  filters: OrderFilters;
  options: FilterOptions;
  onFilter: (name: FilterName, values: string[]) => void;
}

/** Memoised: typing in the search box does not re-render the five comboboxes. */
const FilterFields = memo(function FilterFields({ filters, options, onFilter }: FilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" verticalSpacing="xs">
      {FILTER_NAMES.map((name) => (
        <MultiSelect
          key={name}
          label={t(FILTER_LABELS[name])}
          placeholder={filters[name].length === 0 ? t('tasks.orders.filter.any') : undefined}
          data={options[name]}
          value={filters[name]}
          onChange={(values) => onFilter(name, values)}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </SimpleGrid>
  );
});
