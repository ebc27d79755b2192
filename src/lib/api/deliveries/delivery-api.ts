/** Fetchers for deliveries (one per accepted or delivered language) and the delivered documents. */
import { preprocess } from '#contract/zod';
import { deliveryListSchema, deliverySchema, type Delivery } from '#contract/delivery';
import { documentListSchema, type ApiDocument } from '#contract/document';
import { downloadFile, type DownloadOptions, type DownloadResult } from '#portal/lib/api/file-download.ts';
import { apiRequest } from '#portal/lib/api/http-client.ts';

const taskPath = (taskId: string) => `/translationTasks/${encodeURIComponent(taskId)}`;
const deliveryPath = (deliveryId: string) => `/translationDeliveries/${encodeURIComponent(deliveryId)}`;

export function getTaskDeliveries(taskId: string, signal?: AbortSignal): Promise<Delivery[]> {
  return apiRequest(`${taskPath(taskId)}/translationDeliveries`, {
    // The list shape is not specified; treat a missing body as "no deliveries".
    schema: preprocess((v) => v ?? [], deliveryListSchema),
    ...(signal ? { signal } : {}),
  });
}

export function getDelivery(deliveryId: string, signal?: AbortSignal): Promise<Delivery> {
  return apiRequest(deliveryPath(deliveryId), { schema: deliverySchema, ...(signal ? { signal } : {}) });
}

/** Order post-editing of a finished instant translation, for this delivery's language. */
export function requestPostEditing(deliveryId: string): Promise<Delivery> {
  return apiRequest(deliveryPath(deliveryId), { method: 'PATCH', body: { postEditing: true }, schema: deliverySchema });
}

export function getTargetDocuments(taskId: string, signal?: AbortSignal): Promise<ApiDocument[]> {
  return apiRequest(`${taskPath(taskId)}/targetDocuments`, {
    schema: preprocess((v) => v ?? [], documentListSchema),
    ...(signal ? { signal } : {}),
  });
}

/** All target documents of a task as one zip archive. */
export function downloadTargetDocumentsZip(taskId: string, options?: DownloadOptions): Promise<DownloadResult> {
  return downloadFile(`${taskPath(taskId)}/targetDocuments/content`, options);
}
