/**
 * The server's own reading of a delivery: each delivered document and its source fetched from the service with
 * the caller's token, read by the document layer, paired segment by segment and counted. The count is kept per
 * delivery and set of delivered documents, so that scoring a change of an issue reads no document again.
 */
import { createHash } from 'node:crypto';
import type { Delivery } from '#contract/delivery';
import type { ApiDocument } from '#contract/document';
import { isDocumentError } from '#documents/errors';
import { extractDocument } from '#documents/registry';
import type { FormatId } from '#documents/types';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { DecisionError, type Caller } from '../approvals/context';
import type { CountedDocument, ReviewWordCountsTable, SegmentMap, Tables } from '../db/schema';
import { alignSegments, wordsOf, type Segment } from './segments';
import type { ReviewSource } from './source';

export interface ReadDocument extends CountedDocument {
  segments: Segment[];
}

export type WordCount = Selectable<ReviewWordCountsTable>;

/** Which count: a delivery's, of one set of delivered documents (a review's columns name it). */
export interface CountKey {
  organisation: string;
  delivery_id: string;
  documents_key: string;
}

/** The kept count of `key`, to select from. */
export const countOf = (db: Kysely<Tables> | Transaction<Tables>, key: CountKey) =>
  db
    .selectFrom('review_word_counts')
    .where('organisation', '=', key.organisation)
    .where('delivery_id', '=', key.delivery_id)
    .where('documents_key', '=', key.documents_key);

/** The delivered documents, as one key (a new delivery of the language has other documents). */
export const documentsKeyOf = (delivery: Delivery) =>
  createHash('sha256')
    .update([...delivery.targetDocumentIds].sort().join('\n'))
    .digest('hex')
    .slice(0, 32);

function read(
  doc: ApiDocument,
  bytes: Uint8Array,
): { format: FormatId; units: ReturnType<typeof extractDocument>['units'] } {
  try {
    return extractDocument({ filename: doc.filename, contentType: doc.contentType, bytes });
  } catch (err) {
    if (isDocumentError(err))
      throw new DecisionError(422, 'document-unreadable', `${doc.filename} cannot be read: ${err.message}`);
    throw err;
  }
}

/** A delivered document's units as the document layer reads them; undefined: the service no longer has it. */
export async function readDocument(source: ReviewSource, token: string, id: string) {
  const doc = await source.document(token, id);
  return doc && read(doc, await source.content(token, id));
}

/** The source a delivered document translates: by its metadata, else the order's source of the same name. */
async function sourceOf(source: ReviewSource, token: string, target: ApiDocument, sourceIds: readonly string[]) {
  const named = target.metadata?.sourceDocumentId;
  if (named) return source.document(token, named);
  for (const id of sourceIds) {
    const candidate = await source.document(token, id);
    if (candidate?.filename === target.filename) return candidate;
  }
  return undefined;
}

/** Every delivered document of the delivery with its segments, in the delivery's order. */
export async function readDelivery(
  source: ReviewSource,
  token: string,
  delivery: Delivery,
  sourceIds: readonly string[],
): Promise<ReadDocument[]> {
  const documents: ReadDocument[] = [];
  for (const id of delivery.targetDocumentIds) {
    const target = await source.document(token, id);
    if (!target) throw new DecisionError(404, 'not-found', 'The service no longer has a delivered document');
    const original = await sourceOf(source, token, target, sourceIds);
    const translated = read(target, await source.content(token, id));
    const from = original ? read(original, await source.content(token, original.id)) : { ...translated, units: [] };
    documents.push({
      documentId: id,
      sourceDocumentId: original?.id ?? null,
      filename: target.filename,
      format: translated.format,
      segments: alignSegments(from.units, translated.units, from.format, translated.format),
    });
  }
  return documents;
}

/** The delivery's count, from the database, or read now and kept. */
export async function deliveryCount(
  db: Kysely<Tables>,
  source: ReviewSource,
  caller: Caller,
  delivery: Delivery,
  sourceIds: readonly string[],
): Promise<WordCount> {
  const key = documentsKeyOf(delivery);
  const organisation = caller.user.organisation;
  const which = { organisation, delivery_id: delivery.id, documents_key: key };
  const kept = await countOf(db, which).selectAll().executeTakeFirst();
  if (kept) return kept;
  const documents = await readDelivery(source, caller.token, delivery, sourceIds);
  const segments: SegmentMap = {};
  let sourceWords = 0;
  let targetWords = 0;
  for (const doc of documents) {
    const words = wordsOf(doc.segments);
    sourceWords += words.source;
    targetWords += words.target;
    segments[doc.documentId] = Object.fromEntries(
      doc.segments.map((s) => [s.key, [s.index, s.source?.length ?? -1, s.target?.length ?? -1]]),
    );
  }
  await db
    .insertInto('review_word_counts')
    .values({
      organisation,
      delivery_id: delivery.id,
      documents_key: key,
      source_words: sourceWords,
      target_words: targetWords,
      segments: JSON.stringify(segments),
      documents: JSON.stringify(documents.map(({ segments: _, ...doc }) => doc)),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await countOf(db, which).selectAll().executeTakeFirst();
  if (!stored) throw new Error('The word count was not kept');
  return stored;
}

/** One segment of a counted delivery: its row and the lengths of its two texts (-1: no such side). */
export async function segmentOf(
  db: Kysely<Tables> | Transaction<Tables>,
  key: CountKey,
  documentId: string,
  segmentKey: string,
): Promise<[number, number, number] | undefined> {
  const row = await countOf(db, key)
    .select((eb) =>
      eb
        .fn<[number, number, number] | null>('jsonb_extract_path', ['segments', eb.val(documentId), eb.val(segmentKey)])
        .as('segment'),
    )
    .executeTakeFirst();
  return row?.segment ?? undefined;
}
