/** The progress timeline of an order: the service's states as steps, failure and cancellation in red. */
import { Alert, Card, Text, ThemeIcon, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { IconBan, IconCheck, IconHelpCircle, IconLoader2, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { kindOfFeatures, type Task } from '#contract/task';
import { progressText } from '#portal/lib/task-lifecycle/labels.ts';
import {
  progressTimeline,
  STEP_COLOURS,
  type ProgressStep,
  type StepStatus,
} from '#portal/lib/task-lifecycle/timeline.ts';
import belowFold from '#portal/components/below-fold.module.css';

function StepBullet({ status }: { status: StepStatus }) {
  const icon =
    status === 'done' ? (
      <IconCheck size={14} />
    ) : status === 'current' ? (
      <IconLoader2 size={14} />
    ) : status === 'failed' ? (
      <IconX size={14} />
    ) : status === 'cancelled' ? (
      <IconBan size={14} />
    ) : null;
  return (
    <ThemeIcon
      size={22}
      radius="xl"
      color={STEP_COLOURS[status]}
      variant={status === 'upcoming' ? 'light' : 'filled'}
      aria-hidden
    >
      {icon}
    </ThemeIcon>
  );
}

function stepStatusText(t: TFunction, status: StepStatus): string {
  if (status === 'done') return t('tasks.order.progress.stepDone');
  if (status === 'upcoming') return t('tasks.order.progress.stepUpcoming');
  return t('tasks.order.progress.stepCurrent');
}

export function OrderProgress({
  task,
  withReview,
  postEditing = false,
}: {
  task: Task;
  withReview: boolean;
  /** Post-editing of a delivered machine translation was ordered: the order now goes through quotes. */
  postEditing?: boolean;
}) {
  const { t } = useTranslation();
  const ownKind = kindOfFeatures(task.features);
  const kind = ownKind === 'instant' && postEditing ? 'instantWithPostEditing' : ownKind;
  const { steps, unknown } = progressTimeline(task.progress, kind, withReview);
  const reached = steps.reduce((last, step, i) => (step.status === 'upcoming' ? last : i), -1);

  return (
    <Card
      withBorder
      component="section"
      className={belowFold.section}
      aria-labelledby="order-progress-heading"
      h="100%"
    >
      <Title order={2} size="h4" id="order-progress-heading" mb="md">
        {t('tasks.order.progress.heading')}
      </Title>
      {unknown !== null && (
        <Alert color="yellow" variant="light" icon={<IconHelpCircle aria-hidden />} mb="md">
          {t('tasks.order.progress.unknown', { progress: unknown })}
        </Alert>
      )}
      <Timeline active={reached} bulletSize={22} lineWidth={2} role="list">
        {steps.map((step: ProgressStep) => {
          const { label, description } = progressText(t, step.progress, kind, step.status);
          const current = step.status !== 'done' && step.status !== 'upcoming';
          const isCurrent = current || (step.status === 'done' && step.progress === task.progress);
          return (
            <Timeline.Item
              key={step.progress}
              role="listitem"
              aria-current={isCurrent ? 'step' : undefined}
              bullet={<StepBullet status={step.status} />}
              color={STEP_COLOURS[step.status]}
              title={
                <Text fw={isCurrent ? 700 : 500} c={step.status === 'upcoming' ? 'dimmed' : undefined} size="sm">
                  {label}
                  <VisuallyHidden> ({stepStatusText(t, step.status)})</VisuallyHidden>
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
