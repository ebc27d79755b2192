/** The per-organisation translation memory: source segments of delivered translations, per language pair. */
import type { Store } from '../store/store';
import { normalise } from './segments';

const MAX_ENTRIES_PER_PAIR = 5000;

export function memoryOf(store: Store, org: string, source: string, target: string): string[] {
  return store.state.memory[org]?.[`${source}>${target}`] ?? [];
}

export function remember(store: Store, org: string, source: string, target: string, segments: string[]): void {
  const byPair = (store.state.memory[org] ??= {});
  const key = `${source}>${target}`;
  const known = new Set(byPair[key] ?? []);
  for (const segment of segments.map(normalise)) if (segment) known.add(segment);
  byPair[key] = [...known].slice(-MAX_ENTRIES_PER_PAIR);
  store.changed();
}
