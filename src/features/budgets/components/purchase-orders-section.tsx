/** The purchase orders with what each has committed, delivered and left, and a form that adds one. */
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '#portal/components/table-parts.tsx';
import type { CostCentre, PurchaseOrder } from '#portal-contract/budgets';
import { Money } from '#portal/components/money.tsx';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useSchemaForm } from '#portal/lib/forms/use-schema-form.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { useSavePurchaseOrder } from '#portal/lib/api/budgets/use-budget-mutations.ts';
import { purchaseOrderForm } from '#portal/features/budgets/forms/budget-forms.ts';
import { FormError } from './form-error';
import { MoneyFields } from './money-fields';

export function PurchaseOrdersSection({
  purchaseOrders,
  costCentres,
  today,
}: {
  purchaseOrders: readonly PurchaseOrder[];
  costCentres: readonly CostCentre[];
  today: string;
}) {
  const { t } = useTranslation(['translation', 'budgets']);
  const { dateTime } = useFormatters();
  const day = (value: string) => dateTime(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const save = useSavePurchaseOrder();
  const form = useSchemaForm(purchaseOrderForm, {
    defaultValues: { number: '', amount: '', currency: 'EUR', validFrom: today, validTo: today, costCentreId: '' },
  });
  const { errors } = form.formState;
  const centre = (id: string | null) => costCentres.find((c) => c.id === id)?.code ?? '—';
  const onSubmit = form.handleSubmit(({ costCentreId, ...input }) => {
    if (save.isPending) return;
    save.mutate(
      { id: null, input: { ...input, costCentreId: costCentreId || null } },
      {
        onSuccess: () => form.reset(),
        onError: (error) => applyServerErrors(form.setError, error, { field: () => null }, t),
      },
    );
  });
  return (
    <Stack component="section" aria-labelledby="purchase-orders-heading" gap="sm">
      <Title order={2} size="h3" id="purchase-orders-heading">
        {t('budgets:purchaseOrders.title')}
      </Title>
      {purchaseOrders.length === 0 ? (
        <Text c="dimmed">{t('budgets:purchaseOrders.none')}</Text>
      ) : (
        <ScrollingTable minWidth={760} role="group" label={t('budgets:purchaseOrders.title')}>
          <Table aria-labelledby="purchase-orders-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('budgets:purchaseOrders.number')}</Table.Th>
                <Table.Th>{t('budgets:purchaseOrders.costCentre')}</Table.Th>
                <Table.Th>{t('budgets:purchaseOrders.valid')}</Table.Th>
                <Table.Th ta="right">{t('budgets:figures.amount')}</Table.Th>
                <Table.Th ta="right">{t('budgets:figures.committed')}</Table.Th>
                <Table.Th ta="right">{t('budgets:figures.delivered')}</Table.Th>
                <Table.Th ta="right">{t('budgets:figures.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchaseOrders.map((po) => (
                <Table.Tr key={po.id}>
                  <Table.Th scope="row">{po.number}</Table.Th>
                  <Table.Td>{centre(po.costCentreId)}</Table.Td>
                  <Table.Td>
                    {day(po.validFrom)} – {day(po.validTo)}
                  </Table.Td>
                  {[po.amount, po.figures.committed, po.figures.delivered, po.figures.left].map((value, i) => (
                    <Table.Td key={i} ta="right">
                      <Money amount={value} currency={po.currency} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
      <form noValidate aria-label={t('budgets:purchaseOrders.add')} onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="xs">
          <FormError message={errors.root?.server?.message} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={t('budgets:purchaseOrders.number')}
              required
              w={160}
              {...form.register('number')}
              error={errors.number?.message}
            />
            <MoneyFields
              amount={{ ...form.register('amount'), error: errors.amount?.message }}
              currency={{ ...form.register('currency'), error: errors.currency?.message }}
            />
            <TextInput
              type="date"
              label={t('budgets:purchaseOrders.validFrom')}
              required
              w={170}
              {...form.register('validFrom')}
              error={errors.validFrom?.message}
            />
            <TextInput
              type="date"
              label={t('budgets:purchaseOrders.validTo')}
              required
              w={170}
              {...form.register('validTo')}
              error={errors.validTo?.message}
            />
            <NativeSelect
              label={t('budgets:purchaseOrders.costCentre')}
              w={200}
              data={[
                { value: '', label: t('budgets:purchaseOrders.noCostCentre') },
                ...costCentres.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
              ]}
              {...form.register('costCentreId')}
            />
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('budgets:purchaseOrders.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
