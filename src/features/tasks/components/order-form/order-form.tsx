/**
 * The order form for a new order and for a draft: what to translate (documents or, for instant
 * translations, text), languages, deadline and contact. "Save draft" stores the task, "Request quotes"
 * ("Order now" for an instant order) also completes it. The parts: the values and their stored copy (use-stored-order-form), the save as one
 * mutation (use-save-order), where the service's errors show (server-errors), where the form goes next
 * (order-navigation) and the confirmation (confirm-order).
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { LeaveGuard } from '#portal/components/leave-guard.tsx';
import { applyServerErrors } from '#portal/lib/forms/server-errors.ts';
import type { OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { BudgetFields, useOrderChoices } from './budget-fields';
import { orderButtonLabel, useConfirmOrder, type VendorNames } from './confirm-order';
import { DetailsSection } from './details-section';
import { FormSection } from './form-section';
import { LanguagesSection } from './languages-section';
import { useOrderNavigation } from './order-navigation';
import { orderFormServerErrors } from './server-errors';
import { useSaveOrder, type SavedOrder, type SaveIntent, type SaveOrderError } from './use-save-order';
import { useStoredOrderForm } from './use-stored-order-form';
import { WhatSection, type DocumentsFieldProps } from './what-section';

export interface OrderFormProps {
  /** The draft being edited; undefined for a new order. */
  taskId?: string;
  /** For a new order filled from another order ("Order again"): that order's id. */
  repeatOf?: string;
  /** The values the form starts from (unless unsaved ones are restored). */
  initialValues: OrderFormValues;
  /** The documents field (the page composes it from the documents feature). */
  renderDocuments: (props: DocumentsFieldProps) => ReactElement;
  /** Why placing this draft failed, when the new-order page created it but could not order it. */
  initialError?: unknown;
  /** Vendor names the confirmation names the project's vendors by (else by id). */
  vendorNames?: VendorNames;
}

export function OrderForm({
  taskId,
  repeatOf,
  initialValues,
  renderDocuments,
  initialError = null,
  vendorNames,
}: OrderFormProps) {
  const { t } = useTranslation();
  const { t: budgetText } = useTranslation('budgets', { useSuspense: false });
  const intent = useRef<SaveIntent>('draft');
  const { form, showRestored, discardRestored, saved } = useStoredOrderForm({
    taskId,
    repeatOf,
    initialValues,
    intent,
  });
  const { control, register, setValue, setError, handleSubmit, formState } = form;
  const saveOrder = useSaveOrder(taskId);
  const navigation = useOrderNavigation(t);
  const confirmOrder = useConfirmOrder(vendorNames);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const serverMode = isBffMode(useRuntimeConfig());
  const choices = useOrderChoices(control, serverMode);
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const hintId = useId();

  const showErrors = (error: unknown) => applyServerErrors(setError, error, orderFormServerErrors(t), t);
  const shownInitialError = useRef(false);
  useEffect(() => {
    if (!initialError || shownInitialError.current) return;
    shownInitialError.current = true;
    applyServerErrors(setError, initialError, orderFormServerErrors(t), t);
  }, [initialError, setError, t]);

  const onSaved = (which: SaveIntent, values: OrderFormValues, { task, documents }: SavedOrder) => {
    notifications.show({
      color: 'teal',
      message:
        which === 'draft'
          ? t('tasks.form.draftSaved')
          : values.kind === 'instant'
            ? t('tasks.form.orderedInstant')
            : t('tasks.form.ordered'),
    });
    if (which === 'order') {
      saved();
      navigation.toOrder(task.id);
    } else if (!taskId) {
      saved();
      navigation.toDraft(task.id);
    } else {
      saved({ ...values, sourceText: '', documents });
    }
  };

  const onFailed = ({ task, cause }: SaveOrderError) => {
    if (task && !taskId) {
      // The draft exists now: continue on its page, where saving patches it.
      saved();
      navigation.toDraft(task.id, cause);
      return;
    }
    showErrors(cause);
  };

  const run = (values: OrderFormValues, which: SaveIntent) => {
    if (navigation.isLeaving()) return;
    saveOrder.save(
      { values, intent: which },
      {
        onSuccess: (result) => onSaved(which, values, result),
        onError: onFailed,
      },
    );
  };

  const pending = saveOrder.pendingIntent;
  const busy = pending !== null || navigation.leaving;
  const formError = formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        intent.current = 'order';
        void handleSubmit((values) => {
          if (pending || navigation.isLeaving()) return;
          // The portal server would refuse the quotes' acceptance: the order asks for the PO now.
          if (choices?.purchaseOrderRequired && !values.purchaseOrderId) {
            setError('purchaseOrderId', { type: 'required', message: budgetText('order.required') });
            return;
          }
          confirmOrder(values, () => run(values, 'order'));
        })(event);
      }}
    >
      <Stack gap="lg" maw={880}>
        {showRestored && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={t('tasks.form.restored.title')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('tasks.form.restored.body')}</Text>
              <Button size="xs" variant="default" onClick={discardRestored}>
                {t('tasks.form.restored.discard')}
              </Button>
            </Stack>
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t('tasks.form.saveFailed')}>
            {formError}
          </Alert>
        )}

        <FormSection title={t('tasks.form.sections.what')}>
          <WhatSection
            control={control}
            register={register}
            renderDocuments={renderDocuments}
            onUploadsBusyChange={setUploadsBusy}
            disabled={busy}
          />
        </FormSection>
        <FormSection title={t('tasks.form.sections.languages')}>
          <LanguagesSection control={control} setValue={setValue} disabled={busy} />
        </FormSection>
        <FormSection title={t('tasks.form.sections.details')}>
          <DetailsSection control={control} register={register} trigger={form.trigger} disabled={busy} />
          {choices && (
            <BudgetFields control={control} setValue={setValue} choices={choices} taskId={taskId} disabled={busy} />
          )}
        </FormSection>

        <Stack gap={4} align="flex-end">
          <Group justify="flex-end" gap="sm">
            <BusyButton
              type="button"
              variant="default"
              onClick={() => {
                if (pending || navigation.isLeaving()) return;
                intent.current = 'draft';
                void handleSubmit((values) => run(values, 'draft'))();
              }}
              loading={pending === 'draft'}
              disabled={busy || uploadsBusy}
              aria-describedby={uploadsBusy ? hintId : undefined}
            >
              {t('tasks.form.saveDraft')}
            </BusyButton>
            <BusyButton
              type="submit"
              loading={pending === 'order'}
              disabled={busy || uploadsBusy}
              aria-describedby={uploadsBusy ? hintId : undefined}
            >
              {orderButtonLabel(t, kind)}
            </BusyButton>
          </Group>
          <Text id={hintId} size="xs" c="dimmed" aria-live="polite">
            {uploadsBusy ? t('tasks.form.waitForUploads') : ''}
          </Text>
        </Stack>
      </Stack>
      <LeaveGuard when={uploadsBusy} texts="tasks.form.uploadGuard" />
    </form>
  );
}
