/**
 * Server mode: the purchase order and cost centre an order is charged to. Where the project requires a PO the
 * form asks for one (the portal server refuses an acceptance without it); the POs offered are those valid
 * today, with what each has left. A draft's choice is read back from the portal server.
 */
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrderChoices } from '#portal-contract/budgets';
import { getOrderLink } from '#portal/lib/api/budgets/budget-api.ts';
import { budgetQueries } from '#portal/lib/api/budgets/budget-queries.ts';
import { useFieldError } from '#portal/lib/forms/use-schema-form.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import type { OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';

/** What the portal server offers for the selected project; undefined while it is asked. */
export function useOrderChoices<C>(control: Control<OrderFormValues, C, OrderFormValues>, enabled: boolean) {
  const projectId = useWatch({ control, name: 'projectId' });
  return useQuery({ ...budgetQueries.choices(projectId ?? ''), enabled }).data;
}

export function BudgetFields<C>({
  control,
  setValue,
  choices,
  taskId,
  disabled,
}: {
  control: Control<OrderFormValues, C, OrderFormValues>;
  setValue: UseFormSetValue<OrderFormValues>;
  choices: OrderChoices;
  taskId: string | undefined;
  disabled: boolean;
}) {
  const { t, ready } = useTranslation(['translation', 'budgets'], { useSuspense: false });
  const { money } = useFormatters();
  const [purchaseOrderId, costCentreId] = useWatch({ control, name: ['purchaseOrderId', 'costCentreId'] });
  const poError = useFieldError(control, 'purchaseOrderId');

  // A draft's PO and cost centre, unless the form has its own (restored or chosen).
  useEffect(() => {
    if (!taskId || purchaseOrderId !== undefined || costCentreId !== undefined) return;
    const controller = new AbortController();
    getOrderLink(taskId, controller.signal).then(
      (link) => {
        setValue('purchaseOrderId', link.purchaseOrderId);
        setValue('costCentreId', link.costCentreId);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [taskId, purchaseOrderId, costCentreId, setValue]);

  if (
    !ready ||
    (choices.purchaseOrders.length === 0 && choices.costCentres.length === 0 && !choices.purchaseOrderRequired)
  )
    return null;
  const none = { value: '', label: t('budgets:order.none') };
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('budgets:order.purchaseOrder')}
        description={choices.purchaseOrderRequired ? t('budgets:order.purchaseOrderHint') : undefined}
        required={choices.purchaseOrderRequired}
        disabled={disabled}
        value={purchaseOrderId ?? ''}
        onChange={(event) =>
          setValue('purchaseOrderId', event.currentTarget.value || null, {
            shouldDirty: true,
            shouldValidate: !!poError,
          })
        }
        error={poError}
        data={[
          none,
          ...choices.purchaseOrders.map((po) => ({
            value: po.id,
            label: t('budgets:order.left', { number: po.number, left: money(po.figures.left, po.currency) }),
          })),
        ]}
      />
      {choices.purchaseOrderRequired && choices.purchaseOrders.length === 0 && (
        <Text size="sm" c="red.9">
          {t('budgets:order.noneValid')}
        </Text>
      )}
      <NativeSelect
        label={t('budgets:order.costCentre')}
        disabled={disabled}
        value={costCentreId ?? ''}
        onChange={(event) => setValue('costCentreId', event.currentTarget.value || null, { shouldDirty: true })}
        data={[none, ...choices.costCentres.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))]}
      />
    </Stack>
  );
}
