/**
 * A failed preparation, said where the orderer looks first: which files the service could not read and
 * why (from the failed analysis), that no quotes were requested, and the ways on: order again without
 * those files, or with replacements.
 */
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileOff, IconReplace } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '#contract/task';
import { WRAPPING_BUTTON } from '#portal/components/wrapping-button.ts';
import { analysisQueries } from '#portal/lib/api/analysis/analysis-queries.ts';
import { describeAnalysisError } from '#portal/features/analysis/lib/analysis-figures.ts';
import { analysisFailed, latestAnalysis } from '#portal/lib/task-lifecycle/analysis-states.ts';

export interface PreparationFailureProps {
  task: Task;
  /** Where "Order again" leads: the new-order form without the given documents, asking for replacements or not. */
  orderAgainHref: (without: readonly string[], replace: boolean) => string;
}

/** The service's reason, without the file name it may start with ("scan.bin: Files of this type…"). */
function withoutName(name: string, error: string): string {
  return error.startsWith(`${name}: `) ? error.slice(name.length + 2) : error;
}

export function PreparationFailure({ task, orderAgainHref }: PreparationFailureProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const analyses = useQuery(analysisQueries.byTask(task.id));
  const failed = latestAnalysis(analyses.data);
  const info = failed && analysisFailed(failed) ? describeAnalysisError(failed.error) : null;
  const documents = info?.documents ?? [];
  const ids = documents.flatMap((d) => (d.id ? [d.id] : []));
  const names = documents.map((d) => d.name);
  const reasonOf = (doc: { name: string; error: string | null }) =>
    doc.error ? withoutName(doc.name, doc.error) : t('analysis.preparationFailed.noReason');

  return (
    <section aria-labelledby={headingId}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={<span id={headingId}>{t('analysis.preparationFailed.title')}</span>}
      >
        <Stack gap="sm">
          <Text size="sm">{t('analysis.preparationFailed.noQuotes')}</Text>
          {documents.length > 0 ? (
            <>
              <Text size="sm">{t('analysis.preparationFailed.files', { count: documents.length })}</Text>
              <List size="sm">
                {documents.map((doc, i) => (
                  <List.Item key={`${doc.id ?? doc.name}-${i}`}>
                    <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {doc.name}
                    </Text>
                    {': '}
                    {reasonOf(doc)}
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">
              {analyses.isPending ? t('analysis.loading') : t('analysis.preparationFailed.unknownFiles')}
            </Text>
          )}
          <Group gap="sm">
            {ids.length > 0 && ids.length < task.sourceDocumentIds.length && (
              <Button
                component={Link}
                to={orderAgainHref(ids, false)}
                variant="default"
                leftSection={<IconFileOff size={16} aria-hidden />}
                styles={WRAPPING_BUTTON}
              >
                {t('analysis.preparationFailed.withoutFiles', { count: ids.length, names: names.join(', ') })}
              </Button>
            )}
            <Button
              component={Link}
              to={orderAgainHref(ids, true)}
              leftSection={<IconReplace size={16} aria-hidden />}
              styles={WRAPPING_BUTTON}
            >
              {t('analysis.preparationFailed.replaceFiles', { count: Math.max(ids.length, 1) })}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}
