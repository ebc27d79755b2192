/**
 * A large Word document for benchmarks: a real corpus file whose body is repeated until it holds about
 * `words` words. Everything but the repeated body stays as Word wrote it.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { corpusFile } from './corpus.harness';
import { countWords } from '../words';

export const LARGE_DOCX_SOURCE = 'docx/okapi_OpenXML_text_reference_v1_2.docx';

export function largeDocx(words: number): Uint8Array {
  const files = unzipSync(corpusFile(LARGE_DOCX_SOURCE));
  const documentXml = strFromU8(files['word/document.xml'] ?? new Uint8Array());
  const bodyStart = documentXml.indexOf('>', documentXml.indexOf('<w:body')) + 1;
  const sectPr = documentXml.lastIndexOf('<w:sectPr');
  const body = documentXml.slice(bodyStart, sectPr);
  const bodyWords = countWords(
    body.replace(/<w:delText[^>]*>[^<]*<\/w:delText>|<w:instrText[^>]*>[^<]*<\/w:instrText>|<[^>]+>/g, ' '),
  );
  const copies = Math.max(1, Math.round(words / Math.max(bodyWords, 1)));
  files['word/document.xml'] = strToU8(
    documentXml.slice(0, bodyStart) + body.repeat(copies) + documentXml.slice(sectPr),
  );
  return zipSync(files);
}
