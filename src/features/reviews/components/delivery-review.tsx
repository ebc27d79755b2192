/**
 * The review of one delivered language in its compare view (server mode): the score and the verdict above the
 * texts, the issues marked, and on each row of the table the issues there and "Mark issue" (M on the row).
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '#portal-contract/reviews';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { qualityReviewQueries } from '#portal/lib/api/quality-reviews/quality-review-queries.ts';
import {
  useAddComment,
  useAddIssue,
  useEditIssue,
  useRemoveIssue,
  useStartReview,
} from '#portal/lib/api/quality-reviews/use-review-mutations.ts';
import type { RowTools, ToolRow } from '#portal/components/row-tools.ts';
import { currentReview } from '#portal/features/reviews/lib/review-state.ts';
import { DeliveryChanges, useDeliveryChanges } from './delivery-changes';
import { IssueDialog, type MarkedSegment } from './issue-dialog';
import { ReviewExports } from './review-exports';
import { ReviewIssues, type IssueActions } from './review-issues';
import { ScoreFigures } from './score-figures';
import { SubmittedVerdict, VerdictForm } from './verdict-form';

/** A row of the compare table: its segment's key, place and translation. */
export interface ReviewedRow extends ToolRow {
  label: string;
}

export interface DeliveryReviewProps<R extends ReviewedRow> {
  taskId: string;
  deliveryId: string;
  /** The delivered document the table shows, and its rows. */
  documentId: string;
  rows: readonly R[];
  /** The compare table, with the review's tools on its rows (none before a review starts). */
  renderTable: (tools?: RowTools<R>) => ReactNode;
  /** Reviewers and admins mark issues and give verdicts; everyone else reads them. */
  canReview: boolean;
}

