/**
 * The order's quality reviews (server mode), for the orderer and everyone who follows the order: per delivered
 * language the latest review's verdict, score and pass or fail, the issues as files for the vendor, and the way
 * to the compare view where the issues stand on their segments. Nothing shows before a review is started.
 */
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Review, Verdict } from '#portal-contract/reviews';
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

export default function OrderReviews({ taskId }: { taskId: string }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const reviews = useQuery(qualityReviewQueries.byTask(taskId));
  if (reviews.isError) return <QueryError title={t('reviews:loadFailed')} query={reviews} />;
  const latest = latestPerLanguage(reviews.data?.reviews);
  if (latest.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={HEADING} gap="sm">
      <Title order={2} id={HEADING}>
        {t('reviews:summary.title')}
      </Title>
      {latest.map((review) => (
        <LanguageReview key={review.id} review={review} />
      ))}
    </Stack>
  );
}

function LanguageReview({ review }: { review: Review }) {
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
          </>
        )}
        <Anchor component={Link} to={paths.compare.getHref(review.taskId, review.deliveryId)} size="sm">
          {t('reviews:summary.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

const countOf = (review: Review, severity: string) =>
  countedIssues(review.issues).filter((i) => i.severity === severity).length;
