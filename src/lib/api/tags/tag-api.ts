/** Fetchers for /tags (tags are created by tagging a task; only the colour is writeable). */
import { tagListSchema, tagSchema, type Tag } from '#contract/tag';
import { apiRequest } from '#portal/lib/api/http-client.ts';

const tagPath = (tagId: string) => `/tags/${encodeURIComponent(tagId)}`;

export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return apiRequest('/tags/', { schema: tagListSchema, ...(signal ? { signal } : {}) });
}

export function getTag(tagId: string, signal?: AbortSignal): Promise<Tag> {
  return apiRequest(tagPath(tagId), { schema: tagSchema, ...(signal ? { signal } : {}) });
}

export function updateTagColor(tagId: string, color: string): Promise<Tag> {
  return apiRequest(tagPath(tagId), { method: 'PATCH', body: { color }, schema: tagSchema });
}