export function DeliveryReview<R extends ReviewedRow>({
  taskId,
  deliveryId,
  documentId,
  rows,
  renderTable,
  canReview,
}: DeliveryReviewProps<R>) {
  const { t } = useTranslation(['translation', 'reviews']);
  const reviews = useQuery(qualityReviewQueries.byTask(taskId));
  const start = useStartReview();
  const latest = currentReview(reviews.data?.reviews, deliveryId);
  // Delivered again since it was reviewed (a rework, a post-edit): the new documents get a review of their own.
  const redelivered =
    latest !== undefined &&
    latest.status !== 'draft' &&
    latest.documentIds.length > 0 &&
    !latest.documentIds.includes(documentId);
  const review = redelivered ? undefined : latest;

  let panel;
  if (reviews.isPending) panel = <LoadingState label={t('reviews:title')} />;
  else if (reviews.isError)
    panel = (
      <PageError
        title={t('reviews:loadFailed')}
        error={reviews.error}
        onRetry={() => reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  else if (!review)
    panel = (
      <Stack gap="xs">
        {redelivered && (
          <Text size="sm">
            {t('reviews:redelivered', {
              version: latest.version,
              verdict: latest.verdict ? t(`reviews:verdict.${latest.verdict}`) : '',
            })}
          </Text>
        )}
        <Text size="sm">
          {canReview
            ? t(redelivered ? 'reviews:introRedelivered' : 'reviews:intro')
            : t(redelivered ? 'reviews:notStartedRedelivered' : 'reviews:notStarted')}
        </Text>
        {canReview && (
          <Group>
            <Button loading={start.isPending} onClick={() => start.mutate({ deliveryId })}>
              {t(redelivered ? 'reviews:startRedelivered' : 'reviews:start')}
            </Button>
          </Group>
        )}
        {start.isError && (
          <Alert color="red" variant="light" title={t('reviews:startFailed')}>
            {describeError(start.error, t)}
          </Alert>
        )}
      </Stack>
    );

  if (!review || panel)
    return (
      <Stack gap="md">
        <Paper withBorder p="md" component="section" aria-label={t('reviews:title')}>
          {panel}
        </Paper>
        {renderTable()}
      </Stack>
    );
  return (
    <ReviewWork review={review} documentId={documentId} rows={rows} renderTable={renderTable} canReview={canReview} />
  );
}

function ReviewWork<R extends ReviewedRow>({
  review,
  documentId,
  rows,
  renderTable,
  canReview,
}: Pick<DeliveryReviewProps<R>, 'documentId' | 'rows' | 'renderTable' | 'canReview'> & { review: Review }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { number } = useFormatters();
  const user = useCurrentUser();
  const addIssue = useAddIssue();
  const removeIssue = useRemoveIssue();
  const editIssue = useEditIssue();
  const { byKey: changed } = useDeliveryChanges(review, documentId);
  const addComment = useAddComment();
  const [marking, setMarking] = useState<MarkedSegment | null>(null);
  const [show, setShow] = useState<RowTools['show']>(null);
  const editable = canReview && review.status === 'draft';
  const target = { taskId: review.taskId, reviewId: review.id };

  const issues = useMemo(() => review.issues.filter((i) => i.documentId === documentId), [review.issues, documentId]);
  const counts = useMemo(() => {
    const byRow = new Map<string, number>();
    for (const issue of issues) byRow.set(issue.segmentKey, (byRow.get(issue.segmentKey) ?? 0) + 1);
    return byRow;
  }, [issues]);
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  const mark = useCallback(
    (row: { id: string; target: string | null }, place: string) => {
      if (!editable || row.target === null) return false;
      addIssue.reset();
      setMarking({ documentId, segmentKey: row.id, place, target: row.target });
      return true;
    },
    [editable, documentId, addIssue],
  );
  const rowTools: RowTools<R> = {
    marked: (row) => counts.has(row.id),
    render: (row, place) => (
      <Stack gap={4} mt={4} align="flex-start">
        {changed.has(row.id) && (
          <Badge size="sm" color="blue" variant="light" tt="none">
            {t('reviews:changes.badge')}
          </Badge>
        )}
        {counts.has(row.id) && (
          <Badge size="sm" color="orange" variant="light" tt="none">
            {t('reviews:mark.count', { count: counts.get(row.id) ?? 0, formatted: number(counts.get(row.id) ?? 0) })}
          </Badge>
        )}
        {editable && row.target !== null && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('reviews:mark.label', { place })}
            onClick={() => mark(row, place)}
          >
            {t('reviews:mark.button')}
          </Button>
        )}
      </Stack>
    ),
    onKey: (key, row, place) => key === 'm' && mark(row, place),
    show,
  };
  const placeOf = (key: string) => rowsById.get(key)?.label ?? key;
  const goTo = (key: string) => setShow((last) => ({ rowId: key, seq: (last?.seq ?? 0) + 1 }));
  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: describeError(error, t) });
  const actions: IssueActions | null = editable
    ? {
        onRemove: (issue) =>
          removeIssue.mutate({ ...target, issueId: issue.id }, { onError: failed(t('reviews:issues.removeFailed')) }),
        onEdit: (issue) => {
          editIssue.reset();
          setMarking({
            documentId,
            segmentKey: issue.segmentKey,
            place: placeOf(issue.segmentKey),
            target: rowsById.get(issue.segmentKey)?.target ?? '',
            issue,
          });
        },
        onStatus: (issue, status) =>
          editIssue.mutate(
            { ...target, issueId: issue.id, patch: { status } },
            { onError: failed(t('reviews:issues.statusFailed')) },
          ),
        onComment: (issue, text, parentId) =>
          addComment.mutateAsync({ ...target, issueId: issue.id, text, parentId }).then(
            () => true,
            (error: unknown) => {
              failed(t('reviews:issues.commentFailed'))(error);
              return false;
            },
          ),
      }
    : null;
  const settings = review.profile.settings;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={t('reviews:title')}>
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{t('reviews:title')}</Text>
            <Badge variant="outline" tt="none">
              {t(`reviews:status.${review.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('reviews:reviewer', { name: review.reviewer.name, version: review.version })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('reviews:profile', {
              version: review.profile.version,
              allowance: number(Number(settings.allowance)),
              words: number(settings.referenceWords),
            })}
          </Text>
          <ScoreFigures review={review} />
          {editable ? (
            <>
              <Text size="sm" c="dimmed">
                {t('reviews:score.live')} {t('reviews:keyboard')}
              </Text>
              <VerdictForm review={review} />
            </>
          ) : (
            <>
              <SubmittedVerdict review={review} canChange={canReview} />
              {review.status !== 'draft' && <ReviewExports review={review} />}
            </>
          )}
        </Stack>
      </Paper>
      {review.previousReviewId !== null && (
        <DeliveryChanges review={review} documentId={documentId} placeOf={placeOf} onGoTo={goTo} />
      )}
      <ReviewIssues
        review={{ ...review, issues }}
        placeOf={placeOf}
        targetOf={(key) => rowsById.get(key)?.target ?? null}
        onGoTo={goTo}
        actions={actions}
      />
      {renderTable(rowTools)}
      <IssueDialog
        segment={marking}
        error={marking?.issue ? editIssue.error : addIssue.error}
        onClose={() => setMarking(null)}
        onSave={(input) => {
          const editing = marking?.issue;
          if (!editing) {
            addIssue.mutate(
              { ...target, input, reviewer: { sub: user.sub, name: user.name } },
              { onSuccess: () => setMarking(null) },
            );
            return;
          }
          const { documentId: _, segmentKey: __, ...patch } = input;
          editIssue.mutate({ ...target, issueId: editing.id, patch }, { onSuccess: () => setMarking(null) });
        }}
      />
    </Stack>
  );
}
