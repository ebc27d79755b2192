import type { Project, ProjectPatch } from '#contract/project';
import { deepEqual, isPlainObject, type PlainObject } from '#portal/lib/deep-equal.ts';

/** Nested configuration objects are edited in part but sent whole, so the service keeps the rest. */
function mergeInto(base: unknown, edit: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(edit)) return edit;
  const merged: PlainObject = { ...base };
  for (const [k, v] of Object.entries(edit)) if (v !== undefined) merged[k] = mergeInto(base[k], v);
  return merged;
}

/** `true`/`false` are legacy spellings of `[]`/`null`. */
function normaliseWithReview(value: unknown): unknown {
  if (value === true) return [];
  if (value === false) return null;
  return value;
}

/**
 * The PATCH body for an edited project: only the writeable fields whose value differs from the
 * original. An empty object means nothing changed.
 */
export function diffProject(original: Project, edited: ProjectPatch): ProjectPatch {
  const patch: PlainObject = {};
  const before = original as unknown as PlainObject;
  for (const [key, raw] of Object.entries(edited as PlainObject)) {
    if (raw === undefined || key === 'id') continue;
    const value = key === 'withReview' ? normaliseWithReview(raw) : mergeInto(before[key], raw);
    const previous = before[key];
    const same = deepEqual(previous, value) || (previous === null && value === undefined);
    if (!same) patch[key] = value;
  }
  return patch;
}
