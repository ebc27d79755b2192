/**
 * One document's download button in the portal's words: "Download" (or the label given), named "Download
 * <name>" (or "<label>: <name>"), progress and failure by name.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadFileButton, type DownloadFileButtonProps } from './file-download';

export interface DocumentDownloadButtonProps {
  name: string;
  fetchFile: DownloadFileButtonProps['fetchFile'];
  /** The button's text where "Download" alone would not say which document, e.g. "Download source". */
  label?: string;
  /** Shown beside the button, e.g. links to preview or compare the document. */
  extra?: ReactNode;
}

export function DocumentDownloadButton({ name, fetchFile, label, extra }: DocumentDownloadButtonProps) {
  const { t } = useTranslation();
  return (
    <DownloadFileButton
      fetchFile={fetchFile}
      filename={name}
      label={label ?? t('common.download')}
      ariaLabel={label ? t('common.downloadNamed', { what: label, name }) : t('common.downloadLabel', { name })}
      progressLabel={t('common.downloading', { name })}
      errorTitle={t('common.downloadFailed', { name })}
      extra={extra}
    />
  );
}
