import { useState } from 'react';
import type { Reason } from '#portal-contract/reasons';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { CancelOrderDialog } from './cancel-order-dialog';
import type { ReactNode } from 'react';
/** What the orderer can do with the order in its current state: edit, order, delete or cancel it. */
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBan, IconEdit, IconSend, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import type { Delivery } from '#contract/delivery';
import { kindOfFeatures, type Task } from '#contract/task';
import type { FieldError } from '#contract/errors';
import type { ApiError } from '#portal/lib/api/api-error.ts';
import type { Role } from '#auth-claims/claims';
import { hasDeliveredLanguage, taskActions } from '#portal/lib/task-lifecycle/actions.ts';
import { placeServerErrors } from '#portal/lib/forms/server-errors.ts';
import { useCancelTask } from '#portal/lib/api/tasks/use-cancel-task.ts';
import { useCompleteTask } from '#portal/lib/api/tasks/use-complete-task.ts';
import { useDeleteTask } from '#portal/lib/api/tasks/use-delete-task.ts';
import { paths } from '#portal/lib/paths.ts';
import { taskServiceErrorText } from '#portal/features/tasks/components/order-form/server-errors.ts';
import {
  orderButtonLabel,
  useConfirmOrder,
  type VendorNames,
} from '#portal/features/tasks/components/order-form/confirm-order.tsx';

/** `Validation failed | minCount | sourceDocumentIds` → "Add at least one source document."; others as sent. */
function completionProblems(error: ApiError, t: TFunction): string[] {
  const message = (fieldError: FieldError) => taskServiceErrorText(t, fieldError);
  // No form here: every problem is listed, with a link to the draft's form.
  return placeServerErrors(error, { field: () => null, message }, t).formMessages;
}

/** Delete and cancel: red, each described by the hint under the buttons that says when it is the one to use. */
function RedAction({
  icon: Icon,
  pending,
  disabled,
  hintId,
  onClick,
  children,
}: {
  icon: typeof IconTrash;
  pending: boolean;
  disabled?: boolean;
  hintId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <BusyButton
      color="red"
      variant="light"
      leftSection={<Icon size={16} aria-hidden />}
      loading={pending}
      disabled={disabled}
      aria-describedby={hintId}
      onClick={onClick}
    >
      {children}
    </BusyButton>
  );
}

interface OrderActionsProps {
  task: Task;
  /** The user's roles: with the order's state they decide which actions are offered. */
  roles: readonly Role[];
  deliveries: readonly Delivery[] | undefined;
  /** Shown beside the Request quotes / Order now button of a draft, e.g. the analysis estimate of the text amount. */
  estimate?: ReactNode;
  /** Vendor names the confirmation names the project's vendors by. */
  vendorNames?: VendorNames;
}

