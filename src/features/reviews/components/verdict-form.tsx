/**
 * The verdict on a draft review (accept, accept with notes, rework needed, reject), submitted after a
 * confirmation, as a submitted review is never changed; on a submitted one: what was decided, a new version
 * to change it, and an override of pass or fail with its reason.
 */
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod';
import { REVIEW_TEXT_MAX, VERDICTS, type Review, type Verdict } from '#portal-contract/reviews';
import { RadioGroupField } from '#portal/lib/forms/fields.tsx';
import { useSchemaForm, type FormSchema } from '#portal/lib/forms/use-schema-form.ts';
import { describeError } from '#portal/lib/describe-error.ts';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import {
  useOverridePassFail,
  useStartReview,
  useSubmitVerdict,
} from '#portal/lib/api/quality-reviews/use-review-mutations.ts';
import { countedIssues } from '#portal/features/reviews/lib/review-state.ts';

interface VerdictValues {
  verdict: Verdict | '';
  reason: string;
}

type ReviewsT = ReturnType<typeof useTranslation<['translation', 'reviews']>>['t'];

/** Rework names what to rework (an issue at least); a rejection says why. */
const verdictSchema =
  (t: ReviewsT): FormSchema<VerdictValues, { issues: number }> =>
  (_t, context) =>
    z.object({ verdict: z.enum(VERDICTS), reason: z.string() }).check(
      z.refine((v) => v.verdict !== 'reject' || v.reason.trim() !== '', {
        message: t('reviews:verdict.reasonRequired'),
        path: ['reason'],
      }),
      z.refine((v) => v.verdict !== 'rework-needed' || context.issues > 0, {
        message: t('reviews:verdict.reworkNeedsIssues'),
        path: ['verdict'],
      }),
    );

export function VerdictForm({ review }: { review: Review }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const submit = useSubmitVerdict();
  const issues = countedIssues(review.issues).length;
  const schema = useMemo(() => verdictSchema(t), [t]);
  const form = useSchemaForm<VerdictValues, { issues: number }>(schema, {
    defaultValues: { verdict: '', reason: '' },
    context: { issues },
  });

  const onSubmit = form.handleSubmit(({ verdict, reason }) => {
    if (verdict === '') return;
    modals.openConfirmModal({
      title: t('reviews:verdict.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t(`reviews:verdict.${verdict}`)}
          </Text>
          <Text size="sm">{t('reviews:verdict.confirmMessage')}</Text>
        </Stack>
      ),
      labels: { confirm: t('reviews:verdict.confirm'), cancel: t('reviews:verdict.back') },
      onConfirm: () =>
        submit.mutate({ taskId: review.taskId, reviewId: review.id, input: { verdict, reason: reason.trim() } }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`verdict-${review.id}`}>
      <Stack gap="sm">
        <Text fw={600} id={`verdict-${review.id}`}>
          {t('reviews:verdict.title')}
        </Text>
        <RadioGroupField control={form.control} name="verdict" label={t('reviews:verdict.choice')} required>
          <Group gap="md" mt={4} wrap="wrap">
            {VERDICTS.map((v) => (
              <Radio key={v} value={v} label={t(`reviews:verdict.${v}`)} />
            ))}
          </Group>
        </RadioGroupField>
        <Textarea
          label={t('reviews:verdict.reason')}
          description={t('reviews:verdict.reasonHelp')}
          rows={2}
          maxLength={REVIEW_TEXT_MAX}
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        {submit.isError && (
          <Alert color="red" variant="light" title={t('reviews:verdict.failed')}>
            {describeError(submit.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {t('reviews:verdict.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A submitted review: the verdict, and for those who review, a new version or an override of pass or fail. */
export function SubmittedVerdict({ review, canChange }: { review: Review; canChange: boolean }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { dateTime } = useFormatters();
  const again = useStartReview();
  const override = useOverridePassFail();
  const [reason, setReason] = useState('');
  const passed = review.passed ?? false;
  return (
    <Stack gap="sm">
      {review.verdict && (
        <Text fw={600}>
          {t('reviews:verdict.submitted', {
            verdict: t(`reviews:verdict.${review.verdict}`),
            when: review.submittedAt ? dateTime(review.submittedAt) : '',
            name: review.reviewer.name,
          })}
        </Text>
      )}
      {review.reason && <Text size="sm">{review.reason}</Text>}
      {canChange && review.status === 'submitted' && (
        <>
          <Group>
            <Button variant="default" loading={again.isPending} onClick={() => again.mutate({ supersede: review.id })}>
              {t('reviews:verdict.newVersion')}
            </Button>
          </Group>
          {again.isError && (
            <Alert color="red" variant="light" title={t('reviews:verdict.newVersionFailed')}>
              {describeError(again.error, t)}
            </Alert>
          )}
          <Stack gap="xs" component="section" aria-label={t('reviews:override.title')}>
            <Text fw={600} size="sm">
              {t('reviews:override.title')}
            </Text>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Textarea
                label={t('reviews:override.reason')}
                value={reason}
                maxLength={REVIEW_TEXT_MAX}
                onChange={(event) => setReason(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button
                variant="default"
                disabled={reason.trim() === ''}
                loading={override.isPending}
                onClick={() =>
                  override.mutate(
                    { taskId: review.taskId, reviewId: review.id, passed: !passed, reason: reason.trim() },
                    { onSuccess: () => setReason('') },
                  )
                }
              >
                {passed ? t('reviews:override.toFail') : t('reviews:override.toPass')}
              </Button>
            </Group>
            {override.isError && (
              <Alert color="red" variant="light" title={t('reviews:override.failed')}>
                {describeError(override.error, t)}
              </Alert>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
