/**
 * When a language was handed over. The service gives no delivery time: it is its translated documents'
 * creation time (the vendor adds them when it delivers), the last of them, and unknown where a document does
 * not carry one. Read by the portal (the Vendors page in browser mode) and the portal server's copy alike.
 */

/** What of a delivery and a translated document the time is read from (the contract's shapes fit). */
export interface HandedOverLanguage {
  target: string;
  targetDocumentIds: readonly string[];
}
export interface TranslatedDocument {
  id: string;
  createdAt?: string | undefined;
  metadata?: { targetLanguage?: string | undefined } | undefined;
}

export function handoverTime(delivery: HandedOverLanguage, documents: readonly TranslatedDocument[]): string | null {
  const own = documents.filter((document) =>
    delivery.targetDocumentIds.length > 0
      ? delivery.targetDocumentIds.includes(document.id)
      : document.metadata?.targetLanguage === delivery.target,
  );
  const times = own.flatMap((document) => document.createdAt ?? []);
  if (times.length === 0 || times.length < own.length) return null;
  return times.reduce((latest, time) => (Date.parse(time) > Date.parse(latest) ? time : latest));
}
