/** The review's issues, in the document's order: where, how severe, what and the suggested fix, with comments. */
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueComment, IssueStatus, Review, ReviewIssue } from '#portal-contract/reviews';
import type { Severity } from '#quality/mqm';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { PENDING_ISSUE } from '#portal/lib/api/quality-reviews/use-review-mutations.ts';

export const SEVERITY_COLOUR: Record<Severity, string> = {
  neutral: 'gray',
  minor: 'yellow',
  major: 'orange',
  critical: 'red',
};

export interface IssueActions {
  onRemove: (issue: ReviewIssue) => void;
  onEdit: (issue: ReviewIssue) => void;
  /** An issue of the last delivery confirmed fixed or still there (kept), or open again. */
  onStatus: (issue: ReviewIssue, status: IssueStatus) => void;
  /** Resolves true once saved; false when saving failed (the typed comment stays). */
  onComment: (issue: ReviewIssue, text: string, parentId: string | null) => Promise<boolean>;
}

/** The comments of an issue in thread order: each followed by its replies, with how deep it sits. */
export function threaded(comments: readonly IssueComment[]): { comment: IssueComment; depth: number }[] {
  const ids = new Set(comments.map((c) => c.id));
  const replies = new Map<string | null, IssueComment[]>();
  for (const comment of comments) {
    // A reply to a comment the list lacks starts a thread of its own.
    const parent = comment.parentId !== null && ids.has(comment.parentId) ? comment.parentId : null;
    replies.set(parent, [...(replies.get(parent) ?? []), comment]);
  }
  const ordered: { comment: IssueComment; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const comment of replies.get(parent) ?? []) {
      ordered.push({ comment, depth });
      walk(comment.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

export function ReviewIssues({
  review,
  placeOf,
  targetOf,
  onGoTo,
  actions,
}: {
  review: Review;
  /** The segment's place as the compare table names it. */
  placeOf: (segmentKey: string) => string;
  /** The segment's translation, for the words at issue. */
  targetOf: (segmentKey: string) => string | null;
  onGoTo?: ((segmentKey: string) => void) | undefined;
  /** Null: the review is read only (submitted, or not the reader's to change). */
  actions: IssueActions | null;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const issues = [...review.issues].sort(
    (a, b) => a.segmentIndex - b.segmentIndex || a.createdAt.localeCompare(b.createdAt),
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby={`issues-${review.id}`}>
      <Text fw={600} id={`issues-${review.id}`}>
        {t('reviews:issues.title')} ({issues.length})
      </Text>
      {issues.length === 0 && (
        <Text size="sm" c="dimmed">
          {review.status === 'draft' ? t('reviews:issues.empty') : t('reviews:issues.emptySubmitted')}
        </Text>
      )}
      {issues.map((issue) => (
        <IssueCard
          key={issue.id}
          issue={issue}
          place={placeOf(issue.segmentKey)}
          target={targetOf(issue.segmentKey)}
          carried={review.previousReviewId !== null && issue.previousIssueId !== null}
          onGoTo={onGoTo}
          actions={actions}
        />
      ))}
    </Stack>
  );
}

function IssueCard({
  issue,
  place,
  target,
  carried,
  onGoTo,
  actions,
}: {
  issue: ReviewIssue;
  place: string;
  target: string | null;
  /** An issue of the last delivery's review, carried over to this delivery's. */
  carried: boolean;
  onGoTo?: ((segmentKey: string) => void) | undefined;
  actions: IssueActions | null;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { dateTime } = useFormatters();
  const [comment, setComment] = useState('');
  const [replyTo, setReplyTo] = useState<IssueComment | null>(null);
  const commentInput = useRef<HTMLInputElement>(null);
  const pending = issue.id === PENDING_ISSUE;
  const words = target?.slice(issue.targetSpan.start, issue.targetSpan.end) ?? '';
  const category = issue.subcategory
    ? `${t(`reviews:dimension.${issue.dimension}`)} › ${t(`reviews:subcategory.${issue.subcategory}` as 'reviews:subcategory.addition')}`
    : t(`reviews:dimension.${issue.dimension}`);
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`${place}: ${category}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={SEVERITY_COLOUR[issue.severity]} variant="light" tt="none">
            {t(`reviews:severity.${issue.severity}`)}
          </Badge>
          <Text size="sm" fw={600}>
            {category}
          </Text>
          {onGoTo ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onGoTo(issue.segmentKey)}>
              {t('reviews:issues.goTo', { place })}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
          {carried && (
            <Badge variant="outline" color="blue.7" c="dark.8" tt="none">
              {t('reviews:issues.carried')}
            </Badge>
          )}
          {issue.status !== 'open' && (
            <Badge variant="outline" color={issue.status === 'fixed' ? 'green.7' : 'gray.7'} c="dark.8" tt="none">
              {t(`reviews:issues.status.${issue.status}`)}
            </Badge>
          )}
          {pending && (
            <Text size="xs" c="dimmed">
              {t('reviews:issues.saving')}
            </Text>
          )}
        </Group>
        {words && (
          <Text size="sm" fs="italic">
            “{words}”
          </Text>
        )}
        {issue.comment && <Text size="sm">{issue.comment}</Text>}
        {issue.suggestedFix && <Text size="sm">{t('reviews:issues.suggested', { fix: issue.suggestedFix })}</Text>}
        {issue.comments.length > 0 && (
          <Stack gap={2} pl="sm" style={{ borderInlineStart: '2px solid var(--mantine-color-gray-3)' }}>
            {threaded(issue.comments).map(({ comment: c, depth }) => (
              <Group key={c.id} gap="xs" pl={Math.min(depth, 3) * 16} wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ flex: 1 }}>
                  <Text span fw={600} size="sm">
                    {c.author.name}
                  </Text>{' '}
                  <Text span c="dimmed" size="xs">
                    {dateTime(c.at)}
                  </Text>
                  {': '}
                  {c.text}
                </Text>
                {actions && !pending && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={t('reviews:issues.replyLabel', { name: c.author.name })}
                    onClick={() => {
                      setReplyTo(c);
                      commentInput.current?.focus();
                    }}
                  >
                    {t('reviews:issues.reply')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {actions && !pending && carried && (
          <Group gap="xs" wrap="wrap">
            {issue.status === 'open' ? (
              <>
                <Text size="sm">{t('reviews:issues.confirmQuestion')}</Text>
                <Button size="xs" variant="light" color="green" onClick={() => actions.onStatus(issue, 'fixed')}>
                  {t('reviews:issues.confirmFixed')}
                </Button>
                <Button size="xs" variant="light" color="orange" onClick={() => actions.onStatus(issue, 'kept')}>
                  {t('reviews:issues.confirmKept')}
                </Button>
              </>
            ) : (
              <Button size="xs" variant="subtle" onClick={() => actions.onStatus(issue, 'open')}>
                {t('reviews:issues.reopen')}
              </Button>
            )}
          </Group>
        )}
        {actions && !pending && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              ref={commentInput}
              size="xs"
              label={
                replyTo ? t('reviews:issues.replyTo', { name: replyTo.author.name }) : t('reviews:issues.commentLabel')
              }
              value={comment}
              maxLength={2000}
              onChange={(event) => setComment(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              size="xs"
              variant="default"
              disabled={comment.trim() === ''}
              onClick={() =>
                void actions.onComment(issue, comment.trim(), replyTo?.id ?? null).then((saved) => {
                  if (!saved) return;
                  setComment('');
                  setReplyTo(null);
                })
              }
            >
              {replyTo ? t('reviews:issues.sendReply') : t('reviews:issues.send')}
            </Button>
            {replyTo && (
              <Button size="xs" variant="subtle" onClick={() => setReplyTo(null)}>
                {t('reviews:issues.cancelReply')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              aria-label={t('reviews:issues.editLabel', { place })}
              onClick={() => actions.onEdit(issue)}
            >
              {t('reviews:issues.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('reviews:issues.removeLabel', { place })}
              onClick={() => actions.onRemove(issue)}
            >
              {t('reviews:issues.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
