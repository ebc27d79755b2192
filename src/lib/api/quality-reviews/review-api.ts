/** Fetchers of the portal server's reviews (server mode): a delivery's review, its issues and comments, the verdict. */
import { PORTAL_API } from '#portal-contract/errors';
import { qualityProfilesResponseSchema, type QualitySettings } from '#portal-contract/quality-profiles';
import {
  issueChangeSchema,
  issueCommentSchema,
  qualityFactsResponseSchema,
  reviewChangesSchema,
  reviewListSchema,
  reviewSchema,
  type IssueInput,
  type IssuePatch,
  type VerdictInput,
} from '#portal-contract/reviews';
import type { DownloadOptions, DownloadResult } from '#portal/lib/api/file-download.ts';
import { portalServerFile, portalServerRequest } from '#portal/lib/api/approvals/portal-server-api.ts';

const maybe = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** Every review of the order's deliveries, every version, oldest first per language. */
export const getTaskReviews = (taskId: string, signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.reviews, { schema: reviewListSchema, query: { taskId }, ...maybe(signal) });

/** The delivery's review as it stands: an open draft is continued, else a new one starts (the profile frozen). */
export const startReview = (deliveryId: string) =>
  portalServerRequest(PORTAL_API.reviews, { method: 'POST', body: { deliveryId }, schema: reviewSchema });

export const addIssue = (reviewId: string, input: IssueInput) =>
  portalServerRequest(PORTAL_API.reviewIssues(reviewId), { method: 'POST', body: input, schema: issueChangeSchema });

export const editIssue = (reviewId: string, issueId: string, patch: IssuePatch) =>
  portalServerRequest(PORTAL_API.reviewIssue(reviewId, issueId), {
    method: 'PATCH',
    body: patch,
    schema: issueChangeSchema,
  });

export const removeIssue = (reviewId: string, issueId: string) =>
  portalServerRequest(PORTAL_API.reviewIssue(reviewId, issueId), { method: 'DELETE', schema: issueChangeSchema });

export const addComment = (reviewId: string, issueId: string, text: string, parentId: string | null) =>
  portalServerRequest(PORTAL_API.issueComments(reviewId, issueId), {
    method: 'POST',
    body: { text, parentId },
    schema: issueCommentSchema,
  });

export const submitVerdict = (reviewId: string, input: VerdictInput) =>
  portalServerRequest(PORTAL_API.reviewVerdict(reviewId), { method: 'POST', body: input, schema: reviewSchema });

export const overridePassFail = (reviewId: string, passed: boolean, reason: string) =>
  portalServerRequest(PORTAL_API.reviewOverride(reviewId), {
    method: 'POST',
    body: { passed, reason },
    schema: reviewSchema,
  });

/** The segments a new delivery changed since the delivery the review's earlier one reviewed. */
export const getReviewChanges = (reviewId: string, signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.reviewChanges(reviewId), { schema: reviewChangesSchema, ...maybe(signal) });

/** A submitted review is never changed: a change starts its next version, a draft with its issues. */
export const newReviewVersion = (reviewId: string) =>
  portalServerRequest(PORTAL_API.reviewVersions(reviewId), { method: 'POST', schema: reviewSchema });

export const REVIEW_EXPORTS = {
  csv: { accept: 'text/csv', extension: 'csv' },
  xlsx: { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  xlf: { accept: 'application/xliff+xml', extension: 'xlf' },
} as const;
export type ReviewExport = keyof typeof REVIEW_EXPORTS;

/** The review's issues as a file for the vendor: CSV, an Excel workbook, or XLIFF with the issues as notes. */
export function fetchReviewExport(
  reviewId: string,
  format: ReviewExport,
  options: DownloadOptions = {},
): Promise<DownloadResult> {
  const { accept, extension } = REVIEW_EXPORTS[format];
  return portalServerFile(PORTAL_API.reviewExport(reviewId, format), {}, accept, `review-issues.${extension}`, options);
}

/** Quality per vendor and language pair from the reviews submitted between two days (both included). */
export const getQualityFacts = (from: string, to: string, signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.qualityFacts, {
    schema: qualityFactsResponseSchema,
    query: { from, to },
    ...maybe(signal),
  });

export const getQualityProfiles = (signal?: AbortSignal) =>
  portalServerRequest(PORTAL_API.qualityProfiles, { schema: qualityProfilesResponseSchema, ...maybe(signal) });

/** Publishes the next version of the organisation's default (projectId null) or of a project's profile. */
export const publishQualityProfile = (projectId: string | null, settings: QualitySettings) =>
  portalServerRequest(
    projectId === null
      ? PORTAL_API.qualityProfiles
      : `${PORTAL_API.qualityProfiles}/projects/${encodeURIComponent(projectId)}`,
    { method: 'PUT', body: settings, schema: qualityProfilesResponseSchema },
  );

/** The project falls back to the organisation's default (its own versions stay). */
export const disableQualityProfile = (projectId: string) =>
  portalServerRequest(`${PORTAL_API.qualityProfiles}/projects/${encodeURIComponent(projectId)}`, {
    method: 'DELETE',
    schema: qualityProfilesResponseSchema,
  });
