/**
 * The confirmation before an order goes out, saying what happens: who is asked for quotes for which languages
 * and that nothing is charged until a quote is accepted, or, for an instant order, that a machine translates
 * it at once. One dialog at a time.
 */
import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskKind } from '#contract/task';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

/** "Request quotes" where vendors are asked first, "Order now" where a machine translates at once. */
export function orderButtonLabel(t: TFunction, kind: TaskKind): string {
  return kind === 'instant' ? t('tasks.form.orderNow') : t('tasks.form.requestQuotes');
}

/** Vendor id → name, as far as the portal knows names (the service has no vendor list). */
export type VendorNames = ReadonlyMap<string, string>;

/** What the confirmation names: the order form's values, or a draft's. */
export interface OrderToConfirm {
  kind: TaskKind;
  source: string | null;
  target: readonly string[];
  projectId: string | null;
}

const NO_NAMES: VendorNames = new Map();

export function useConfirmOrder(vendorNames: VendorNames = NO_NAMES) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const projects = useQuery(projectQueries.list());
  const open = useRef(false);

  return (values: OrderToConfirm, onConfirm: () => void) => {
    if (open.current) return;
    open.current = true;
    const release = () => {
      open.current = false;
    };
    const languages = {
      source: values.source ? languageName(values.source) : '',
      targets: values.target.map(languageName).join(', '),
    };
    const project = projects.data?.find((p) => p.id === values.projectId);
    const vendors = (project?.lspVendorIds ?? []).map((id) => vendorNames.get(id) ?? id);
    const instant = values.kind === 'instant';
    modals.openConfirmModal({
      title: instant ? t('tasks.form.confirm.titleInstant') : t('tasks.form.confirm.title'),
      children: instant ? (
        <Stack gap="xs">
          <Text size="sm">{t('tasks.form.confirm.instant', languages)}</Text>
          <Text size="sm">{t('tasks.form.confirm.instantAfter')}</Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {values.kind === 'instantWithPostEditing'
              ? t('tasks.form.confirm.postEditing', languages)
              : t('tasks.form.confirm.standard', languages)}
          </Text>
          {vendors.length > 0 ? (
            <>
              <Text size="sm">{t('tasks.form.confirm.vendors', { count: vendors.length })}</Text>
              <List size="sm">
                {vendors.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">{t('tasks.form.confirm.defaultVendors')}</Text>
          )}
          <Text size="sm" fw={600}>
            {t('tasks.form.confirm.noCharge')}
          </Text>
          <Text size="sm">{t('tasks.form.confirm.locked')}</Text>
        </Stack>
      ),
      labels: { confirm: orderButtonLabel(t, values.kind), cancel: t('tasks.form.confirm.cancel') },
      onCancel: release,
      onClose: release,
      onConfirm: () => {
        release();
        onConfirm();
      },
    });
  };
}
