/**
 * A task's document-review records (GET /translationTasks/{id}/documentReviews), whose fields the
 * specification does not show: read leniently at the edge, one per delivery, with the moments the
 * portal can tell the reviewer (since when in review, when approved, when approved automatically).
 */
import { queryOptions } from '@tanstack/react-query';
import { preprocess, z } from '#contract/zod';
import { apiRequest } from '#portal/lib/api/http-client.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';

const moment = z.optional(z.catch(z.nullable(z.iso.datetime({ offset: true })), null));

const reviewRecordSchema = z.object({
  deliveryId: z.optional(z.catch(z.nullable(z.string()), null)),
  target: z.optional(z.catch(z.nullable(z.string()), null)),
  state: z.optional(z.catch(z.nullable(z.string()), null)),
  createdAt: moment,
  updatedAt: moment,
  /** When the service approves by itself if nobody objects (the sandbox does). */
  autoApprovalAt: moment,
  approvedAt: moment,
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

const listSchema = preprocess(
  (v): unknown => (Array.isArray(v) ? (v as unknown[]).filter((r) => r !== null && typeof r === 'object') : []),
  z.array(reviewRecordSchema),
);

export function getReviewRecords(taskId: string, signal?: AbortSignal): Promise<ReviewRecord[]> {
  return apiRequest(`/translationTasks/${encodeURIComponent(taskId)}/documentReviews`, {
    schema: listSchema,
    ...(signal ? { signal } : {}),
  });
}

export const reviewQueries = {
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: [...taskQueries.scope(taskId), 'documentReviews'],
      queryFn: ({ signal }) => getReviewRecords(taskId, signal),
    }),
};

/** The latest record of a delivery: by its id, else by its language. */
export function reviewOf(
  records: readonly ReviewRecord[] | undefined,
  delivery: { id: string; target: string },
): ReviewRecord | undefined {
  const mine = (records ?? []).filter((r) =>
    r.deliveryId ? r.deliveryId === delivery.id : r.target === delivery.target,
  );
  return mine.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')).at(-1);
}
