/** Test access to the real documents of `test-data/corpus` (copied from ../shared/corpus, see its NOTICE). */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CORPUS_DIR = resolve(import.meta.dirname, '../../../test-data/corpus');

/** The bytes of a corpus file, e.g. `docx/okapi_TextBoxes.docx`. */
export function corpusFile(path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
}

/** Every corpus file (relative paths), optionally only those in one folder. */
export function corpusFiles(folder?: string): string[] {
  const folders = folder
    ? [folder]
    : readdirSync(CORPUS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
  return folders.flatMap((f) => readdirSync(join(CORPUS_DIR, f)).map((name) => `${f}/${name}`)).sort();
}
