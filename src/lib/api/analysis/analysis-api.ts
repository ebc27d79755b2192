/** Fetchers for translation-memory analyses. */
import { preprocess } from '#contract/zod';
import { analysisListSchema, analysisSchema, type Analysis } from '#contract/analysis';
import { apiRequest } from '#portal/lib/api/http-client.ts';

/**
 * GET /translationTasks/{id}/analysis: the shape is not specified. A list, a single analysis
 * or nothing are all read as a list.
 */
const taskAnalysesSchema = preprocess(
  (v): unknown => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? (v as unknown[]) : [v]),
  analysisListSchema,
);

export function getTaskAnalyses(taskId: string, signal?: AbortSignal): Promise<Analysis[]> {
  return apiRequest(`/translationTasks/${encodeURIComponent(taskId)}/analysis`, {
    schema: taskAnalysesSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAnalysis(analysisId: string, signal?: AbortSignal): Promise<Analysis> {
  return apiRequest(`/analysis/${encodeURIComponent(analysisId)}`, {
    schema: analysisSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Create and request a new analysis of all source documents of the task. */
export function runAnalysis(taskId: string): Promise<Analysis> {
  return apiRequest('/analysis/', { method: 'POST', body: { translationTaskId: taskId }, schema: analysisSchema });
}
