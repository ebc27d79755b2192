import { useTranslation } from 'react-i18next';
import { DownloadFileButton } from '../../../components/file-download';
import type { ApiDocument } from '#contract/document';
import { downloadDocument } from '../../../lib/api/documents/document-api';

/** Downloads one document with the bearer token, with progress and a retry when it fails. */
export function DownloadDocumentButton({ document, label }: { document: ApiDocument; label: string }) {
  const { t } = useTranslation(['translation', 'viewer']);
  const name = document.filename;
  return (
    <DownloadFileButton
      fetchFile={(options) => downloadDocument(document.id, options)}
      filename={name}
      label={label}
      ariaLabel={t('viewer:download.label', { what: label, name })}
      progressLabel={t('viewer:download.progress', { name })}
      errorTitle={t('viewer:download.failed', { name })}
    />
  );
}
