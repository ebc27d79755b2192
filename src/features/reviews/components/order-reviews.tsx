/**
 * The order's quality reviews (server mode), for the orderer and everyone who follows the order: per delivered
 * language the latest review's verdict, score and pass or fail, the issues as files for the vendor, and the way
 * to the compare view where the issues stand on their segments. Nothing shows before a review is started.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '#contract/task';
import type { Review, Verdict } from '#portal-contract/reviews';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { canAccess } from '#portal/lib/auth/roles.ts';
import { deliveryActions } from '#portal/lib/task-lifecycle/actions.ts';
import { deliveryQueries } from '#portal/lib/api/deliveries/delivery-queries.ts';
import { usePostEditingOffer } from '#portal/components/use-post-editing-offer.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { paths } from '#portal/lib/paths.ts';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';
import { countedIssues, latestPerLanguage, shownScore } from '#portal/features/reviews/lib/review-state.ts';
import { ReviewExports } from './review-exports';

const HEADING = 'order-reviews-heading';
const VERDICT_COLOUR: Record<Verdict, string> = {
  accept: 'green',
  'accept-with-notes': 'teal',
  'rework-needed': 'orange',
  reject: 'red',
};

export default function OrderReviews({ task }: { task: Task }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const reviews = useQuery(qualityReviewQueries.byTask(task.id));
  if (reviews.isError) return <QueryError title={t('reviews:loadFailed')} query={reviews} />;
  const latest = latestPerLanguage(reviews.data?.reviews);
  if (latest.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={HEADING} gap="sm">
      <Title order={2} id={HEADING}>
        {t('reviews:summary.title')}
      </Title>
      {latest.map((review) => (
        <LanguageReview key={review.id} review={review} task={task} />
      ))}
    </Stack>
  );
}

function LanguageReview({ review, task }: { review: Review; task: Task }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { languageName, number, dateTime } = useFormatters();
  const score = shownScore(review);
  const language = languageName(review.targetLanguage);
  const submitted = review.status !== 'draft';
  const severities = ['critical', 'major', 'minor', 'neutral'] as const;
  return (
    <Paper withBorder p="md" component="article" aria-label={language}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={3} size="h5">
            {language}
          </Title>
          {submitted && review.verdict ? (
            <Badge variant="light" tt="none" color={VERDICT_COLOUR[review.verdict]}>
              {t(`reviews:verdict.${review.verdict}`)}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('reviews:summary.draft', { name: review.reviewer.name })}
            </Text>
          )}
          {submitted && score && (
            <Text size="sm">
              {t('reviews:score.calibrated')}{' '}
              <Text span fw={700}>
                {number(Number(score.calibratedScore), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
              </Text>{' '}
              · {review.passed ? t('reviews:score.passed') : t('reviews:score.failed')}
            </Text>
          )}
        </Group>
        {submitted && (
          <>
            <Text size="sm">
              {t('reviews:verdict.submitted', {
                verdict: review.verdict ? t(`reviews:verdict.${review.verdict}`) : '',
                when: review.submittedAt ? dateTime(review.submittedAt) : '',
                name: review.reviewer.name,
              })}
            </Text>
            {review.reason && <Text size="sm">{review.reason}</Text>}
            <Table withTableBorder w="auto" fz="sm" captionSide="top">
              <Table.Caption ta="start">{t('reviews:issues.title')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {severities.map((s) => (
                    <Table.Th key={s} scope="col">
                      {t(`reviews:severity.${s}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  {severities.map((s) => (
                    <Table.Td key={s}>{number(countOf(review, s))}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <ReviewExports review={review} />
            {(review.verdict === 'rework-needed' || review.verdict === 'reject') && (
              <ReworkNext review={review} task={task} language={language} />
            )}
          </>
        )}
        <Anchor component={Link} to={paths.compare.getHref(review.taskId, review.deliveryId)} size="sm">
          {t('reviews:summary.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * What the orderer can do about a rework verdict: a machine translation can be post-edited by a vendor (the
 * service's own way); any other delivery is ordered again, with the review's issues as the vendor's instructions.
 */
function ReworkNext({ review, task, language }: { review: Review; task: Task; language: string }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const user = useCurrentUser();
  const delivery = useQuery(deliveryQueries.detail(review.deliveryId));
  const { confirm, mutation } = usePostEditingOffer(task.id, review.deliveryId, language);
  const postEditable = delivery.data
    ? deliveryActions(task, delivery.data, user.roles).has('requestPostEditing')
    : false;
  const reorder = canAccess(user.roles, 'newOrder');
  const postEditing = delivery.data?.postEditing === true;
  if (!postEditable && !postEditing && !reorder) return null;
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm" fw={600}>
        {t('reviews:rework.next')}
      </Text>
      {postEditing ? (
        <Text size="sm">{t('reviews:rework.postEditingOrdered', { language })}</Text>
      ) : postEditable ? (
        <>
          <Text size="sm">{t('reviews:rework.postEditing', { language })}</Text>
          <BusyButton size="xs" variant="light" loading={mutation.isPending} onClick={confirm}>
            {t('reviews:rework.postEditingButton')}
          </BusyButton>
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert" title={t('deliveries.section.postEditingFailed')} p="xs">
              <Text size="sm">{describeError(mutation.error, t)}</Text>
            </Alert>
          )}
        </>
      ) : (
        <>
          <Text size="sm">{t('reviews:rework.orderAgain', { language })}</Text>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={paths.newOrder.getHref({ from: task.id, review: review.id })}
            h="auto"
            py={6}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          >
            {t('reviews:rework.orderAgainButton', { language })}
          </Button>
        </>
      )}
    </Stack>
  );
}

const countOf = (review: Review, severity: string) =>
  countedIssues(review.issues).filter((i) => i.severity === severity).length;
