/** One document's download button in the portal's words: "Download", named "Download <name>", progress and failure by name. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadFileButton, type DownloadFileButtonProps } from './file-download';

export interface DocumentDownloadButtonProps {
  name: string;
  fetchFile: DownloadFileButtonProps['fetchFile'];
  /** Shown beside the button, e.g. links to preview or compare the document. */
  extra?: ReactNode;
}

export function DocumentDownloadButton({ name, fetchFile, extra }: DocumentDownloadButtonProps) {
  const { t } = useTranslation();
  return (
    <DownloadFileButton
      fetchFile={fetchFile}
      filename={name}
      label={t('common.download')}
      ariaLabel={t('common.downloadLabel', { name })}
      progressLabel={t('common.downloading', { name })}
      errorTitle={t('common.downloadFailed', { name })}
      extra={extra}
    />
  );
}
