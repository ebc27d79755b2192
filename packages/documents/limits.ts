/** The layer's size limit on its own, so the portal's pages can check it without loading the layer. */

/** The largest file the layer reads (larger ones are refused, never half-read). */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;
