/**
 * "Order again" for a rework (server mode): the new order's form filled from the order as usual, then narrowed to
 * the reviewed language, ordered from a vendor (standard), with the review's issues as instructions in the comment
 * before the order's own. A note says so, for the orderer to check before ordering. Its own chunk: only this
 * way to the form needs the reviews.
 */
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';
import { COMMENT_MAX, type OrderFormValues } from '#portal/features/tasks/forms/order-form-schema.ts';
import { reworkInstructions } from '#portal/features/reviews/lib/rework-instructions.ts';

const TWO_PLACES = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export default function ReworkOrder({
  taskId,
  reviewId,
  values,
  children,
}: {
  taskId: string;
  reviewId: string;
  /** The form's values filled from the order. */
  values: OrderFormValues;
  children: (values: OrderFormValues) => ReactNode;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { languageName, dateTime, number } = useFormatters();
  const reviews = useQuery(qualityReviewQueries.byTask(taskId));

  if (reviews.isPending) return <LoadingState label={t('reviews:rework.loading')} />;
  if (reviews.isError)
    return (
      <PageError
        title={t('reviews:rework.loadFailed')}
        error={reviews.error}
        onRetry={() => reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  const review = reviews.data.reviews.find((r) => r.id === reviewId && r.status !== 'draft');
  if (!review)
    return (
      <Stack gap="lg">
        <Alert color="yellow" variant="light" maw={880} title={t('reviews:rework.notFound')}>
          {t('reviews:rework.notFoundBody')}
        </Alert>
        {children(values)}
      </Stack>
    );
  const own = values.comment.trim();
  const instructions = reworkInstructions(
    review,
    t,
    { languageName, dateTime, score: (decimal) => number(Number(decimal), TWO_PLACES) },
    COMMENT_MAX - (own ? own.length + 2 : 0),
  );
  const language = languageName(review.targetLanguage);
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle aria-hidden />} maw={880}>
        {t('reviews:rework.note', { language })}
      </Alert>
      {children({
        ...values,
        kind: 'standard',
        target: [review.targetLanguage],
        comment: own ? `${instructions}\n\n${own}` : instructions,
      })}
    </Stack>
  );
}
