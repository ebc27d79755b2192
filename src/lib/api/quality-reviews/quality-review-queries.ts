import { queryOptions } from '@tanstack/react-query';
import { getQualityFacts, getQualityProfiles, getReviewChanges, getTaskReviews } from './review-api';

/** The portal server's reviews (server mode); every key starts with 'qualityReviews'. */
export const qualityReviewQueries = {
  all: () => ['qualityReviews'] as const,
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: ['qualityReviews', 'task', taskId],
      queryFn: ({ signal }) => getTaskReviews(taskId, signal),
    }),
  /** A review's delivery and the one before it do not change: read once. */
  changes: (reviewId: string) =>
    queryOptions({
      queryKey: ['qualityReviews', 'changes', reviewId],
      queryFn: ({ signal }) => getReviewChanges(reviewId, signal),
      staleTime: Infinity,
    }),
  profiles: () =>
    queryOptions({ queryKey: ['qualityReviews', 'profiles'], queryFn: ({ signal }) => getQualityProfiles(signal) }),
  facts: (from: string, to: string) =>
    queryOptions({
      queryKey: ['qualityReviews', 'facts', from, to],
      queryFn: ({ signal }) => getQualityFacts(from, to, signal),
    }),
};
