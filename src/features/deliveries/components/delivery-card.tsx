/** One delivered (or pending) target language: state, post-editing marker, its documents and what can be done with them. */
import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconEdit, IconEye, IconFileDiff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '#portal/components/busy-button.tsx';
import { IconLink } from '#portal/components/icon-link.tsx';
import { DocumentDownloadButton } from '#portal/components/document-download-button.tsx';
import { ColumnHeads, FileCells, ScrollingTable } from '#portal/components/table-parts.tsx';
import { DownloadFeedback, useFileDownload } from '#portal/components/file-download.tsx';
import { describeError } from '#portal/lib/describe-error.ts';
import { withLanguage } from '#documents/file-names';
import type { ApiDocument } from '#contract/document';
import type { Delivery } from '#contract/delivery';
import type { Task } from '#contract/task';
import type { Role } from '#auth-claims/claims';
import { useFormatters } from '#portal/lib/format/use-formatters.ts';
import { languageLabel } from '#portal/lib/language-options.ts';
import { deliveryActions } from '#portal/lib/task-lifecycle/actions.ts';
import { deliveryStateLook } from '#portal/lib/task-lifecycle/delivery-states.ts';
import { paths } from '#portal/lib/paths.ts';
import { downloadTargetDocument } from '#portal/lib/api/deliveries/download-target-document.ts';
import { ReviewStatus } from './review-status';
import { usePostEditingOffer } from '#portal/components/use-post-editing-offer.tsx';

function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const { colour, label } = deliveryStateLook(t, state);
  return (
    <Badge color={colour} variant="dot" tt="none">
      {label}
    </Badge>
  );
}

function TargetDocumentRow({ task, delivery, document }: { task: Task; delivery: Delivery; document: ApiDocument }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // Saved with the language in the name: the German and the French file of one document stay apart.
  const name = withLanguage(document.filename, delivery.target);
  const compareTo = paths.compare.getHref(task.id, delivery.id, document.id);
  const uploaded = format.dateTime(document.uploadDate ?? document.createdAt);

  return (
    <Table.Tr>
      <FileCells name={name} size={format.bytes(document.length)} detail={uploaded} />
      <Table.Td visibleFrom="sm">{uploaded}</Table.Td>
      <Table.Td>
        <DocumentDownloadButton
          name={name}
          fetchFile={(options) => downloadTargetDocument(document.id, options)}
          extra={
            <Group gap="sm">
              <IconLink
                to={compareTo}
                icon={<IconFileDiff size={14} aria-hidden />}
                label={t('deliveries.section.compareLabel', { name })}
              >
                {t('deliveries.section.compare')}
              </IconLink>
              <IconLink
                to={paths.documentPreview.getHref(task.id, document.id)}
                icon={<IconEye size={14} aria-hidden />}
                label={t('deliveries.section.previewLabel', { name })}
              >
                {t('deliveries.section.preview')}
              </IconLink>
            </Group>
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** Downloads a language's documents one after the other; a retry continues with the one that failed. */
function useLanguageDownload(documents: readonly ApiDocument[], language: string) {
  const download = useFileDownload();
  const [index, setIndex] = useState(0);
  const run = async (from: number) => {
    for (let i = from; i < documents.length; i++) {
      const document = documents[i];
      if (!document) continue;
      setIndex(i);
      const ok = await download.run(
        (options) => downloadTargetDocument(document.id, options),
        withLanguage(document.filename, language),
      );
      if (!ok) return;
    }
  };
  return { download, index, start: () => run(0), retry: () => run(index) };
}

export interface DeliveryCardProps {
  task: Task;
  delivery: Delivery;
  /** The delivery's documents from the task's target documents; undefined while they load. */
  documents: ApiDocument[] | undefined;
  /** The user's roles: with the delivery's state they decide what is offered (reviewers order no post-editing). */
  roles: readonly Role[];
  /** The order's project requires review (the card then says when the language was approved). */
  reviewed?: boolean;
}

export function DeliveryCard({ task, delivery, documents, roles, reviewed = false }: DeliveryCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = languageLabel(format.languageName, delivery.target);
  const { confirm: confirmPostEditing, mutation: postEditing } = usePostEditingOffer(task.id, delivery.id, language);
  const all = useLanguageDownload(documents ?? [], delivery.target);
  const actions = deliveryActions(task, delivery, roles);
  const downloadable = actions.has('download');
  const headingId = `delivery-${delivery.id}-heading`;
  const offerPostEditing = actions.has('requestPostEditing');
  const failing = documents?.[all.index];
  const failedName = failing && withLanguage(failing.filename, delivery.target);

  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="md">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Group gap="xs" align="center">
          <Title order={3} size="h5" id={headingId}>
            {language}
          </Title>
          <StateBadge state={delivery.state} />
          {delivery.postEditing && (
            <Badge variant="default" tt="none" leftSection={<IconEdit size={12} aria-hidden />}>
              {t('deliveries.section.postEditing')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {downloadable && documents && documents.length > 0 && (
            <BusyButton
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={all.download.status === 'running'}
              onClick={() => void all.start()}
              aria-label={t('deliveries.section.downloadLanguageLabel', { language })}
            >
              {t('deliveries.section.downloadLanguage')}
            </BusyButton>
          )}
          {offerPostEditing && (
            <BusyButton
              size="compact-sm"
              variant="light"
              loading={postEditing.isPending}
              onClick={confirmPostEditing}
              aria-label={t('deliveries.section.requestPostEditingLabel', { language })}
            >
              {t('deliveries.section.requestPostEditing')}
            </BusyButton>
          )}
        </Group>
      </Group>
      <Stack gap="sm">
        <ReviewStatus taskId={task.id} delivery={delivery} reviewed={reviewed} />
        <DownloadFeedback
          state={all.download}
          progressLabel={t('deliveries.section.downloadingLanguage', {
            current: all.index + 1,
            total: documents?.length ?? 0,
            language,
          })}
          errorTitle={t('common.downloadFailed', { name: failedName ?? language })}
          onRetry={all.retry}
        />
        {postEditing.isError && (
          <Alert color="red" variant="light" role="alert" title={t('deliveries.section.postEditingFailed')} p="xs">
            <Text size="sm">{describeError(postEditing.error, t)}</Text>
          </Alert>
        )}
        {!downloadable ? (
          <Text size="sm" c="dimmed">
            {t('deliveries.section.notYetAvailable')}
          </Text>
        ) : documents && documents.length > 0 ? (
          <ScrollingTable minWidth={280} role="group" label={t('deliveries.section.documentsOf', { language })}>
            <Table verticalSpacing="xs" aria-label={t('deliveries.section.documentsOf', { language })}>
              <ColumnHeads
                columns={(['name', 'size', 'date', 'actions'] as const).map((c) => ({
                  label: t(`deliveries.section.${c}`),
                  ...((c === 'size' || c === 'date') && { visibleFrom: 'sm' as const }),
                }))}
              />
              <Table.Tbody>
                {documents.map((document) => (
                  <TargetDocumentRow key={document.id} task={task} delivery={delivery} document={document} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        ) : null}
      </Stack>
    </Card>
  );
}
