/** A review's MQM figures: the score and pass or fail first, then what they come from. */
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '#portal-contract/reviews';
import { Figures } from '#portal/components/figures.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { shownScore } from '#portal/features/reviews/lib/review-state.ts';

const TWO_PLACES = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export function ScoreFigures({ review }: { review: Review }) {
  const { t } = useTranslation(['translation', 'reviews']);
  const { number } = useFormatters();
  const score = shownScore(review);
  const settings = review.profile.settings;
  if (!score) return <Text size="sm">{t('reviews:score.none')}</Text>;

  const passed = review.override ? review.override.passed : score.passed;
  const outcome = passed
    ? t('reviews:score.passed')
    : score.failedByCritical && !review.override
      ? t('reviews:score.failedByCritical')
      : t('reviews:score.failed');
  const decimal = (value: string) => number(Number(value), TWO_PLACES);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="baseline">
        <Text size="xl" fw={700} data-testid="review-score">
          {decimal(score.calibratedScore)}
        </Text>
        <Badge color={passed ? 'green' : 'red'} variant="light" tt="none" size="lg">
          {outcome}
        </Badge>
      </Group>
      <Figures
        items={[
          [t('reviews:score.normed', { words: number(settings.referenceWords) }), decimal(score.normedPenalty)],
          [t('reviews:score.penalty'), decimal(score.penalty)],
          [t('reviews:score.words'), number(score.evaluatedWords)],
          [t('reviews:score.raw'), decimal(score.rawScore)],
        ]}
      />
      {score.lowConfidence && (
        <Alert color="orange" variant="light" role="note" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
          {t('reviews:score.lowConfidence', { minimum: number(settings.minimumWords) })}
        </Alert>
      )}
      {review.override && (
        <Text size="sm">
          {t('reviews:score.overridden', {
            outcome: review.override.passed ? t('reviews:score.passed') : t('reviews:score.failed'),
            name: review.override.by.name,
            reason: review.override.reason,
          })}
        </Text>
      )}
    </Stack>
  );
}
