import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/loading-state';
import { PageError } from '../../../components/page-error';
import type { ApiDocument } from '../../../contract/document';
import { useFormatters } from '../../../lib/format/use-formatters';
import { documentTextQueries } from '../api/document-text-queries';
import { DownloadDocumentButton } from './download-document-button';
import { alignLines, isTextDocument, MAX_LINES, MAX_TEXT_BYTES, type DocumentPair } from './text-compare';
import classes from './side-by-side.module.css';

function showable(doc: ApiDocument | null): boolean {
  return doc !== null && isTextDocument(doc) && doc.length <= MAX_TEXT_BYTES;
}

/** Source and translation of one document as text, line by line; other formats are offered for download. */
export function SideBySide({
  pair,
  sourceLanguage,
  targetLanguage,
}: {
  pair: DocumentPair;
  sourceLanguage: string | null;
  targetLanguage: string;
}) {
  const { t } = useTranslation();
  const { languageName, bytes } = useFormatters();
  const { source, target } = pair;
  const textual = showable(target) && (source === null || showable(source));
  const sourceText = useQuery({ ...documentTextQueries.text(source?.id ?? ''), enabled: textual && source !== null });
  const targetText = useQuery({ ...documentTextQueries.text(target.id), enabled: textual });
  const sourceLabel = t('deliveries.compare.sourceColumn', {
    language: sourceLanguage ? languageName(sourceLanguage) : t('deliveries.compare.unknownLanguage'),
  });
  const targetLabel = t('deliveries.compare.targetColumn', { language: languageName(targetLanguage) });

  const downloads = (
    <Group gap="xs">
      {source && <DownloadDocumentButton document={source} label={t('deliveries.compare.downloadSource')} />}
      <DownloadDocumentButton document={target} label={t('deliveries.compare.downloadTarget')} />
    </Group>
  );

  if (!textual) {
    const tooLarge = [source, target].some((d) => d && isTextDocument(d) && d.length > MAX_TEXT_BYTES);
    return (
      <Stack gap="sm">
        <Alert color="blue" variant="light" title={t('deliveries.compare.notTextTitle')}>
          {tooLarge
            ? t('deliveries.compare.tooLarge', { size: bytes(MAX_TEXT_BYTES) })
            : t('deliveries.compare.notText', { name: target.filename, type: target.contentType })}
        </Alert>
        {downloads}
      </Stack>
    );
  }

  const failed = [sourceText, targetText].find((q) => q.isError);
  if (failed) {
    return (
      <Stack gap="sm">
        <PageError
          title={t('deliveries.compare.loadTextError')}
          error={failed.error}
          onRetry={() => Promise.all([sourceText.refetch(), targetText.refetch()])}
          retrying={sourceText.isFetching || targetText.isFetching}
        />
        {downloads}
      </Stack>
    );
  }
  if (targetText.isPending || (source !== null && sourceText.isPending)) {
    return <LoadingState label={t('deliveries.compare.loadingText')} />;
  }

  const aligned = alignLines(source ? (sourceText.data?.text ?? '') : null, targetText.data?.text ?? '');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {aligned.truncated
            ? t('deliveries.compare.truncated', { shown: MAX_LINES, total: aligned.totalLines })
            : t('deliveries.compare.lineCount', { count: aligned.totalLines })}
        </Text>
        {downloads}
      </Group>
      {source === null && (
        <Alert color="orange" variant="light">
          {t('deliveries.compare.noSource')}
        </Alert>
      )}
      <div className={classes.scroller}>
        <Table className={classes.table} withTableBorder withColumnBorders verticalSpacing={2} captionSide="top">
          <Table.Caption ta="start">{t('deliveries.compare.caption', { name: target.filename })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.lineNumber}>
                {t('deliveries.compare.line')}
              </Table.Th>
              <Table.Th scope="col">{sourceLabel}</Table.Th>
              <Table.Th scope="col">{targetLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aligned.rows.map((row, i) => (
              <Table.Tr key={i}>
                <Table.Th scope="row" className={classes.lineNumber}>
                  {i + 1}
                </Table.Th>
                <Table.Td className={classes.text} lang={sourceLanguage ?? undefined}>
                  {row.source}
                </Table.Td>
                <Table.Td className={classes.text} lang={targetLanguage}>
                  {row.target}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
