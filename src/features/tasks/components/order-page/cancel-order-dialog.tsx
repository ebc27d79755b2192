/** Server mode: cancelling an order asks why first; the portal server keeps the reason in its audit trail. */
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reason } from '#portal-contract/reasons';
import {
  EMPTY_REASON,
  ReasonFields,
  reasonProblem,
  toReason,
  type ReasonDraft,
} from '#portal/components/approvals/reason-fields.tsx';

export function CancelOrderDialog({
  opened,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason: Reason) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReasonDraft>(EMPTY_REASON);
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason(EMPTY_REASON);
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('tasks.order.actions.cancelTitle')} centered>
      <Stack>
        <Text size="sm">{t('tasks.order.actions.cancelBody')}</Text>
        <Suspense fallback={<Loader size="xs" />}>
          <ReasonFields kind="cancelOrder" value={reason} onChange={setReason} showErrors={tried} />
        </Suspense>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('tasks.order.actions.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setTried(true);
              if (reasonProblem(reason) !== undefined) return;
              onConfirm(toReason(reason));
              setReason(EMPTY_REASON);
              setTried(false);
            }}
          >
            {t('tasks.order.actions.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
