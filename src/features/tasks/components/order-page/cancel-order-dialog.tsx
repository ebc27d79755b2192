/** Server mode: cancelling an order asks why first; the portal server keeps the reason in its audit trail. */
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reason } from '#portal-contract/reasons';
import * as reasons from '#portal/components/approvals/reason-fields.tsx';

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
  const [reason, setReason] = useState<reasons.ReasonDraft>(reasons.EMPTY_REASON);
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason(reasons.EMPTY_REASON);
    setTried(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('tasks.order.actions.cancelTitle')} centered>
      <Stack>
        <Text size="sm">{t('tasks.order.actions.cancelBody')}</Text>
        <Suspense fallback={<Loader size="xs" />}>
          <reasons.ReasonFields kind="cancelOrder" value={reason} onChange={setReason} showErrors={tried} />
        </Suspense>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('tasks.order.actions.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setTried(true);
              if (reasons.reasonProblem(reason) !== undefined) return;
              onConfirm(reasons.toReason(reason));
              setReason(reasons.EMPTY_REASON);
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
