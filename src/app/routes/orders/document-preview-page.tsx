/** A source or translated document of an order as structured text (`/orders/:taskId/documents/:documentId`). */
import { Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '#portal/components/empty-state.tsx';
import { Figures } from '#portal/components/figures.tsx';
import { IconLink } from '#portal/components/icon-link.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { PageError } from '#portal/components/page-error.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { ALL_ROWS_UP_TO } from '#portal/components/use-window-rows.ts';
import type { ApiDocument } from '#contract/document';
import { countUnitWords } from '#documents/words';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { pageWithTexts } from '#portal/app/routes/page-with-texts.tsx';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { documentQueries } from '#portal/lib/api/documents/document-queries.ts';
import { DocumentProblem } from '#portal/features/documents/components/document-problem.tsx';
import { withLanguage } from '#documents/file-names';
import { DocumentDownloadButton } from '#portal/components/document-download-button.tsx';
import { downloadDocument } from '#portal/lib/api/documents/document-api.ts';
import { UnitList } from '#portal/features/documents/components/unit-list.tsx';
import { documentUnitQueries, type DocumentUnits } from '#portal/features/documents/units/unit-queries.ts';
import { paths } from '#portal/lib/paths.ts';

/** A translation carries its language; a source document is in the order's source language. */
function languageOf(document: ApiDocument, sourceLanguage: string | null | undefined): string | null {
  return document.metadata?.targetLanguage ?? sourceLanguage ?? null;
}

function Contents({
  document,
  language,
  sourceLanguage,
}: {
  document: ApiDocument;
  language: string | null;
  sourceLanguage: string | null;
}) {
  const { t } = useTranslation(['translation', 'viewer']);
  const { number } = useFormatters();
  const units = useQuery(documentUnitQueries.units(document));
  // A translation is saved with its language in the name (report.de-DE.docx), as on the order page.
  const target = document.metadata?.targetLanguage;
  const download = (
    <DocumentDownloadButton
      name={target ? withLanguage(document.filename, target) : document.filename}
      fetchFile={(options) => downloadDocument(document.id, options)}
      label={t('viewer:preview.download')}
    />
  );
  const words = useMemo(
    () => (units.data?.readable ? units.data.units.reduce((sum, u) => sum + countUnitWords(u), 0) : 0),
    [units.data],
  );

  if (units.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <QueryError title={t('viewer:preview.loadError')} query={units} />
        {download}
      </Stack>
    );
  }
  if (units.isPending) return <LoadingState label={t('viewer:preview.loading')} />;
  const data: DocumentUnits = units.data;
  if (!data.readable) return <DocumentProblem name={document.filename} code={data.code} actions={download} />;

  const figures: [string, string][] = [
    [t('viewer:preview.format'), t(`documents.formats.${data.format}`)],
    [t('viewer:preview.units'), number(data.units.length)],
    [t('viewer:preview.words'), number(words)],
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Figures items={figures} />
        {download}
      </Group>
      {data.units.length > ALL_ROWS_UP_TO && (
        <Text size="sm" c="dimmed">
          {t('viewer:preview.progressive', { count: number(data.units.length) })}
        </Text>
      )}
      {data.units.length === 0 ? (
        <EmptyState title={t('viewer:preview.empty')} description={t('viewer:preview.emptyDescription')} />
      ) : (
        <UnitList
          units={data.units}
          format={data.format}
          language={language}
          sourceLanguage={sourceLanguage}
          label={t('viewer:preview.contents', { name: document.filename })}
        />
      )}
    </Stack>
  );
}

export const { loader, Component } = pageWithTexts('viewer', PreviewPage);

function PreviewPage() {
  const { t } = useTranslation(['translation', 'viewer']);
  const { languageName } = useFormatters();
  const { taskId = '', documentId = '' } = useParams();
  const task = useQuery(taskQueries.detail(taskId));
  const document = useQuery(documentQueries.detail(documentId));
  const language = document.data ? languageOf(document.data, task.data?.source) : null;
  const isTarget = document.data?.metadata?.targetLanguage !== undefined;

  let content;
  if (document.isError || (task.isError && !task.data)) {
    const failed = document.isError ? document : task;
    content = (
      <PageError
        title={t('viewer:preview.loadError')}
        error={failed.error}
        onRetry={() => Promise.all([document.refetch(), task.refetch()])}
        retrying={document.isFetching || task.isFetching}
      />
    );
  } else if (!document.data || !task.data) {
    content = <LoadingState />;
  } else {
    content = <Contents document={document.data} language={language} sourceLanguage={task.data.source ?? null} />;
  }

  return (
    <Stack>
      <IconLink to={paths.order.getHref(taskId)} icon={<IconArrowLeft size={16} aria-hidden />}>
        {t('viewer:preview.backToOrder')}
      </IconLink>
      <PageTitle>
        {document.data
          ? t('viewer:preview.title', { name: document.data.filename })
          : t('viewer:preview.titleFallback')}
      </PageTitle>
      {document.data && language && (
        <Text c="dimmed">
          {t(isTarget ? 'viewer:preview.target' : 'viewer:preview.source', { language: languageName(language) })}
          {' · '}
          {t('viewer:preview.intro')}
        </Text>
      )}
      {content}
    </Stack>
  );
}
