import { queryOptions } from '@tanstack/react-query';
import { getQualityFacts, getQualityProfiles, getTaskReviews } from './review-api';

/** The portal server's reviews (server mode); every key starts with 'qualityReviews'. */
export const qualityReviewQueries = {
  all: () => ['qualityReviews'] as const,
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: ['qualityReviews', 'task', taskId],
      queryFn: ({ signal }) => getTaskReviews(taskId, signal),
    }),
  profiles: () =>
    queryOptions({ queryKey: ['qualityReviews', 'profiles'], queryFn: ({ signal }) => getQualityProfiles(signal) }),
  facts: (from: string, to: string) =>
    queryOptions({
      queryKey: ['qualityReviews', 'facts', from, to],
      queryFn: ({ signal }) => getQualityFacts(from, to, signal),
    }),
};
