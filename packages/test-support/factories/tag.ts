/** Tags: an id (the tag's text) and its colour. */
import { tagSchema, type Tag } from '#contract/tag';

export function buildTag(overrides: Partial<Tag> = {}): Tag {
  return tagSchema.parse({ id: 'urgent', color: '#ff0000', ...overrides });
}
