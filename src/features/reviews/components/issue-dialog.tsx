/**
 * Marking an issue on one segment: the words at issue (selected in the translation's text, or the whole
 * segment), the MQM category, the severity (keys 1 to 4), a comment and a suggested fix.
 */
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '#contract/zod';
import type { IssueInput, ReviewIssue, Span } from '#portal-contract/reviews';
import { MQM_CORE, SEVERITIES, type Dimension, type Severity } from '#quality/mqm';
import { SelectField } from '#portal/lib/forms/fields.tsx';
import { useSchemaForm, type FormSchema } from '#portal/lib/forms/use-schema-form.ts';
import { describeError } from '#portal/lib/describe-error.ts';

const DIMENSIONS = Object.keys(MQM_CORE) as Dimension[];
const MAX_TEXT = 2000;

interface IssueValues {
  dimension: Dimension;
  subcategory: string;
  severity: Severity;
  comment: string;
  suggestedFix: string;
}

// The texts' length is held by the inputs (maxLength): nothing typed here can be invalid.
const issueSchema: FormSchema<IssueValues> = () =>
  z.object({
    dimension: z.enum(DIMENSIONS as [Dimension, ...Dimension[]]),
    subcategory: z.string(),
    severity: z.enum(SEVERITIES),
    comment: z.string(),
    suggestedFix: z.string(),
  });

export interface MarkedSegment {
  documentId: string;
  segmentKey: string;
  place: string;
  target: string;
  /** The issue to change; none: a new one is marked. */
  issue?: ReviewIssue;
}

export function IssueDialog({
  segment,
  onSave,
  onClose,
  error,
}: {
  segment: MarkedSegment | null;
  onSave: (input: IssueInput) => void;
  onClose: () => void;
  /** Why the last save failed, shown in the dialog (the input stays). */
  error: unknown;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  return (
    <Modal
      opened={segment !== null}
      onClose={onClose}
      title={
        segment ? t(segment.issue ? 'reviews:mark.editTitle' : 'reviews:mark.title', { place: segment.place }) : ''
      }
      size="lg"
    >
      {segment && (
        <IssueForm
          key={segment.issue?.id ?? segment.segmentKey}
          segment={segment}
          onSave={onSave}
          onClose={onClose}
          error={error}
        />
      )}
    </Modal>
  );
}

function IssueForm({
  segment,
  onSave,
  onClose,
  error,
}: {
  segment: MarkedSegment;
  onSave: (input: IssueInput) => void;
  onClose: () => void;
  error: unknown;
}) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { issue } = segment;
  const [span, setSpan] = useState<Span>(issue?.targetSpan ?? { start: 0, end: segment.target.length });
  const form = useSchemaForm<IssueValues>(issueSchema, {
    defaultValues: issue
      ? {
          dimension: issue.dimension,
          subcategory: issue.subcategory ?? '',
          severity: issue.severity,
          comment: issue.comment,
          suggestedFix: issue.suggestedFix,
        }
      : { dimension: 'accuracy', subcategory: '', severity: 'minor', comment: '', suggestedFix: '' },
  });
  const dimension = form.watch('dimension');
  const whole = span.start === 0 && span.end === segment.target.length;

  // 1–4 choose the severity, outside the text fields.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) return;
    const severity = SEVERITIES[Number(event.key) - 1];
    if (severity && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      form.setValue('severity', severity, { shouldDirty: true });
    }
  };

  const submit = form.handleSubmit((values) =>
    onSave({
      documentId: segment.documentId,
      segmentKey: segment.segmentKey,
      dimension: values.dimension,
      subcategory: values.subcategory === '' ? null : values.subcategory,
      severity: values.severity,
      targetSpan: span,
      sourceSpan: issue?.sourceSpan ?? null,
      comment: values.comment.trim(),
      suggestedFix: values.suggestedFix.trim(),
    }),
  );

  return (
    // 1–4 are shortcuts for the severity control, which the keyboard reaches as it is.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('reviews:mark.span')}
          description={t('reviews:mark.spanHelp')}
          value={segment.target}
          readOnly
          onSelect={(event) => {
            const { selectionStart, selectionEnd } = event.currentTarget;
            setSpan(
              selectionEnd > selectionStart
                ? { start: selectionStart, end: selectionEnd }
                : { start: 0, end: segment.target.length },
            );
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {whole
            ? t('reviews:mark.spanWhole')
            : t('reviews:mark.spanChosen', { text: segment.target.slice(span.start, span.end) })}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <SelectField
            control={form.control}
            name="dimension"
            label={t('reviews:mark.category')}
            data={DIMENSIONS.map((d) => ({ value: d, label: t(`reviews:dimension.${d}`) }))}
            allowDeselect={false}
            onOptionSubmit={() => form.setValue('subcategory', '')}
            miw={200}
          />
          <SelectField
            control={form.control}
            name="subcategory"
            label={t('reviews:mark.subcategory')}
            data={[
              { value: '', label: t('reviews:mark.subcategoryAny') },
              ...MQM_CORE[dimension].map((s) => ({
                value: s,
                label: t(`reviews:subcategory.${s}`),
              })),
            ]}
            allowDeselect={false}
            miw={200}
          />
        </Group>
        <Controller
          control={form.control}
          name="severity"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="issue-severity-label">
                {t('reviews:mark.severity')}
              </Text>
              <SegmentedControl
                aria-labelledby="issue-severity-label"
                value={field.value}
                onChange={field.onChange}
                data={SEVERITIES.map((s, i) => ({ value: s, label: `${i + 1} ${t(`reviews:severity.${s}`)}` }))}
                fullWidth
              />
              <Text size="xs" c="dimmed">
                {t('reviews:mark.severityHelp')}
              </Text>
            </Stack>
          )}
        />
        <Textarea label={t('reviews:mark.comment')} rows={2} maxLength={MAX_TEXT} {...form.register('comment')} />
        <Textarea label={t('reviews:mark.fix')} rows={1} maxLength={MAX_TEXT} {...form.register('suggestedFix')} />
        {error !== null && error !== undefined && (
          <Alert color="red" variant="light" title={t('reviews:mark.failed')}>
            {describeError(error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reviews:mark.cancel')}
          </Button>
          <Button type="submit">{t(issue ? 'reviews:mark.saveChange' : 'reviews:mark.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
