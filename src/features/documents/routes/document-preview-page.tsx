/** A source or translated document of an order as structured text (`/orders/:taskId/documents/:documentId`). */
import { Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Figures } from '../../../components/figures';
import { IconLink } from '../../../components/icon-link';
import { LoadingState } from '../../../components/loading-state';
import { PageError } from '../../../components/page-error';
import { PageTitle } from '../../../components/page-title';
import { ALL_ROWS_UP_TO } from '../../../components/use-window-rows';
import type { ApiDocument } from '../../../contract/document';
import { unitText } from '../../../documents/types';
import { countWords } from '../../../documents/words';
import { useFormatters } from '../../../lib/format/use-formatters';
import { taskQueries } from '../../tasks/api/task-queries';
import { documentQueries } from '../api/document-queries';
import { DocumentProblem } from '../components/document-problem';
import { DownloadDocumentButton } from '../components/download-document-button';
import { UnitList } from '../components/unit-list';
import { documentUnitQueries, type DocumentUnits } from '../units/unit-queries';

/** A translation carries its language; a source document is in the order's source language. */
function languageOf(document: ApiDocument, sourceLanguage: string | null | undefined): string | null {
  return document.metadata?.targetLanguage ?? sourceLanguage ?? null;
}

function Contents({ document, language }: { document: ApiDocument; language: string | null }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const units = useQuery(documentUnitQueries.units(document));
  const download = <DownloadDocumentButton document={document} label={t('documents.preview.download')} />;
  const words = useMemo(
    () => (units.data?.readable ? units.data.units.reduce((sum, u) => sum + countWords(unitText(u)), 0) : 0),
    [units.data],
  );

  if (units.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <PageError
          title={t('documents.preview.loadError')}
          error={units.error}
          onRetry={() => units.refetch()}
          retrying={units.isFetching}
        />
        {download}
      </Stack>
    );
  }
  if (units.isPending) return <LoadingState label={t('documents.preview.loading')} />;
  const data: DocumentUnits = units.data;
  if (!data.readable) return <DocumentProblem name={document.filename} code={data.code} actions={download} />;

  const figures: [string, string][] = [
    [t('documents.preview.format'), t(`documents.formats.${data.format}`)],
    [t('documents.preview.units'), number(data.units.length)],
    [t('documents.preview.words'), number(words)],
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Figures items={figures} />
        {download}
      </Group>
      {data.units.length > ALL_ROWS_UP_TO && (
        <Text size="sm" c="dimmed">
          {t('documents.preview.progressive', { count: number(data.units.length) })}
        </Text>
      )}
      {data.units.length === 0 ? (
        <EmptyState title={t('documents.preview.empty')} description={t('documents.preview.emptyDescription')} />
      ) : (
        <UnitList
          units={data.units}
          language={language}
          label={t('documents.preview.contents', { name: document.filename })}
        />
      )}
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation();
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
        title={t('documents.preview.loadError')}
        error={failed.error}
        onRetry={() => Promise.all([document.refetch(), task.refetch()])}
        retrying={document.isFetching || task.isFetching}
      />
    );
  } else if (!document.data || !task.data) {
    content = <LoadingState />;
  } else {
    content = <Contents document={document.data} language={language} />;
  }

  return (
    <Stack>
      <IconLink to={`/orders/${encodeURIComponent(taskId)}`} icon={<IconArrowLeft size={16} aria-hidden />}>
        {t('documents.preview.backToOrder')}
      </IconLink>
      <PageTitle>
        {document.data
          ? t('documents.preview.title', { name: document.data.filename })
          : t('documents.preview.titleFallback')}
      </PageTitle>
      {document.data && language && (
        <Text c="dimmed">
          {t(isTarget ? 'documents.preview.target' : 'documents.preview.source', { language: languageName(language) })}
          {' · '}
          {t('documents.preview.intro')}
        </Text>
      )}
      {content}
    </Stack>
  );
}
