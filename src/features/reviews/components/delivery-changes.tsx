/**
 * A new delivery of a language reviewed before: which segments of the document its translation changed, each
 * shown before and now with the changed words marked (struck through and underlined as well as coloured), and
 * the issues of the last review carried over, which the reviewer confirms fixed or still there.
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review, SegmentChange } from '#portal-contract/reviews';
import { PageError } from '#portal/components/page-error.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';
import { wordDiff, type DiffRun } from '#portal/features/reviews/lib/word-diff.ts';

/** Changes listed at first; the rest on request, so a retranslated document does not make a page of thousands. */
const FIRST = 10;

/** The changed segments of the review's document by key, and the query's state. */
export function useDeliveryChanges(review: Review, documentId: string) {
  const query = useQuery({ ...qualityReviewQueries.changes(review.id), enabled: review.previousReviewId !== null });
  const changes = useMemo(
    () => query.data?.documents.find((d) => d.documentId === documentId) ?? null,
    [query.data, documentId],
  );
  const byKey = useMemo(() => new Map((changes?.changed ?? []).map((c) => [c.segmentKey, c])), [changes]);
  return { query, changes, byKey };
}

/** Issues of the last review still to be confirmed fixed or still there. */
export const toConfirm = (review: Review) =>
  review.previousReviewId === null
    ? []
    : review.issues.filter((issue) => issue.previousIssueId !== null && issue.status === 'open');

export function DeliveryChanges({
  review,
  documentId,
  placeOf,
  onGoTo,
}: {
  review: Review;
  documentId: string;
  placeOf: (segmentKey: string) => string;
  onGoTo: (segmentKey: string) => void;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { number } = useFormatters();
  const { query, changes } = useDeliveryChanges(review, documentId);
  const [all, setAll] = useState(false);
  const confirm = toConfirm(review).filter((issue) => issue.documentId === documentId).length;

  let body;
  if (query.isPending) body = <Text size="sm">{t('reviews:changes.loading')}</Text>;
  else if (query.isError)
    body = (
      <PageError
        title={t('reviews:changes.failed')}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!changes || changes.previousDocumentId === null)
    body = <Text size="sm">{t('reviews:changes.newDocument')}</Text>;
  else {
    const shown = all ? changes.changed : changes.changed.slice(0, FIRST);
    const count = changes.changed.length;
    body = (
      <Stack gap="xs">
        <Text size="sm">
          {count === 0 ? t('reviews:changes.none') : t('reviews:changes.count', { count, formatted: number(count) })}
          {changes.removed > 0 &&
            ` ${t('reviews:changes.removed', { count: changes.removed, formatted: number(changes.removed) })}`}
        </Text>
        {shown.map((change) => (
          <ChangedSegment
            key={change.segmentKey}
            change={change}
            place={placeOf(change.segmentKey)}
            language={review.targetLanguage}
            onGoTo={onGoTo}
          />
        ))}
        {count > shown.length && (
          <Group>
            <Button size="xs" variant="default" onClick={() => setAll(true)}>
              {t('reviews:changes.showAll', { count, formatted: number(count) })}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`changes-${review.id}`}>
      <Stack gap="xs">
        <Text fw={600} id={`changes-${review.id}`}>
          {t('reviews:changes.title')}
        </Text>
        {confirm > 0 && (
          <Alert color="blue" variant="light" role="note" title={t('reviews:changes.confirmTitle')}>
            {t('reviews:changes.confirm', { count: confirm, formatted: number(confirm) })}
          </Alert>
        )}
        {body}
      </Stack>
    </Paper>
  );
}

/** One side of a change: its label, then its text with the changed words marked, or that it has none. */
function Side({
  label,
  text,
  runs,
  as,
  language,
}: {
  label: string;
  text: string | null;
  runs: DiffRun[];
  as: 'del' | 'ins';
  language: string;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const colour = as === 'del' ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-green-light)';
  return (
    <Text size="sm">
      <Text span size="sm" fw={600}>
        {label}{' '}
      </Text>
      {text === null ? (
        <Text span size="sm" c="dimmed" fs="italic">
          {t('reviews:changes.noText')}
        </Text>
      ) : (
        <Text span size="sm" lang={language}>
          {runs.map((run, i) =>
            run.changed ? (
              <Text
                key={i}
                span
                component={as}
                inherit
                style={{ background: colour, textDecoration: as === 'del' ? 'line-through' : 'underline' }}
              >
                {run.text}
              </Text>
            ) : (
              <Text key={i} span inherit>
                {run.text}
              </Text>
            ),
          )}
        </Text>
      )}
    </Text>
  );
}

function ChangedSegment({
  change,
  place,
  language,
  onGoTo,
}: {
  change: SegmentChange;
  place: string;
  language: string;
  onGoTo: (segmentKey: string) => void;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const diff = wordDiff(change.before ?? '', change.after ?? '', language);
  return (
    <Paper withBorder p="xs" radius="sm" component="article" aria-label={place}>
      <Stack gap={4}>
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => onGoTo(change.segmentKey)}>
            {t('reviews:issues.goTo', { place })}
          </Button>
        </Group>
        <Side
          label={t('reviews:changes.before')}
          text={change.before}
          runs={diff.before}
          as="del"
          language={language}
        />
        <Side label={t('reviews:changes.after')} text={change.after} runs={diff.after} as="ins" language={language} />
      </Stack>
    </Paper>
  );
}
