/** Tags are created on demand when a task is tagged. */
import type { StoredTag } from '../store/state';
import type { Store } from '../store/store';

export const DEFAULT_TAG_COLOR = '#228be6';

export function tagKey(org: string, name: string): string {
  return `${org}\u0000${name}`;
}

export function ensureTags(store: Store, org: string, names: string[], color = DEFAULT_TAG_COLOR): void {
  for (const name of names) {
    const key = tagKey(org, name);
    if (!store.state.tags[key]) store.state.tags[key] = { id: name, color, org };
  }
  store.changed();
}

export function tagsOf(store: Store, org: string): StoredTag[] {
  return Object.values(store.state.tags).filter((t) => t.org === org);
}
