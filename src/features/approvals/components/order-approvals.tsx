/**
 * Server mode, on the order page: the order's requests for approval, waiting or decided, with a declined
 * request's reason and a closed one's outcome. Nothing while the order has none.
 */
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '#portal/components/query-view.tsx';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { RequestCard } from './request-card';

const REFRESH_MS = 30_000;

export default function OrderApprovals({ taskId }: { taskId: string }) {
  const { t } = useTranslation(['translation', 'approvals']);
  const user = useCurrentUser();
  const sees = user.roles.some((role) => role === 'admin' || role === 'approver');
  const requests = useQuery({
    ...approvalQueries.requests({ scope: sees ? 'all' : 'mine', taskId }),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  if (requests.isError && !requests.data)
    return <QueryError title={t('approvals:order.loadFailed')} query={requests} />;
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="order-approvals-heading" gap="sm">
      <Title order={2} id="order-approvals-heading">
        {t('approvals:order.title')}
      </Title>
      {list.map((request) => (
        <RequestCard key={request.id} request={request} me={user.sub} actions={undefined} headingLevel={3} />
      ))}
    </Stack>
  );
}
