/** A file's type in words ("Word document", "PDF file"), from its name and, failing that, its MIME type. */
import type { TFunction } from 'i18next';
import { extensionOf, formatOf } from '#documents/file-names';

export function fileTypeLabel(t: TFunction, filename: string, contentType: string): string {
  const format = formatOf(filename, contentType);
  if (format) return t(`documents.formats.${format}`);
  const extension = extensionOf(filename);
  return extension
    ? t('documents.formats.other', { extension: extension.toUpperCase() })
    : t('documents.formats.unknown');
}
