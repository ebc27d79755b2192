/**
 * Looks at the first and last bytes of a file the user is about to upload and says whether the
 * translation service will be unable to read it: a password-protected Office file, an older binary
 * Office file under a new name, a package cut short, or a Word/Excel/PowerPoint 97–2003 file. Uses
 * the layer's own detection, imported only when a file is chosen, so the order page stays light.
 */
import { isDocumentError } from '#documents/errors';
import { extensionOf } from '#documents/file-names';

export type FileWarningKind = 'encrypted' | 'mislabelled' | 'damaged' | 'legacy';

export interface FileWarning {
  kind: FileWarningKind;
  /** The file's extension, for the advice ("save it as .docx"). */
  extension: string;
}

/** Office 97–2003 formats: unsupported, but each has a current format to save as. */
const LEGACY = new Set(['doc', 'xls', 'ppt']);
/** Enough for the signatures and an OLE2 file's directory in any usual file. */
const HEAD_BYTES = 64 * 1024;
/** A zip ends with its directory record, at most a 64 KiB comment before the end. */
const TAIL_BYTES = 22 + 0xffff;

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** Whether the end of the file has a zip's end-of-central-directory record (a cut-off zip has none). */
function hasZipDirectory(tail: Uint8Array): boolean {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 5 && tail[i + 3] === 6) return true;
  }
  return false;
}

export async function sniffFile(file: File): Promise<FileWarning | null> {
  const { detectFormat, ZIP_FORMATS } = await import('#documents/detect');
  const extension = extensionOf(file.name);
  try {
    const format = detectFormat(file.name, file.type, await bytesOf(file.slice(0, HEAD_BYTES)));
    if (ZIP_FORMATS.has(format) && !hasZipDirectory(await bytesOf(file.slice(-TAIL_BYTES)))) {
      return { kind: 'damaged', extension };
    }
    return null;
  } catch (error) {
    if (!isDocumentError(error)) return null;
    if (error.code === 'unsupported') return LEGACY.has(extension) ? { kind: 'legacy', extension } : null;
    if (error.code === 'encrypted' || error.code === 'mislabelled' || error.code === 'damaged') {
      return { kind: error.code, extension };
    }
    return null;
  }
}
