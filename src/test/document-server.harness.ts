/**
 * MSW handlers for component tests that show documents: an order, its source documents, one delivery
 * and the documents' metadata and content (real file bytes or text). Records which contents were read.
 */
import { http, HttpResponse } from 'msw';
import { API } from './api.harness';
import { server } from './msw-server.harness';

export interface ServedDocument {
  id: string;
  filename: string;
  contentType?: string;
  content: Uint8Array | string;
  metadata?: Record<string, string>;
  /** The size the service reports, when it is not the content's. */
  length?: number;
}

export interface ServeOptions {
  sourceLanguage?: string;
  targetLanguage?: string;
  sources?: ServedDocument[];
  /** The delivery's documents. */
  targets?: ServedDocument[];
  /** The order's contact e-mail (the task's `email`); none by default. */
  contact?: string;
  /** The task's document-review records, as the service lists them. */
  reviews?: unknown[];
}

function metadataOf(doc: ServedDocument) {
  const length =
    doc.length ?? (typeof doc.content === 'string' ? new TextEncoder().encode(doc.content).length : doc.content.length);
  return {
    id: doc.id,
    filename: doc.filename,
    contentType: doc.contentType ?? 'application/octet-stream',
    length,
    metadata: doc.metadata ?? {},
  };
}

/** Order `t1` with delivery `dl1`; read with the test API client (src/test/api.harness.ts). Returns the contents read. */
export function serveDocuments({
  sourceLanguage = 'en-US',
  targetLanguage = 'de-DE',
  sources = [],
  targets = [],
  contact,
  reviews = [],
}: ServeOptions) {
  const all = new Map([...sources, ...targets].map((doc) => [doc.id, doc]));
  const read: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/t1`, () =>
      HttpResponse.json({
        id: 't1',
        source: sourceLanguage,
        target: [targetLanguage],
        createdAt: '2024-01-01T00:00:00Z',
        progress: 'IN_REVIEW',
        ...(contact ? { email: contact } : {}),
      }),
    ),
    http.get(`${API}/translationTasks/t1/documentReviews`, () => HttpResponse.json(reviews)),
    http.get(`${API}/translationDeliveries/dl1`, () =>
      HttpResponse.json({
        id: 'dl1',
        state: 'IN_REVIEW',
        target: targetLanguage,
        translationTaskId: 't1',
        targetDocumentIds: targets.map((d) => d.id),
      }),
    ),
    http.get(`${API}/translationTasks/t1/sourceDocuments/`, () => HttpResponse.json(sources.map(metadataOf))),
    http.get(`${API}/documents/:id`, ({ params }) => {
      const doc = all.get(String(params.id));
      return doc
        ? HttpResponse.json(metadataOf(doc))
        : HttpResponse.json([{ message: `Document ${String(params.id)} not found` }], { status: 404 });
    }),
    http.get(`${API}/documents/:id/content`, ({ params, request }) => {
      const doc = all.get(String(params.id));
      read.push(`${String(params.id)} ${request.headers.get('authorization')}`);
      if (!doc) return new HttpResponse(null, { status: 404 });
      const body = typeof doc.content === 'string' ? doc.content : doc.content.slice().buffer;
      return new HttpResponse(body, { headers: { 'Content-Type': metadataOf(doc).contentType } });
    }),
  );
  return read;
}
