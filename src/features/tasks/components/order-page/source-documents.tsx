/** The order's source documents, each downloadable with progress and a retry when it fails. */
import { Card, Table, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DocumentDownloadButton } from '#portal/components/document-download-button.tsx';
import { IconLink } from '#portal/components/icon-link.tsx';
import { DeferredContent } from '#portal/components/deferred.tsx';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { QueryError } from '#portal/components/query-view.tsx';
import { ColumnHeads, FileCells, ScrollingTable } from '#portal/components/table-parts.tsx';
import type { ApiDocument } from '#contract/document';
import type { Task } from '#contract/task';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { downloadDocument } from '#portal/lib/api/documents/document-api.ts';
import { paths } from '#portal/lib/paths.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { fileTypeLabel } from './file-type';
import belowFold from '#portal/components/below-fold.module.css';

function DocumentRow({ taskId, document }: { taskId: string; document: ApiDocument }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = document.filename;
  const type = fileTypeLabel(t, name, document.contentType);

  return (
    <Table.Tr>
      <FileCells name={name} size={format.bytes(document.length)} detail={type} />
      <Table.Td visibleFrom="sm" title={document.contentType}>
        {type}
      </Table.Td>
      <Table.Td>
        <DocumentDownloadButton
          name={name}
          fetchFile={(options) => downloadDocument(document.id, options)}
          extra={
            <IconLink
              to={paths.documentPreview.getHref(taskId, document.id)}
              icon={<IconEye size={14} aria-hidden />}
              label={t('tasks.order.documents.previewLabel', { name })}
            >
              {t('tasks.order.documents.preview')}
            </IconLink>
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function SourceDocuments({ task }: { task: Task }) {
  const { t } = useTranslation();
  const documents = useQuery(taskQueries.sourceDocuments(task.id));

  let content;
  if (documents.isPending) content = <LoadingState />;
  else if (documents.isError) content = <QueryError title={t('tasks.order.documents.loadError')} query={documents} />;
  else if (documents.data.length === 0) content = <Text c="dimmed">{t('tasks.order.documents.empty')}</Text>;
  else
    content = (
      <ScrollingTable minWidth={280} role="group" label={t('tasks.order.documents.heading')}>
        <Table verticalSpacing="xs">
          <ColumnHeads
            columns={(['name', 'size', 'type', 'actions'] as const).map((c) => ({
              label: t(`tasks.order.documents.${c}`),
              ...((c === 'size' || c === 'type') && { visibleFrom: 'sm' as const }),
            }))}
          />
          <Table.Tbody>
            {documents.data.map((document) => (
              <DocumentRow key={document.id} taskId={task.id} document={document} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    );

  return (
    <Card withBorder component="section" className={belowFold.section} aria-labelledby="order-documents-heading">
      <Title order={2} size="h4" id="order-documents-heading" mb="sm">
        {t('tasks.order.documents.heading')}
      </Title>
      <DeferredContent>{content}</DeferredContent>
    </Card>
  );
}