export function OrderActions({ task, roles, deliveries, estimate, vendorNames }: OrderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const cancel = useCancelTask();
  const serverMode = isBffMode(useRuntimeConfig());
  const [askingReason, setAskingReason] = useState(false);
  const blockedHintId = useId();
  const confirmOrder = useConfirmOrder(vendorNames);
  const kind = kindOfFeatures(task.features);
  const deleteHintId = useId();
  const cancelHintId = useId();

  const actions = taskActions(task, roles);
  const showEdit = actions.has('edit');
  const showOrder = actions.has('order');
  const showCancel = actions.has('cancel');
  const delivered = hasDeliveredLanguage(deliveries);
  const showDelete = actions.has('delete');
  if (!showEdit && !showOrder && !showCancel && !showDelete) return null;

  const placeOrder = () =>
    confirmOrder({ kind, source: task.source, target: task.target, projectId: task.projectId }, () => {
      complete.reset();
      complete.mutate(task.id, {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: kind === 'instant' ? t('tasks.form.orderedInstant') : t('tasks.form.ordered'),
          }),
      });
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t(task.complete ? 'tasks.order.actions.deletePlacedTitle' : 'tasks.order.actions.deleteTitle'),
      children: <Text size="sm">{t('tasks.order.actions.deleteBody', { id: task.id })}</Text>,
      labels: { confirm: t('tasks.order.actions.deleteConfirm'), cancel: t('tasks.order.actions.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(task.id, {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              message: t('tasks.order.actions.deleted', { id: task.id }),
            });
            void navigate(paths.orders.getHref());
          },
        }),
    });

  const confirmCancel = () =>
    serverMode
      ? setAskingReason(true)
      : modals.openConfirmModal({
          title: t('tasks.order.actions.cancelTitle'),
          children: <Text size="sm">{t('tasks.order.actions.cancelBody')}</Text>,
          labels: { confirm: t('tasks.order.actions.cancelConfirm'), cancel: t('tasks.order.actions.keep') },
          confirmProps: { color: 'red' },
          onConfirm: () => cancelWith(undefined),
        });

  const cancelWith = (reason: Reason | undefined) =>
    cancel.mutate(
      { taskId: task.id, reason },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('tasks.order.actions.cancelled', { id: task.id }),
          }),
      },
    );

  return (
    <Stack gap="sm">
      {serverMode && (
        <CancelOrderDialog
          opened={askingReason}
          onClose={() => setAskingReason(false)}
          onConfirm={(reason) => {
            setAskingReason(false);
            cancelWith(reason);
          }}
        />
      )}
      <Group gap="sm" role="group" aria-label={t('tasks.order.actions.label')}>
        {showEdit && (
          <Button
            component={Link}
            to={paths.editOrder.getHref(task.id)}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('tasks.order.actions.edit')}
          </Button>
        )}
        {showOrder && (
          <BusyButton
            leftSection={<IconSend size={16} aria-hidden />}
            loading={complete.isPending}
            onClick={placeOrder}
          >
            {orderButtonLabel(t, kind)}
          </BusyButton>
        )}
        {showOrder && estimate}
        {showDelete && (
          <RedAction icon={IconTrash} pending={remove.isPending} hintId={deleteHintId} onClick={confirmDelete}>
            {t('tasks.order.actions.delete')}
          </RedAction>
        )}
        {showCancel && (
          <RedAction
            icon={IconBan}
            pending={cancel.isPending}
            disabled={delivered}
            hintId={delivered ? blockedHintId : cancelHintId}
            onClick={confirmCancel}
          >
            {t('tasks.order.actions.cancel')}
          </RedAction>
        )}
      </Group>
      {/* Two red buttons side by side: each says what it does and when it is the one to use. */}
      {showDelete && (
        <Text id={deleteHintId} size="sm" c="dimmed">
          {t('tasks.order.actions.deleteHint')}
        </Text>
      )}
      {showCancel && (
        <Text id={delivered ? blockedHintId : cancelHintId} size="sm" c="dimmed">
          {t(delivered ? 'tasks.order.actions.cancelBlocked' : 'tasks.order.actions.cancelHint')}
        </Text>
      )}
      {complete.isError && (
        <Alert color="red" variant="light" role="alert" title={t('tasks.order.actions.orderFailed')}>
          <List size="sm" mb="xs">
            {completionProblems(complete.error, t).map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
          {complete.error.fieldErrors.length > 0 && (
            <Anchor
              component={Link}
              to={paths.editOrder.getHref(task.id)}
              size="sm"
              c="inherit"
              fw={600}
              underline="always"
            >
              {t('tasks.order.actions.fixInDraft')}
            </Anchor>
          )}
        </Alert>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert" title={t('tasks.order.actions.deleteFailed')}>
          <Text size="sm">{describeError(remove.error, t)}</Text>
        </Alert>
      )}
      {cancel.isError && (
        <Alert color="red" variant="light" role="alert" title={t('tasks.order.actions.cancelFailed')}>
          <Text size="sm">{describeError(cancel.error, t)}</Text>
        </Alert>
      )}
    </Stack>
  );
}
