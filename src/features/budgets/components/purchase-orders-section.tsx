/** The purchase orders with what each has committed, delivered and left, and a form that adds one or changes one. */
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
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
import { FormEditingActions, useFormEditing } from './form-editing';

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
  const empty = () => ({ number: '', amount: '', currency: 'EUR', validFrom: today, validTo: today, costCentreId: '' });
  const form = useSchemaForm(purchaseOrderForm, { defaultValues: empty() });
  const editing = useFormEditing(form, empty, 'number');
  const { errors } = form.formState;
  const centre = (id: string | null) => costCentres.find((c) => c.id === id)?.code ?? '—';
  const onSubmit = form.handleSubmit(({ costCentreId, ...input }) => {
    if (save.isPending) return;
    save.mutate(
      { id: editing.id, input: { ...input, costCentreId: costCentreId || null } },
      {
        onSuccess: editing.stop,
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
        <ScrollingTable minWidth={840} role="group" label={t('budgets:purchaseOrders.title')}>
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
                <Table.Th>
                  <VisuallyHidden>{t('budgets:editing.column')}</VisuallyHidden>
                </Table.Th>
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
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('budgets:editing.change', { name: po.number })}
                      onClick={() =>
                        editing.start(po.id, {
                          number: po.number,
                          amount: po.amount,
                          currency: po.currency,
                          validFrom: po.validFrom,
                          validTo: po.validTo,
                          costCentreId: po.costCentreId ?? '',
                        })
                      }
                    >
                      {t('budgets:editing.button')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
      <form
        noValidate
        aria-label={
          editing.id
            ? t('budgets:editing.formLabel', { name: form.getValues('number') })
            : t('budgets:purchaseOrders.add')
        }
        onSubmit={(event) => void onSubmit(event)}
      >
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
          <FormEditingActions
            editing={editing.id !== null}
            addLabel={t('budgets:purchaseOrders.add')}
            pending={save.isPending}
            onCancel={editing.stop}
          />
        </Stack>
      </form>
    </Stack>
  );
}
