/** The URL of a document's preview within its order. */
export function documentPreviewPath(taskId: string, documentId: string): string {
  return `/orders/${encodeURIComponent(taskId)}/documents/${encodeURIComponent(documentId)}`;
}
