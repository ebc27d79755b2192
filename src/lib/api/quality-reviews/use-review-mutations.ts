/**
 * The reviews' mutations. An issue's change shows at once (the review in the cache is changed before the server
 * answers, and the score follows from it: #quality/mqm is the server's formula too), then takes the server's
 * issue and score; a refused change is taken back and the review read again.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_QUALITY_SETTINGS, type QualitySettings } from '#portal-contract/quality-profiles';
import type { IssueInput, IssuePatch, Review, ReviewIssue, VerdictInput } from '#portal-contract/reviews';
import {
  addComment,
  addIssue,
  editIssue,
  newReviewVersion,
  disableQualityProfile,
  overridePassFail,
  publishQualityProfile,
  removeIssue,
  startReview,
  submitVerdict,
} from './review-api';
import { qualityReviewQueries } from './quality-review-queries';

type Reviews = { reviews: Review[] };

/** Replaces (or adds) a review in its order's list. */
function putReview(client: QueryClient, review: Review): void {
  client.setQueryData<Reviews>(qualityReviewQueries.byTask(review.taskId).queryKey, (data) => {
    const others = (data?.reviews ?? []).filter((r) => r.id !== review.id);
    return { reviews: [...others, review] };
  });
}

function changeReview(client: QueryClient, taskId: string, reviewId: string, change: (review: Review) => Review) {
  client.setQueryData<Reviews>(qualityReviewQueries.byTask(taskId).queryKey, (data) =>
    data ? { reviews: data.reviews.map((r) => (r.id === reviewId ? change(r) : r)) } : data,
  );
}

interface Target {
  taskId: string;
  reviewId: string;
}

function useReviewChange<V extends Target>(
  run: (variables: V) => Promise<{ issue: ReviewIssue | null; score: Review['score'] }>,
  optimistic: (review: Review, variables: V) => Review,
  settle: (review: Review, variables: V, answer: { issue: ReviewIssue | null; score: Review['score'] }) => Review,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: async (variables) => {
      const { queryKey } = qualityReviewQueries.byTask(variables.taskId);
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<Reviews>(queryKey);
      changeReview(client, variables.taskId, variables.reviewId, (review) => optimistic(review, variables));
      return { before };
    },
    onSuccess: (answer, variables) =>
      changeReview(client, variables.taskId, variables.reviewId, (review) => ({
        ...settle(review, variables, answer),
        score: answer.score,
      })),
    onError: (_error, variables, context) => {
      client.setQueryData(qualityReviewQueries.byTask(variables.taskId).queryKey, context?.before);
      void client.invalidateQueries({ queryKey: qualityReviewQueries.byTask(variables.taskId).queryKey });
    },
  });
}

/** An issue being saved, as the reviewer marked it, until the server names it. */
export const PENDING_ISSUE = 'pending';

export function useAddIssue() {
  return useReviewChange<Target & { input: IssueInput; reviewer: ReviewIssue['createdBy'] }>(
    ({ reviewId, input }) => addIssue(reviewId, input),
    (review, { input, reviewer }) => ({
      ...review,
      issues: [
        ...review.issues,
        {
          ...input,
          id: PENDING_ISSUE,
          segmentIndex: -1,
          status: 'open',
          previousIssueId: null,
          createdBy: reviewer,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          comments: [],
        },
      ],
    }),
    (review, _variables, { issue }) => ({
      ...review,
      issues: [...review.issues.filter((i) => i.id !== PENDING_ISSUE), ...(issue ? [issue] : [])],
    }),
  );
}

export function useEditIssue() {
  return useReviewChange<Target & { issueId: string; patch: IssuePatch }>(
    ({ reviewId, issueId, patch }) => editIssue(reviewId, issueId, patch),
    (review, { issueId, patch }) => ({
      ...review,
      issues: review.issues.map((i) => (i.id === issueId ? { ...i, ...patch } : i)),
    }),
    (review, { issueId }, { issue }) => ({
      ...review,
      issues: review.issues.map((i) => (i.id === issueId && issue ? issue : i)),
    }),
  );
}

export function useRemoveIssue() {
  return useReviewChange<Target & { issueId: string }>(
    ({ reviewId, issueId }) => removeIssue(reviewId, issueId),
    (review, { issueId }) => ({ ...review, issues: review.issues.filter((i) => i.id !== issueId) }),
    (review) => review,
  );
}

export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      reviewId,
      issueId,
      text,
      parentId,
    }: Target & { issueId: string; text: string; parentId: string | null }) =>
      addComment(reviewId, issueId, text, parentId),
    onSuccess: (comment, { taskId, reviewId, issueId }) =>
      changeReview(client, taskId, reviewId, (review) => ({
        ...review,
        issues: review.issues.map((i) => (i.id === issueId ? { ...i, comments: [...i.comments, comment] } : i)),
      })),
  });
}

/** Starts (or continues) the review of a delivery; a new version of a submitted review. */
export function useStartReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { deliveryId: string } | { supersede: string }) =>
      'supersede' in variables ? newReviewVersion(variables.supersede) : startReview(variables.deliveryId),
    onSuccess: (review) => {
      putReview(client, review);
      // A new version supersedes the one before it.
      void client.invalidateQueries({ queryKey: qualityReviewQueries.byTask(review.taskId).queryKey });
    },
  });
}

export function useSubmitVerdict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: Target & { input: VerdictInput }) => submitVerdict(reviewId, input),
    onSuccess: (review) => putReview(client, review),
  });
}

export function useOverridePassFail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, passed, reason }: Target & { passed: boolean; reason: string }) =>
      overridePassFail(reviewId, passed, reason),
    onSuccess: (review) => putReview(client, review),
  });
}

/** Publishes a profile's next version, or (settings null) turns a project's own profile off. */
export function usePublishQualityProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, settings }: { projectId: string | null; settings: QualitySettings | null }) =>
      settings === null && projectId !== null
        ? disableQualityProfile(projectId)
        : publishQualityProfile(projectId, settings ?? DEFAULT_QUALITY_SETTINGS),
    onSuccess: (data) => client.setQueryData(qualityReviewQueries.profiles().queryKey, data),
  });
}
