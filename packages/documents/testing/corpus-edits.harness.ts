/** Corpus packages with some of their entries edited: fixtures for what the corpus lacks. */
import JSZip from 'jszip';
import { expect } from 'vitest';
import { corpusFile } from './corpus.harness';

/** The corpus file at `path` with each entry named in `edit` changed by its function (which must change it). */
export async function editedCorpusFile(
  path: string,
  edit: Record<string, (xml: string) => string>,
): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(corpusFile(path));
  for (const [name, change] of Object.entries(edit)) {
    const before = (await zip.file(name)?.async('string')) ?? '';
    const after = change(before);
    expect(after, name).not.toBe(before);
    zip.file(name, after);
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
