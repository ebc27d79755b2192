/** Segments of a source document: its text units split into sentences. */
import { readFile } from 'node:fs/promises';
import { formatOf, textUnits } from '../formats/text-units';
import type { StoredDocument } from '../store/state';
import type { Store } from '../store/store';

/** Larger documents are not analysed (the sandbox reads text documents whole). */
export const MAX_ANALYSED_BYTES = 10 * 1024 * 1024;

export type DocumentSegments = { ok: true; segments: string[] } | { ok: false; error: string };

export function normalise(segment: string): string {
  return segment.replace(/\s+/g, ' ').trim();
}

export function splitSentences(unit: string): string[] {
  return unit
    .split(/(?<=[.!?。！？])\s+(?=\S)/u)
    .map(normalise)
    .filter((s) => /\p{L}/u.test(s));
}

export function segmentText(format: Parameters<typeof textUnits>[0], content: string): string[] {
  return textUnits(format, content).flatMap(splitSentences);
}

export async function documentSegments(store: Store, doc: StoredDocument): Promise<DocumentSegments> {
  const format = formatOf(doc.filename, doc.contentType);
  if (!format) return { ok: false, error: `Unsupported format ${doc.contentType} (${doc.filename})` };
  if (doc.length > MAX_ANALYSED_BYTES) return { ok: false, error: `Document larger than ${MAX_ANALYSED_BYTES} bytes` };
  try {
    const content = (await readFile(store.documentPath(doc.id), 'utf8')).replace(/^\uFEFF/, '');
    return { ok: true, segments: segmentText(format, content) };
  } catch (error) {
    return { ok: false, error: `Cannot read ${doc.filename}: ${(error as Error).message}` };
  }
}
