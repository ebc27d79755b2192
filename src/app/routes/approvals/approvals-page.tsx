/**
 * Approvals (`/approvals`, server mode): the approvers' queue of requests to spend, with filters, where they
 * approve or decline (with a reason); an orderer's own requests and their outcomes; substitutes.
 */
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REQUEST_STATUSES, type ApprovalDecision, type RequestStatus } from '#portal-contract/approvals';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryView } from '#portal/components/query-view.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { DecideDialog, type PendingApproval } from '#portal/features/approvals/components/decide-dialog.tsx';
import { Delegations } from '#portal/features/approvals/components/delegations.tsx';
import { RequestCard } from '#portal/features/approvals/components/request-card.tsx';
import { ServerModeNotice } from '#portal/features/approvals/components/server-mode-notice.tsx';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { useDecideApproval } from '#portal/lib/api/approvals/use-approval-mutations.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';

/** The page's texts come with its code. */
export async function loader() {
  return loadTexts('approvals');
}

type Show = RequestStatus | 'all';
const SHOWN: readonly Show[] = [...REQUEST_STATUSES, 'all'];

export function Component() {
  const { t } = useTranslation(['translation', 'approvals']);
  const serverMode = isBffMode(useRuntimeConfig());
  return (
    <Stack>
      <PageTitle>{t('approvals:queue.title')}</PageTitle>
      {serverMode ? <Approvals /> : <ServerModeNotice />}
    </Stack>
  );
}

function Approvals() {
  const { t } = useTranslation(['translation', 'approvals']);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const summary = useQuery(approvalQueries.summary());
  const decides = summary.data?.mayDecide ?? user.roles.includes('approver');
  const show: Show = SHOWN.find((s) => s === params.get('show')) ?? (decides ? 'pending' : 'all');
  const requests = useQuery({
    ...approvalQueries.requests({
      scope: decides || user.roles.includes('admin') ? 'all' : 'mine',
      status: show === 'all' ? undefined : show,
    }),
    select: (data) => data.requests,
  });
  const decide = useDecideApproval();
  const [pending, setPending] = useState<PendingApproval | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const confirm = (decision: ApprovalDecision) => {
    if (!pending) return;
    decide.mutate(
      { requestId: pending.request.id, taskId: pending.request.taskId, decision },
      {
        onSuccess: () => {
          setPending(null);
          setAnnouncement(
            decision.decision === 'approve' ? t('approvals:queue.approved') : t('approvals:queue.declined'),
          );
        },
      },
    );
  };

  return (
    <Stack>
      <Text c="dimmed">{t('approvals:queue.intro')}</Text>
      {summary.data && summary.data.actingFor.length > 0 && (
        <Text size="sm">
          {t('approvals:queue.actingFor', { names: summary.data.actingFor.map((p) => p.name).join(', ') })}
        </Text>
      )}
      <NativeSelect
        label={t('approvals:queue.show')}
        maw={260}
        value={show}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          next.set('show', event.currentTarget.value);
          setParams(next, { replace: true });
        }}
        data={SHOWN.map((s) => ({ value: s, label: t(`approvals:queue.filters.${s}`) }))}
      />
      <Text role="status" size="sm">
        {announcement}
      </Text>
      <QueryView
        query={requests}
        loadFailed={t('approvals:queue.loadFailed')}
        empty={{ title: t('approvals:queue.emptyTitle'), description: t('approvals:queue.empty') }}
      >
        {(list) => (
          <Stack gap="md">
            {list.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                me={user.sub}
                actions={
                  decides
                    ? {
                        busy: decide.isPending,
                        onApprove: () => {
                          decide.reset();
                          setPending({ request, decision: 'approve' });
                        },
                        onDecline: () => {
                          decide.reset();
                          setPending({ request, decision: 'decline' });
                        },
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
      </QueryView>
      <DecideDialog
        pending={pending}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      {(decides || user.roles.includes('approver')) && (
        <Delegations me={user.sub} approver={user.roles.includes('approver')} />
      )}
    </Stack>
  );
}
