/** Confirms an approval (saying whether it is the last) or a decline (with its reason, which the orderer sees). */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalDecision, ApprovalRequest } from '#portal-contract/approvals';
import * as reasons from '#portal/components/approvals/reason-fields.tsx';
import { useMoneyText } from '#portal/components/money.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

export interface PendingApproval {
  request: ApprovalRequest;
  decision: ApprovalDecision['decision'];
}

export function DecideDialog({
  pending,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  pending: PendingApproval | null;
  busy: boolean;
  error: unknown;
  onConfirm: (decision: ApprovalDecision) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { languageName } = useFormatters();
  const moneyText = useMoneyText();
  const [reason, setReason] = useState<reasons.ReasonDraft>(reasons.EMPTY_REASON);
  const [tried, setTried] = useState(false);
  const request = pending?.request;
  const approving = pending?.decision === 'approve';
  const last = request ? request.approvals.length + 1 >= request.approvalsRequired : false;
  const close = () => {
    setReason(reasons.EMPTY_REASON);
    setTried(false);
    onClose();
  };
  const confirm = () => {
    if (approving) {
      onConfirm({ decision: 'approve' });
      return;
    }
    setTried(true);
    if (reasons.reasonProblem(reason) === undefined)
      onConfirm({ decision: 'decline', reason: reasons.toReason(reason) });
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={approving ? t('approvals:queue.approveTitle') : t('approvals:queue.declineTitle')}
      centered
    >
      {request && (
        <Stack>
          <Text size="sm">
            {t('approvals:queue.approveBody', {
              vendor: request.supplierName,
              amount: moneyText(request.amount, request.currency),
              language: languageName(request.targetLanguage),
              id: request.taskId,
            })}
          </Text>
          {approving ? (
            <Text size="sm">{last ? t('approvals:queue.approveLast') : t('approvals:queue.approveMore')}</Text>
          ) : (
            <>
              <Text size="sm">{t('approvals:queue.declineBody')}</Text>
              <reasons.ReasonFields kind="declineApproval" value={reason} onChange={setReason} showErrors={tried} />
            </>
          )}
          {error ? <PageError title={t('approvals:queue.decisionFailed')} error={error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('approvals:queue.back')}
            </Button>
            <Button color={approving ? undefined : 'red'} onClick={confirm} loading={busy}>
              {approving ? t('approvals:queue.approve') : t('approvals:queue.decline')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
