/**
 * Word packages written by JSZip around a hand-made body, for tests of what one piece of Word's markup
 * does: the parts Word needs ([Content_Types].xml, the relationships, document.xml declaring the
 * namespaces Word writes) and, when given, a comments part. The main part's content type can be another
 * kind's (a macro-enabled document, a template).
 */
import JSZip from 'jszip';

export const WORD_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const NAMESPACES =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface WordPackageOptions {
  /** The main part's content type (a Word document's by default). */
  mainType?: string;
  /** The `w:comment` elements of word/comments.xml; without them the package has no comments part. */
  comments?: string;
}

export async function wordPackage(body: string, options: WordPackageOptions = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  const comments = options.comments !== undefined;
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${options.mainType ?? WORD_DOCUMENT_TYPE}"/>` +
      (comments
        ? '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>'
        : '') +
      '</Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="word/document.xml"/>` +
      '</Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${NAMESPACES}><w:body>${body}` +
      '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>',
  );
  if (comments) {
    zip.file(
      'word/_rels/document.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/comments" Target="comments.xml"/>` +
        '</Relationships>',
    );
    zip.file(
      'word/comments.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments ${NAMESPACES}>${options.comments}</w:comments>`,
    );
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
