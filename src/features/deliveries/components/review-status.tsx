/**
 * Where a language's review stands, in one line: in review since when and until when the service approves
 * it by itself, or approved when. Shown to the orderer on the delivery and to the reviewer beside the texts.
 */
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '#contract/delivery';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { reviewOf, reviewQueries } from '#portal/lib/api/deliveries/review-records.ts';
import { isDelivered, isInReview, reviewApproved } from '#portal/lib/task-lifecycle/delivery-states.ts';

export function ReviewStatus({
  taskId,
  delivery,
  reviewed,
}: {
  taskId: string;
  delivery: Delivery;
  /** The order's project requires review: a delivered language was approved, so say when. */
  reviewed: boolean;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const inReview = isInReview(delivery);
  const records = useQuery({
    ...reviewQueries.byTask(taskId),
    enabled: inReview || (reviewed && isDelivered(delivery)),
  });
  const review = reviewOf(records.data, delivery);
  if (!review) return null;

  let line: string;
  if (inReview) {
    const since = review.createdAt ? dateTime(review.createdAt) : '—';
    line = review.autoApprovalAt
      ? t('deliveries.review.status.inReviewUntil', { since, until: dateTime(review.autoApprovalAt) })
      : t('deliveries.review.status.inReview', { since });
  } else if (reviewApproved(review)) {
    const when = review.approvedAt ?? review.updatedAt;
    line = when
      ? t('deliveries.review.status.approvedAt', { when: dateTime(when) })
      : t('deliveries.review.status.approved');
  } else return null;

  return (
    <Text size="sm" c="dimmed" role="status">
      {line}
    </Text>
  );
}
