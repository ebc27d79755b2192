import { Alert, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { DeferredContent } from '#portal/components/deferred.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import { QueryError } from '#portal/components/query-view.tsx';
import type { Analysis } from '#contract/analysis';
import type { Task } from '#contract/task';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { mayRunAnalysis } from '#portal/lib/task-lifecycle/actions.ts';
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';
import { useRunAnalysis } from '#portal/lib/api/analysis/use-run-analysis.ts';
import { describeAnalysisError } from '#portal/features/analysis/lib/analysis-figures.ts';
import { AnalysisResults } from './analysis-results';
import { analysisFailed, isAnalysed, isAnalysing, latestAnalysis } from '#portal/lib/task-lifecycle/analysis-states.ts';
import belowFold from '#portal/components/below-fold.module.css';

/** The order page's translation-memory analysis: run it, wait for it, read the results per language. */
export function AnalysisSection({ task }: { task: Task }) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useCurrentUser();
  const analyses = useQuery(analysisQueries.byTask(task.id));
  const run = useRunAnalysis();
  const mayRun = mayRunAnalysis(task, user.roles);
  const hasDocuments = task.sourceDocumentIds.length > 0;
  const current = latestAnalysis(analyses.data);
  const pending = run.isPending || (current !== undefined && isAnalysing(current));

  let body;
  if (analyses.isPending) body = <LoadingState label={t('analysis.loading')} />;
  else if (analyses.isError) body = <QueryError title={t('analysis.loadFailed')} query={analyses} />;
  else if (!current) body = <Text c="dimmed">{mayRun ? t('analysis.none') : t('analysis.noneReadOnly')}</Text>;
  else body = <AnalysisState analysis={current} targets={task.target} />;

  return (
    <Card withBorder component="section" className={belowFold.section} aria-labelledby={headingId} padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId}>
              {t('analysis.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('analysis.intro')}
            </Text>
          </Stack>
          {mayRun && (
            <BusyButton
              leftSection={current ? <IconRefresh size={16} aria-hidden /> : <IconChartBar size={16} aria-hidden />}
              variant={current ? 'default' : 'filled'}
              loading={run.isPending}
              disabled={pending || !hasDocuments}
              onClick={() => run.mutate(task.id)}
            >
              {current ? t('analysis.runAgain') : t('analysis.run')}
            </BusyButton>
          )}
        </Group>
        {mayRun && !hasDocuments && (
          <Text size="sm" c="dimmed">
            {t('analysis.noDocuments')}
          </Text>
        )}
        {run.isError && (
          <Alert color="red" variant="light" role="alert" title={t('analysis.runFailed')}>
            {describeError(run.error, t)}
          </Alert>
        )}
        <DeferredContent>{body}</DeferredContent>
      </Stack>
    </Card>
  );
}

function AnalysisState({ analysis, targets }: { analysis: Analysis; targets: readonly string[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  if (isAnalysing(analysis)) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('analysis.pending')}</Text>
      </Group>
    );
  }
  if (analysisFailed(analysis)) return <AnalysisError error={analysis.error} />;
  if (!isAnalysed(analysis)) {
    return <Text c="dimmed">{t('analysis.unknownState', { state: analysis.state })}</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {t('analysis.analyzedAt', { time: dateTime(analysis.updatedAt ?? analysis.createdAt) })}
      </Text>
      <AnalysisResults analysis={analysis} targets={targets} />
    </Stack>
  );
}

function AnalysisError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const info = describeAnalysisError(error);
  return (
    <Alert color="red" variant="light" role="alert" title={t('analysis.error.title')}>
      <Stack gap="xs">
        {(info.message ?? !info.details) && <Text size="sm">{info.message ?? t('analysis.error.noMessage')}</Text>}
        {info.documents.length > 0 && (
          <List size="sm">
            {info.documents.map((doc, i) => (
              <List.Item key={`${doc.name}-${i}`}>
                {doc.error ? t('analysis.error.document', { name: doc.name, error: doc.error }) : doc.name}
              </List.Item>
            ))}
          </List>
        )}
        {info.details && (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {t('analysis.error.details', { details: info.details })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
