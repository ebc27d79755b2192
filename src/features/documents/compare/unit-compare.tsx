/** One delivered document next to its source: both read into text units (off the main thread), then aligned. */
import { Alert, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#portal/components/empty-state.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { DocumentProblem } from '#portal/features/documents/components/document-problem.tsx';
import { withLanguage } from '#documents/file-names';
import { DocumentDownloadButton } from '#portal/components/document-download-button.tsx';
import { downloadDocument } from '#portal/lib/api/documents/document-api.ts';
import { documentUnitQueries } from '#portal/features/documents/units/unit-queries.ts';
import { alignRows } from './compare-rows';
import { CompareTable, type CompareTableProps } from './compare-table';
import type { DocumentPair } from './pair-documents';

export function UnitCompare({
  pair,
  sourceLanguage,
  targetLanguage,
  reportHref,
  renderTable,
}: {
  pair: DocumentPair;
  /** Renders the comparison in place of the plain table (a review adds its tools), given the table's props. */
  renderTable?: ((table: CompareTableProps) => ReactNode) | undefined;
  /** "Report a problem" with a text unit of this pair: where it leads (see CompareTable). */
  reportHref?: CompareTableProps['reportHref'];
  sourceLanguage: string | null;
  targetLanguage: string;
}) {
  const { t } = useTranslation(['translation', 'viewer']);
  const { languageName } = useFormatters();
  const { source, target } = pair;
  const sourceUnits = useQuery({
    ...documentUnitQueries.units(source ?? { id: '', filename: '', contentType: '', length: 0 }),
    enabled: source !== null,
  });
  const targetUnits = useQuery(documentUnitQueries.units(target));
  const rows = useMemo(() => {
    if (!targetUnits.data?.readable) return null;
    const { units, format } = targetUnits.data;
    if (source === null) return alignRows([], units, format);
    return sourceUnits.data?.readable ? alignRows(sourceUnits.data.units, units, format) : null;
  }, [source, sourceUnits.data, targetUnits.data]);

  const downloads = (
    <Group gap="xs">
      {source && (
        <DocumentDownloadButton
          name={source.filename}
          fetchFile={(options) => downloadDocument(source.id, options)}
          label={t('viewer:compare.downloadSource')}
        />
      )}
      <DocumentDownloadButton
        name={withLanguage(target.filename, targetLanguage)}
        fetchFile={(options) => downloadDocument(target.id, options)}
        label={t('viewer:compare.downloadTarget')}
      />
    </Group>
  );

  const queries = source ? [sourceUnits, targetUnits] : [targetUnits];
  const failed = queries.find((q) => q.isError);
  if (failed) {
    return (
      <Stack gap="sm">
        <PageError
          title={t('viewer:compare.loadUnitsError')}
          error={failed.error}
          onRetry={() => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch()))}
          retrying={queries.some((q) => q.isFetching)}
        />
        {downloads}
      </Stack>
    );
  }
  // The translation's problem first: it is the file under review.
  const problem =
    targetUnits.data?.readable === false
      ? { name: target.filename, code: targetUnits.data.code }
      : source && sourceUnits.data?.readable === false
        ? { name: source.filename, code: sourceUnits.data.code }
        : null;
  if (problem) return <DocumentProblem name={problem.name} code={problem.code} actions={downloads} />;
  if (rows === null) return <LoadingState label={t('viewer:compare.loading')} />;
  if (rows.length === 0) {
    return (
      <Stack gap="sm" align="center">
        <EmptyState title={t('viewer:compare.empty')} description={t('viewer:compare.emptyDescription')} />
        {downloads}
      </Stack>
    );
  }
  const table: CompareTableProps = {
    name: target.filename,
    rows,
    sourceLanguage,
    targetLanguage,
    sourceHeader: t('viewer:compare.sourceColumn', {
      language: sourceLanguage ? languageName(sourceLanguage) : t('viewer:compare.unknownLanguage'),
    }),
    targetHeader: t('viewer:compare.targetColumn', { language: languageName(targetLanguage) }),
    actions: downloads,
    reportHref,
  };
  return (
    <Stack gap="sm">
      {source === null && (
        <Alert color="orange" variant="light">
          {t('viewer:compare.noSource')}
        </Alert>
      )}
      {renderTable ? renderTable(table) : <CompareTable {...table} />}
    </Stack>
  );
}
