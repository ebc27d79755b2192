/**
 * The order form for a new order and for a draft: what to translate (documents or, for instant
 * translations, text), languages, deadline and contact. "Save draft" stores the task, "Order" also
 * completes it. Unsaved values live in sessionStorage until a save succeeds.
 */
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldError as HookFieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../../../components/busy-button';
import { LeaveGuard } from '../../../../components/leave-guard';
import { describeError } from '../../../../components/page-error';
import { ApiError } from '../../../../lib/api/api-error';
import type { FieldError } from '../../../../contract/errors';
import { useFormatters } from '../../../../lib/format/use-formatters';
import { useCurrentUser } from '../../../../lib/auth/session-context';
import { isOrderFormErrorCode, ORDER_KINDS, orderFormSchema, type OrderFormValues } from '../../api/order-form-schema';
import { DetailsSection } from './details-section';
import { clearStoredForm, orderFormStorageKey, readStoredForm, writeStoredForm } from './form-storage';
import { LanguagesSection } from './languages-section';
import { mapServerErrors } from './server-errors';
import { SaveOrderError, useSaveOrder, type SaveIntent } from './use-save-order';

export interface DocumentsFieldProps {
  value: OrderFormValues['documents'];
  onChange: (documents: OrderFormValues['documents']) => void;
  error: string | undefined;
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
}

/** An order that was created but could not be completed: shown again on the draft's page. */
export interface PendingOrderError {
  status?: number;
  messages: string[];
  fieldErrors: FieldError[];
}

export interface OrderFormProps {
  /** The draft being edited; undefined for a new order. */
  taskId?: string;
  initialValues: OrderFormValues;
  /** The documents field (the page composes it from the documents feature). */
  renderDocuments: (props: DocumentsFieldProps) => ReactElement;
  /** Errors carried over from the new-order page after the task was created but ordering failed. */
  initialError?: PendingOrderError | null;
}

