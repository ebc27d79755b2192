/**
 * Structural equality of JSON-like values (form values, API bodies): object key order and `undefined` members do
 * not matter, array order does. Written here rather than taken from a library: the ones already installed
 * (dequal, fast-deep-equal) come only as other tools' dependencies and count an `undefined` member as a
 * difference, which would make a form with an unset optional field look changed.
 */
export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}
