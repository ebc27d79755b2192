/**
 * What a new delivery of a language changed since the delivery reviewed before it: each delivered document read
 * beside the earlier delivery's document of the same source, unit by unit (the compare view's addresses), and
 * the segments whose translation differs, with both texts. Kept per pair of deliveries' documents for a while,
 * as reading both can take a second for a long document.
 */
import type { ReviewChanges, SegmentChange } from '#portal-contract/reviews';
import type { Caller } from '../approvals/context';
import type { Kysely } from 'kysely';
import type { CountedDocument, Tables } from '../db/schema';
import type { ReviewDeps } from './context';
import { translationOf } from './segments';
import { reviewRow, type ReviewRow } from './store';
import { countOf, readDocument } from './word-count';

const KEPT = 32;
const kept = new Map<string, ReviewChanges>();

/** The translation of each unit of a delivered document, by address; undefined: the service no longer has it. */
async function translations(deps: ReviewDeps, caller: Caller, id: string) {
  const read = await readDocument(deps.source, caller.token, id);
  return read && new Map(read.units.map((unit) => [unit.id, translationOf(unit, read.format)]));
}

const sameSource = (a: CountedDocument, b: CountedDocument) =>
  a.sourceDocumentId !== null ? a.sourceDocumentId === b.sourceDocumentId : a.filename === b.filename;

async function documentsOf(db: Kysely<Tables>, row: ReviewRow) {
  const count = await countOf(db, row).select(['documents', 'segments']).executeTakeFirst();
  return count ?? { documents: [], segments: {} };
}

export async function reviewChanges(deps: ReviewDeps, caller: Caller, row: ReviewRow): Promise<ReviewChanges> {
  if (row.previous_review_id === null) return { previousReviewId: null, documents: [] };
  const db = deps.database.db;
  const previous = await reviewRow(db, row.organisation, row.previous_review_id);
  const key = `${row.organisation}\n${row.delivery_id}\n${row.documents_key}\n${previous.documents_key}`;
  const known = kept.get(key);
  if (known) return known;

  const now = await documentsOf(db, row);
  const before = (await documentsOf(db, previous)).documents;
  const documents: ReviewChanges['documents'] = [];
  for (const doc of now.documents) {
    const earlier = before.find((candidate) => sameSource(doc, candidate));
    const after = await translations(deps, caller, doc.documentId);
    if (!after) continue;
    const was = earlier ? await translations(deps, caller, earlier.documentId) : undefined;
    const rows = now.segments[doc.documentId] ?? {};
    const changed: SegmentChange[] = [];
    for (const [segmentKey, [segmentIndex]] of Object.entries(rows)) {
      const text = after.get(segmentKey) ?? null;
      const old = was?.get(segmentKey) ?? null;
      if (text !== old) changed.push({ segmentKey, segmentIndex, before: old, after: text });
    }
    changed.sort((a, b) => a.segmentIndex - b.segmentIndex);
    const removed = was ? [...was.keys()].filter((unit) => !(unit in rows)).length : 0;
    documents.push({ documentId: doc.documentId, previousDocumentId: earlier?.documentId ?? null, changed, removed });
  }
  const changes = { previousReviewId: previous.id, documents };
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, changes);
  return changes;
}
