/** Document metadata as GET /documents/{id} answers it, parsed through the contract. */
import { documentSchema, type ApiDocument } from '#contract/document';

export function buildDocument(overrides: Partial<ApiDocument> = {}): ApiDocument {
  return documentSchema.parse({
    id: 'd1',
    filename: 'homepage.txt',
    contentType: 'text/plain',
    length: 1024,
    uploadDate: '2024-05-01T09:00:00Z',
    metadata: {},
    ...overrides,
  });
}
