import { documentSchema } from '#contract/document';
import { pairDocuments } from './pair-documents';

const doc = (id: string, filename: string, metadata?: object) =>
  documentSchema.parse({ id, filename, contentType: 'text/plain', length: 10, ...(metadata ? { metadata } : {}) });

describe('pairDocuments', () => {
  it('pairs by sourceDocumentId, then by file name, else leaves the source empty', () => {
    const sources = [doc('s1', 'a.txt'), doc('s2', 'b.txt')];
    const pairs = pairDocuments(
      [doc('t1', 'renamed.txt', { sourceDocumentId: 's2' }), doc('t2', 'a.txt'), doc('t3', 'c.txt')],
      sources,
    );
    expect(pairs.map((p) => [p.target.id, p.source?.id ?? null])).toEqual([
      ['t1', 's2'],
      ['t2', 's1'],
      ['t3', null],
    ]);
  });
});
