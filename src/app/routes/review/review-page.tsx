/** Deliveries waiting for review (IN_REVIEW) across orders, for reviewers and admins. */
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { hasRole } from '#portal/lib/auth/roles.ts';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { EmptyState } from '#portal/components/empty-state.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { projectQueries } from '#portal/lib/api/projects/project-queries.ts';
import { ReviewTable } from './review-table';
import { MAX_REVIEW_TASKS, useReviewQueue } from './use-review-queue';

/** Server mode, admins: how reviews are scored, with its texts, in a chunk of its own. */
const QualityProfiles = lazy(() =>
  Promise.all([import('#portal/features/reviews/components/quality-profiles.tsx'), loadTexts('reviews')]).then(
    ([module]) => ({ default: module.QualityProfiles }),
  ),
);

export function Component() {
  const { t } = useTranslation();
  const queue = useReviewQueue();
  // Names only; when projects cannot be read the id is shown.
  const projects = useQuery(projectQueries.list());
  const projectNames = new Map((projects.data ?? []).map((p) => [p.id, p.name]));
  const serverMode = isBffMode(useRuntimeConfig());
  const admin = hasRole(useCurrentUser(), 'admin');
  const profilesShown = serverMode && admin;

  let content;
  // Only a failed first load: the queue polls, and one failed refresh keeps the table (the query cache toasts it).
  if (queue.tasks.isError && queue.tasks.data === undefined) {
    content = <QueryError title={t('deliveries.review.loadError')} query={queue.tasks} />;
  } else if (queue.isPending) {
    content = <LoadingState label={t('deliveries.review.loading')} />;
  } else {
    content = (
      <Stack gap="md">
        {queue.failedCount > 0 && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('deliveries.review.partialError', { count: queue.failedCount })}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(queue.firstError, t)}</Text>
              <BusyButton
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={queue.retryingFailed}
                onClick={() => void queue.retryFailed()}
              >
                {t('common.tryAgain')}
              </BusyButton>
            </Stack>
          </Alert>
        )}
        {queue.items.length === 0 ? (
          <EmptyState title={t('deliveries.review.empty')} description={t('deliveries.review.emptyDescription')} />
        ) : (
          <ReviewTable items={queue.items} projectNames={projectNames} />
        )}
        {queue.skipped > 0 && (
          <Text size="sm" c="dimmed">
            {t('deliveries.review.limited', { max: MAX_REVIEW_TASKS })}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <PageTitle>{t('deliveries.review.title')}</PageTitle>
      <Text c="dimmed">{t('deliveries.review.intro')}</Text>
      {content}
      {profilesShown && (
        <Suspense fallback={<LoadingState />}>
          <QualityProfiles projects={projects.data ?? []} />
        </Suspense>
      )}
    </Stack>
  );
}
