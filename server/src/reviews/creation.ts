/**
 * Starting a review: of a delivered language (the profile version of its project frozen, the delivery read and
 * counted once), of a new delivery of a language reviewed before (the earlier review's open issues carried over
 * to the same segments, to be confirmed fixed or kept), or a new version of a submitted review.
 */
import type { Transaction } from 'kysely';
import type { Review } from '#portal-contract/reviews';
import { DecisionError, withDatabase, type Caller } from '../approvals/context';
import { personOf } from '../approvals/people';
import type { Tables } from '../db/schema';
import type { ReviewDeps } from './context';
import { currentProfile } from './profiles';
import { presentReview, reviewRow, type ReviewRow } from './store';
import { countOf, deliveryCount, documentsKeyOf, type WordCount } from './word-count';

/** The latest review of the delivery, or of the order's language on an earlier delivery. */
function latestReview(trx: Transaction<Tables>, organisation: string) {
  return trx.selectFrom('reviews').selectAll().where('organisation', '=', organisation).orderBy('version', 'desc');
}

/** Copies `from`'s issues into the review `to`; `remap` places each on the new documents (undefined: gone). */
async function copyIssues(
  trx: Transaction<Tables>,
  from: string,
  to: string,
  remap: (
    documentId: string,
    segmentKey: string,
  ) => { documentId: string; index: number; lengths: [number, number] } | undefined,
  reopen: boolean,
) {
  const issues = await trx.selectFrom('review_issues').selectAll().where('review_id', '=', from).execute();
  const copies = issues.flatMap(({ id, review_id: _, ...issue }) => {
    if (reopen && issue.status === 'fixed') return [];
    const place = remap(issue.document_id, issue.segment_key);
    if (!place) return [];
    const [sourceLength, targetLength] = place.lengths;
    const clamp = (at: number | null, length: number) => (at === null ? null : Math.min(at, Math.max(length, 0)));
    return [
      {
        ...issue,
        review_id: to,
        document_id: place.documentId,
        segment_index: place.index,
        target_start: clamp(issue.target_start, targetLength) ?? 0,
        target_end: clamp(issue.target_end, targetLength) ?? 0,
        source_start: clamp(issue.source_start, sourceLength),
        source_end: clamp(issue.source_end, sourceLength),
        status: reopen ? ('open' as const) : issue.status,
        previous_issue_id: id,
      },
    ];
  });
  if (copies.length > 0) await trx.insertInto('review_issues').values(copies).execute();
}

/** Where a segment of an earlier delivery's document sits in this one: the document of the same source. */
async function remapper(trx: Transaction<Tables>, previous: ReviewRow, count: WordCount) {
  const before = await countOf(trx, previous).select('documents').executeTakeFirst();
  const sourceOfOld = new Map((before?.documents ?? []).map((d) => [d.documentId, d.sourceDocumentId]));
  const newOfSource = new Map(count.documents.map((d) => [d.sourceDocumentId, d.documentId]));
  return (documentId: string, segmentKey: string) => {
    const moved = newOfSource.get(sourceOfOld.get(documentId) ?? null);
    const segment = moved ? count.segments[moved]?.[segmentKey] : undefined;
    return moved && segment
      ? { documentId: moved, index: segment[0], lengths: [segment[1], segment[2]] as [number, number] }
      : undefined;
  };
}

/** The delivery's review: the one it has, or a new one (201) when it has none for the documents delivered now. */
export async function startReview(
  deps: ReviewDeps,
  caller: Caller,
  deliveryId: string,
): Promise<{ review: Review; created: boolean }> {
  const { source } = deps;
  const delivery = await source.delivery(caller.token, deliveryId);
  if (!delivery) throw new DecisionError(404, 'not-found', 'The service does not know this delivery');
  if (delivery.targetDocumentIds.length === 0)
    throw new DecisionError(409, 'invalid-request', 'Nothing is delivered for this language yet');
  const task = await source.task(caller.token, delivery.translationTaskId);
  if (!task) throw new DecisionError(404, 'not-found', 'The service does not know the delivery’s order');
  const organisation = caller.user.organisation;
  return withDatabase(deps, async () => {
    const db = deps.database.db;
    const key = documentsKeyOf(delivery);
    const vendor = await source.vendor(caller.token, task.id, delivery.target);
    const count = await deliveryCount(db, source, caller, delivery, task.sourceDocumentIds);
    return db.transaction().execute(async (trx) => {
      const own = await latestReview(trx, organisation)
        .where('delivery_id', '=', delivery.id)
        .forUpdate()
        .executeTakeFirst();
      if (own && (own.documents_key === key || own.status === 'draft'))
        return { review: await presentReview(trx, own), created: false };
      const previous =
        own ??
        (await latestReview(trx, organisation)
          .where('task_id', '=', task.id)
          .where('target_language', '=', delivery.target)
          .where('status', '=', 'submitted')
          .orderBy('submitted_at', 'desc')
          .executeTakeFirst());
      const profile = await currentProfile(trx, organisation, task.projectId ?? '');
      const reviewer = personOf(caller.user);
      const row = await trx
        .insertInto('reviews')
        .values({
          organisation,
          project_id: task.projectId ?? '',
          task_id: task.id,
          delivery_id: delivery.id,
          documents_key: key,
          source_language: task.source ?? '',
          target_language: delivery.target,
          vendor,
          version: (own?.version ?? 0) + 1,
          supersedes_id: own?.id ?? null,
          previous_review_id: previous?.id ?? null,
          profile_id: profile.id,
          reviewer_sub: reviewer.sub,
          reviewer_name: reviewer.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (previous) await copyIssues(trx, previous.id, row.id, await remapper(trx, previous, count), true);
      return { review: await presentReview(trx, row), created: true };
    });
  });
}

/** A new version of a submitted review: its issues copied to a draft that supersedes it once submitted. */
export async function newVersion(deps: ReviewDeps, caller: Caller, id: string): Promise<Review> {
  return withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      const old = await reviewRow(trx, caller.user.organisation, id, true);
      const newest = await latestReview(trx, old.organisation)
        .where('delivery_id', '=', old.delivery_id)
        .executeTakeFirstOrThrow();
      if (newest.status === 'draft')
        throw new DecisionError(409, 'review-draft-open', 'A new version of this review is open already');
      if (newest.id !== old.id)
        throw new DecisionError(409, 'invalid-request', 'A newer version of this review was submitted: start from it');
      const reviewer = personOf(caller.user);
      const row = await trx
        .insertInto('reviews')
        .values({
          organisation: old.organisation,
          project_id: old.project_id,
          task_id: old.task_id,
          delivery_id: old.delivery_id,
          documents_key: old.documents_key,
          source_language: old.source_language,
          target_language: old.target_language,
          vendor: old.vendor,
          previous_review_id: old.previous_review_id,
          profile_id: old.profile_id,
          version: old.version + 1,
          supersedes_id: old.id,
          reviewer_sub: reviewer.sub,
          reviewer_name: reviewer.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const segments = await countOf(trx, old).select('segments').executeTakeFirstOrThrow();
      await copyIssues(
        trx,
        old.id,
        row.id,
        (documentId, segmentKey) => {
          const segment = segments.segments[documentId]?.[segmentKey];
          return segment && { documentId, index: segment[0], lengths: [segment[1], segment[2]] };
        },
        false,
      );
      return presentReview(trx, row);
    }),
  );
}
