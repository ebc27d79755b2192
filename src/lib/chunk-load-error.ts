/**
 * A lazily loaded page chunk that vanished after a deployment: the browsers' messages for a failed dynamic
 * import (Chromium, Safari, Firefox). Only a reload fetches the new version's chunks.
 */
const CHUNK_LOAD_MESSAGE = /dynamically imported module|Importing a module script failed|Failed to fetch dynamically/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}