export function OrderForm({ taskId, initialValues, renderDocuments, initialError = null }: OrderFormProps) {
  const { t } = useTranslation();
  const { languageName } = useFormatters();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const storageKey = orderFormStorageKey(taskId);
  const [restored] = useState(() => readStoredForm(storageKey, user.sub));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const intent = useRef<SaveIntent>('draft');
  const resolver = useCallback<Resolver<OrderFormValues>>(
    (values, context, options) => zodResolver(orderFormSchema(intent.current))(values, context, options),
    [],
  );
  const form = useForm<OrderFormValues>({ defaultValues: restored ?? initialValues, resolver });
  const { control, register, setValue, setError, handleSubmit, formState, subscribe, reset } = form;
  const { save, pending } = useSaveOrder(taskId);
  const [formError, setFormError] = useState<unknown>(null);
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const confirming = useRef(false);
  // After a successful save that leaves the page, the form stays locked until the navigation is done.
  const leaving = useRef(false);
  const [isLeaving, setLeaving] = useState(false);
  const leave = (to: string, options: { replace?: boolean; state?: unknown } = {}) => {
    leaving.current = true;
    setLeaving(true);
    void navigate(to, options);
  };
  const hintId = useId();
  const kind = useWatch({ control, name: 'kind' });

  // Every change goes to sessionStorage at once: a reload or a new sign-in restores it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeStoredForm(storageKey, user.sub, values),
      }),
    [subscribe, storageKey, user.sub],
  );

  const serverMessage = useCallback(
    ({ field, rule, message }: FieldError): string => {
      if (field === 'sourceDocumentIds' && rule === 'minCount') return t('tasks.form.server.documentsMinCount');
      if (rule === 'required') return t('tasks.form.server.required');
      if (rule === 'future') return t('tasks.form.server.future');
      if (rule === 'not-found') return t('tasks.form.server.notFound');
      return message;
    },
    [t],
  );

  const showErrors = useCallback(
    (error: unknown) => {
      const { fields, rest } = mapServerErrors(error);
      for (const { field, error: fieldError } of fields) {
        setError(field, { type: 'server', message: serverMessage(fieldError) }, { shouldFocus: false });
      }
      setFormError(rest);
    },
    [setError, serverMessage],
  );

  const shownInitialError = useRef(false);
  useEffect(() => {
    if (!initialError || shownInitialError.current) return;
    shownInitialError.current = true;
    showErrors(new ApiError({ kind: 'http', ...initialError }));
  }, [initialError, showErrors]);

  const errorText = (field: keyof OrderFormValues): string | undefined => {
    const error = formState.errors[field] as (HookFieldError & { root?: HookFieldError }) | undefined;
    const message = error?.message ?? error?.root?.message;
    if (!message) return undefined;
    if (error?.type === 'server') return message;
    return isOrderFormErrorCode(message) ? t(`tasks.form.errors.${message}`) : message;
  };

  const run = async (values: OrderFormValues, which: SaveIntent) => {
    if (leaving.current) return;
    setFormError(null);
    try {
      const result = await save(values, which);
      if (!result) return;
      clearStoredForm(storageKey);
      if (which === 'order') {
        notifications.show({
          color: 'teal',
          message: t('tasks.form.ordered'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        leave(`/orders/${encodeURIComponent(result.task.id)}`);
        return;
      }
      notifications.show({
        color: 'teal',
        message: t('tasks.form.draftSaved'),
        closeButtonProps: { 'aria-label': t('common.close') },
      });
      if (!taskId) {
        leave(`/orders/${encodeURIComponent(result.task.id)}/edit`, { replace: true });
        return;
      }
      reset({ ...values, sourceText: '', documents: result.documents });
      clearStoredForm(storageKey);
      setShowRestored(false);
    } catch (error) {
      const cause = error instanceof SaveOrderError ? error.cause : error;
      const created = error instanceof SaveOrderError && !taskId ? error.task : null;
      if (created) {
        // The draft exists now: continue on its page, where saving patches it.
        clearStoredForm(storageKey);
        const pendingError: PendingOrderError = isPlainApiError(cause)
          ? {
              messages: cause.messages,
              fieldErrors: cause.fieldErrors,
              ...(cause.status ? { status: cause.status } : {}),
            }
          : { messages: [describeError(cause, t)], fieldErrors: [] };
        leave(`/orders/${encodeURIComponent(created.id)}/edit`, { replace: true, state: { orderError: pendingError } });
        return;
      }
      showErrors(cause);
    }
  };

  const onDraft = () => {
    if (pending || leaving.current) return;
    intent.current = 'draft';
    void handleSubmit((values) => run(values, 'draft'))();
  };

  const confirmOrder = (values: OrderFormValues) => {
    if (pending || confirming.current || leaving.current) return;
    confirming.current = true;
    const release = () => {
      confirming.current = false;
    };
    modals.openConfirmModal({
      title: t('tasks.form.confirm.title'),
      children: (
        <Text size="sm">
          {t('tasks.form.confirm.body', {
            source: values.source ? languageName(values.source) : '',
            targets: values.target.map(languageName).join(', '),
          })}
        </Text>
      ),
      labels: { confirm: t('tasks.form.confirm.confirm'), cancel: t('tasks.form.confirm.cancel') },
      closeButtonProps: { 'aria-label': t('common.close') },
      onCancel: release,
      onClose: release,
      onConfirm: () => {
        release();
        void run(values, 'order');
      },
    });
  };

  const discardRestored = () => {
    reset(initialValues);
    clearStoredForm(storageKey);
    setShowRestored(false);
  };

  const busy = pending !== null || isLeaving;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        intent.current = 'order';
        void handleSubmit(confirmOrder)(event);
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
        {formError !== null && formError !== undefined && (
          <Alert color="red" variant="light" role="alert" title={t('tasks.form.saveFailed')}>
            {describeError(formError, t)}
          </Alert>
        )}

        <Section title={t('tasks.form.sections.what')}>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Radio.Group
                label={t('tasks.form.kind.label')}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errorText('kind')}
              >
                <Group mt="xs" gap="lg" align="flex-start">
                  {ORDER_KINDS.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`tasks.form.kind.${value}`)}
                      description={t(`tasks.form.kind.${value}Description`)}
                      disabled={busy}
                      maw={260}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="documents"
            render={({ field }) =>
              renderDocuments({
                value: field.value,
                onChange: field.onChange,
                error: errorText('documents'),
                onBusyChange: setUploadsBusy,
                disabled: busy,
              })
            }
          />
          {kind !== 'standard' && (
            <Textarea
              {...register('sourceText')}
              label={t('tasks.form.sourceText')}
              description={t('tasks.form.sourceTextDescription')}
              rows={4}
              resize="vertical"
              disabled={busy}
              error={errorText('sourceText')}
            />
          )}
        </Section>

        <Section title={t('tasks.form.sections.languages')}>
          <LanguagesSection control={control} setValue={setValue} errorText={errorText} disabled={busy} />
        </Section>

        <Section title={t('tasks.form.sections.details')}>
          <DetailsSection control={control} register={register} errorText={errorText} disabled={busy} />
        </Section>

        <Stack gap={4} align="flex-end">
          <Group justify="flex-end" gap="sm">
            <BusyButton
              type="button"
              variant="default"
              onClick={onDraft}
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
              {t('tasks.form.order')}
            </BusyButton>
          </Group>
          <Text id={hintId} size="xs" c="dimmed" aria-live="polite">
            {uploadsBusy ? t('tasks.form.waitForUploads') : ''}
          </Text>
        </Stack>
      </Stack>
      <LeaveGuard
        when={uploadsBusy}
        title={t('tasks.form.uploadGuard.title')}
        message={t('tasks.form.uploadGuard.message')}
        stayLabel={t('tasks.form.uploadGuard.stay')}
        leaveLabel={t('tasks.form.uploadGuard.leave')}
      />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function isPlainApiError(error: unknown): error is { status?: number; messages: string[]; fieldErrors: FieldError[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { messages?: unknown }).messages) &&
    Array.isArray((error as { fieldErrors?: unknown }).fieldErrors)
  );
}
