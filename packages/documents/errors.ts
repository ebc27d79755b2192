/** Why a document cannot be read, in a form the sandbox sends and the portal translates. */

export type DocumentErrorCode =
  /** A password-protected Office file (OLE2 EncryptedPackage) or an encrypted zip entry. */
  | 'encrypted'
  /** The file is cut short or its package is damaged. */
  | 'damaged'
  /** The content is another format than the name says (a .doc called .docx). */
  | 'mislabelled'
  /** No format of the layer reads this file. */
  | 'unsupported'
  /** Larger than the layer reads, or a zip that inflates far beyond its size. */
  | 'too-large'
  /** XML with a document type that declares entities (entity expansion attacks). */
  | 'entities'
  /** Not well-formed for its format (bad XML, bad JSON, bad PO). */
  | 'malformed';

export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError;
}
