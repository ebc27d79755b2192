/** Which format a file is, from its name and type, and whether its bytes are what the name says. */
import { DocumentError } from './errors';
import type { FormatId } from './types';
import { isOle2, isZip } from './zip';
import { extensionOf, formatOf } from './file-names';

/** Legacy binary Office formats: named so that the error can say what to do. */
const LEGACY: Record<string, string> = {
  doc: 'Word 97–2003 documents (.doc)',
  xls: 'Excel 97–2003 workbooks (.xls)',
  ppt: 'PowerPoint 97–2003 presentations (.ppt)',
};

export const ZIP_FORMATS: ReadonlySet<FormatId> = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'idml']);

/** UTF-16LE bytes of `name`, to find a stream in an OLE2 compound file's directory. */
function hasOle2Stream(bytes: Uint8Array, name: string): boolean {
  const needle = [...name].flatMap((c) => [c.charCodeAt(0), 0]);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** What an OLE2 (pre-2007 Office) file really is, in words. */
function describeOle2(bytes: Uint8Array): string {
  if (hasOle2Stream(bytes, 'WordDocument')) return 'a Word 97–2003 document (.doc)';
  if (hasOle2Stream(bytes, 'Workbook') || hasOle2Stream(bytes, 'Book')) return 'an Excel 97–2003 workbook (.xls)';
  if (hasOle2Stream(bytes, 'PowerPoint Document')) return 'a PowerPoint 97–2003 presentation (.ppt)';
  return 'an older binary Office file';
}

/**
 * The format of a file, checked against its bytes: throws DocumentError when it is unknown, encrypted,
 * mislabelled (a .doc named .docx, a zip named .txt) or not a package at all.
 */
export function detectFormat(filename: string, contentType: string, bytes: Uint8Array): FormatId {
  const extension = extensionOf(filename);
  const format = formatOf(filename, contentType);
  if (!format) {
    const legacy = LEGACY[extension];
    throw new DocumentError(
      'unsupported',
      legacy
        ? `${legacy} cannot be read; save the file in the current format (.${extension}x) and upload it again`
        : `Files of this type (${extension ? `.${extension}` : contentType || 'unknown'}) cannot be read`,
    );
  }
  if (ZIP_FORMATS.has(format)) {
    if (isOle2(bytes)) {
      if (hasOle2Stream(bytes, 'EncryptedPackage')) {
        throw new DocumentError(
          'encrypted',
          'The file is protected with a password; remove the protection and upload it again',
        );
      }
      throw new DocumentError('mislabelled', `The file is ${describeOle2(bytes)}, not a .${extension || format} file`);
    }
    if (!isZip(bytes)) {
      throw new DocumentError(
        'damaged',
        `The file is not a valid .${extension || format} package: it is damaged or not what its name says`,
      );
    }
  } else if (isZip(bytes) || isOle2(bytes)) {
    throw new DocumentError(
      'mislabelled',
      `The file is ${isOle2(bytes) ? describeOle2(bytes) : 'a zip package'}, not a .${extension || format} text file`,
    );
  }
  return format;
}
