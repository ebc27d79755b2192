/**
 * The portal server's answer to "may this quote be accepted now?" (the same check that guards the quote's
 * PATCH), shown in the accept dialog: no approval needed, approved, waiting, or how many approvals the order's
 * total needs, with the button that asks for them.
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuoteApproval } from '#portal-contract/approvals';
import { PageError } from '#portal/components/page-error.tsx';
import { approvalQueries } from '#portal/lib/api/approvals/approval-queries.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';

/** Whether the quote may be accepted now, by what the server answered. */
export const mayAccept = (answer: QuoteApproval | undefined) =>
  answer?.verdict === 'free' || answer?.verdict === 'covered';

export function ApprovalCheck({
  quoteId,
  onRequest,
  requesting,
  requestError,
}: {
  quoteId: string;
  onRequest: () => void;
  requesting: boolean;
  requestError: unknown;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { money } = useFormatters();
  const check = useQuery(approvalQueries.quote(quoteId));
  if (check.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('approvals:check.checking')}</Text>
      </Group>
    );
  if (check.isError)
    return (
      <PageError
        title={t('approvals:check.failed')}
        error={check.error}
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  const answer = check.data;
  switch (answer.verdict) {
    case 'free':
      return (
        <Text size="sm" role="status">
          {t('approvals:check.free')}
        </Text>
      );
    case 'covered':
      return (
        <Alert color="green" variant="light" role="status">
          {t('approvals:check.covered')}
        </Alert>
      );
    case 'pending':
      return (
        <Alert color="yellow" variant="light" role="status">
          {t('approvals:check.pending', {
            given: answer.request?.approvals.length ?? 0,
            required: answer.request?.approvalsRequired ?? answer.approvalsRequired,
          })}
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert color="red" variant="light" role="status">
          {answer.message}
        </Alert>
      );
    case 'needed':
      return (
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm">
            {t('approvals:check.needed', {
              count: answer.approvalsRequired,
              total: money(answer.orderTotal, answer.referenceCurrency ?? 'EUR'),
            })}
          </Text>
          {requestError ? (
            <PageError
              title={t('approvals:check.requestFailed')}
              error={requestError}
              onRetry={onRequest}
              retrying={requesting}
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button onClick={onRequest} loading={requesting}>
              {t('approvals:check.request')}
            </Button>
          </Group>
        </Alert>
      );
  }
}
