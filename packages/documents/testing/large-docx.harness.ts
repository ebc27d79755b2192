/**
 * A large Word document for benchmarks: a real corpus file whose body is repeated until it holds about
 * `words` words. Everything but the repeated body stays as Word wrote it. With `mediaBytes`, images
 * (incompressible bytes, stored as Word stores JPEGs) are added until the file is about that large, as
 * a photo-heavy report is: the package is large, its text part a fraction of it.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { corpusFile } from './corpus.harness';
import { countWords } from '../words';

export const LARGE_DOCX_SOURCE = 'docx/okapi_OpenXML_text_reference_v1_2.docx';

/** Media entries are at most this large, as photos are. */
const MEDIA_ENTRY_BYTES = 4 * 1024 * 1024;

/** Incompressible bytes from a fixed seed (xorshift32), so every run builds the same file. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export function largeDocx(words: number, { mediaBytes = 0 }: { mediaBytes?: number } = {}): Uint8Array {
  const files: Zippable = unzipSync(corpusFile(LARGE_DOCX_SOURCE));
  const documentXml = strFromU8((files['word/document.xml'] as Uint8Array | undefined) ?? new Uint8Array());
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
  if (mediaBytes <= 0) return zipSync(files);
  const types = strFromU8(files['[Content_Types].xml'] as Uint8Array);
  if (!/Extension="jpeg"/i.test(types)) {
    files['[Content_Types].xml'] = strToU8(
      types.replace(/(<Types\b[^>]*>)/, '$1<Default Extension="jpeg" ContentType="image/jpeg"/>'),
    );
  }
  const text = zipSync(files).length;
  for (let n = 1, left = mediaBytes - text; left > 1024; n++, left -= MEDIA_ENTRY_BYTES + 100) {
    files[`word/media/large${n}.jpeg`] = [noise(Math.min(MEDIA_ENTRY_BYTES, left - 1024), n), { level: 0 }];
  }
  return zipSync(files);
}
