/** Which source document each delivered document translates. */
import type { ApiDocument } from '#contract/document';

export interface DocumentPair {
  target: ApiDocument;
  source: ApiDocument | null;
}

/** Each target with its source: by `metadata.sourceDocumentId`, else by file name. */
export function pairDocuments(targets: readonly ApiDocument[], sources: readonly ApiDocument[]): DocumentPair[] {
  return targets.map((target) => {
    const sourceId = target.metadata?.sourceDocumentId;
    const source =
      (sourceId ? sources.find((s) => s.id === sourceId) : undefined) ??
      sources.find((s) => s.filename === target.filename) ??
      null;
    return { target, source };
  });
}
