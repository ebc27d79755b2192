/** One request for approval: the quote and its amounts as pinned, who asked, the approvals so far, the outcome. */
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApprovalRequest, RequestStatus } from '#portal-contract/approvals';
import { Money } from '#portal/components/money.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { paths } from '#portal/lib/paths.ts';

const STATUS_COLOUR: Record<RequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  expired: 'gray',
  closed: 'gray',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation(['translation', 'approvals']);
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light">
      {t(`approvals:status.${status}`)}
    </Badge>
  );
}

/** The decision buttons, when this user may still decide on it. */
export interface CardActions {
  onApprove: () => void;
  onDecline: () => void;
  busy: boolean;
}

export function RequestCard({
  request,
  me,
  actions,
  headingLevel = 2,
}: {
  request: ApprovalRequest;
  /** The signed-in user's subject: their own requests and approvals are said so. */
  me: string;
  actions: CardActions | undefined;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(['translation', 'approvals']);
  const { dateTime, date, languageName } = useFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mine = request.requestedBy.sub === me;
  const approvedByMe = request.approvals.some((a) => a.approver.sub === me);
  const headingId = `request-${request.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text component={Heading} id={headingId} fw={600} size="md" m={0}>
            <Anchor component={Link} to={paths.order.getHref(request.taskId)}>
              {t('approvals:queue.order', { id: request.taskId })}
            </Anchor>
          </Text>
          <RequestStatusBadge status={request.status} />
        </Group>
        <Text size="sm">
          {t('approvals:queue.quote', {
            vendor: request.supplierName,
            language: languageName(request.targetLanguage),
            number: request.quoteNumber,
          })}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('approvals:queue.amount')}
            </Text>
            <Text size="sm" fw={600}>
              <Money amount={request.amount} currency={request.currency} />
              {request.currency !== request.referenceCurrency && (
                <>
                  {' · '}
                  <Money amount={request.referenceAmount} currency={request.referenceCurrency} />
                </>
              )}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('approvals:queue.orderTotal')}
            </Text>
            <Text size="sm" fw={600}>
              <Money amount={request.orderTotal} currency={request.referenceCurrency} />
            </Text>
          </Stack>
        </Group>
        {request.currency !== request.referenceCurrency && (
          <Text size="xs" c="dimmed">
            {t('approvals:queue.rate', { rate: request.rate, date: date(request.rateDate) })}
          </Text>
        )}
        <Text size="sm">
          {t('approvals:queue.requestedBy', { name: request.requestedBy.name, date: dateTime(request.requestedAt) })}
        </Text>
        <Text size="sm">
          {t('approvals:queue.approvals', { given: request.approvals.length, required: request.approvalsRequired })}
          {request.approvals.map((a) => (
            <Text key={a.approver.sub} component="span" size="sm" display="block">
              {a.actingFor
                ? t('approvals:queue.approvedByFor', { name: a.approver.name, for: a.actingFor.name })
                : t('approvals:queue.approvedBy', { name: a.approver.name })}
            </Text>
          ))}
        </Text>
        {request.status === 'pending' && (
          <Text size="sm" c="dimmed">
            {t('approvals:queue.expires', { date: dateTime(request.expiresAt) })}
          </Text>
        )}
        {request.reason && (
          <Text size="sm">
            {t('approvals:order.reason', {
              reason: [t(`approvals:reasons.codes.${request.reason.code}`), request.reason.text]
                .filter(Boolean)
                .join(': '),
            })}
          </Text>
        )}
        {request.outcome && <Text size="sm">{request.outcome}</Text>}
        {request.status === 'pending' && mine && (
          <Text size="sm" c="dimmed">
            {t('approvals:queue.own')}
          </Text>
        )}
        {request.status === 'pending' && approvedByMe && (
          <Text size="sm" c="dimmed">
            {t('approvals:queue.alreadyApproved')}
          </Text>
        )}
        {actions && request.status === 'pending' && !mine && !approvedByMe && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" color="red" onClick={actions.onDecline} disabled={actions.busy}>
              {t('approvals:queue.decline')}
            </Button>
            <Button onClick={actions.onApprove} disabled={actions.busy}>
              {t('approvals:queue.approve')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
