import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../components/page-error';
import type { ApiDocument } from '../../../contract/document';
import { saveBlob } from '../../../lib/api/file-download';
import { downloadDocument } from '../../documents/api/document-api';

/** Downloads one document with the bearer token and offers it to the browser under its own name. */
export function DownloadDocumentButton({ document, label }: { document: ApiDocument; label: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadDocument(document.id),
    onSuccess: ({ blob }) => saveBlob(blob, document.filename),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('deliveries.compare.downloadFailed', { name: document.filename }),
        message: describeError(error, t),
      }),
  });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t('deliveries.compare.downloadLabel', { what: label, name: document.filename })}
    >
      {label}
    </Button>
  );
}
