import { documentSchema } from '../../../contract/document';
import { alignLines, isTextDocument, pairDocuments, splitLines } from './text-compare';

const doc = (id: string, filename: string, contentType = 'application/octet-stream', metadata?: object) =>
  documentSchema.parse({ id, filename, contentType, length: 10, ...(metadata ? { metadata } : {}) });

describe('isTextDocument', () => {
  it('knows text formats by extension, then by content type', () => {
    for (const name of ['a.txt', 'a.json', 'a.xml', 'a.XLIFF', 'a.xlf', 'a.html', 'a.md', 'a.markdown']) {
      expect(isTextDocument(doc('d', name)), name).toBe(true);
    }
    expect(isTextDocument(doc('d', 'a.docx', 'text/plain'))).toBe(false);
    expect(isTextDocument(doc('d', 'a.pdf', 'application/pdf'))).toBe(false);
    expect(isTextDocument(doc('d', 'notes', 'text/plain; charset=utf-8'))).toBe(true);
    expect(isTextDocument(doc('d', 'data', 'application/vnd.api+json'))).toBe(true);
    expect(isTextDocument(doc('d', 'blob', 'application/octet-stream'))).toBe(false);
  });
});

describe('pairDocuments', () => {
  it('pairs by sourceDocumentId, then by file name, else leaves the source empty', () => {
    const sources = [doc('s1', 'a.txt'), doc('s2', 'b.txt')];
    const pairs = pairDocuments(
      [doc('t1', 'renamed.txt', 'text/plain', { sourceDocumentId: 's2' }), doc('t2', 'a.txt'), doc('t3', 'c.txt')],
      sources,
    );
    expect(pairs.map((p) => [p.target.id, p.source?.id ?? null])).toEqual([
      ['t1', 's2'],
      ['t2', 's1'],
      ['t3', null],
    ]);
  });
});

describe('alignLines', () => {
  it('aligns by line index across line-ending styles and pads the shorter side', () => {
    expect(splitLines('a\r\nb\rc\n')).toEqual(['a', 'b', 'c']);
    const { rows, totalLines, truncated } = alignLines('one\ntwo\nthree', 'eins\r\nzwei');
    expect(rows).toEqual([
      { source: 'one', target: 'eins' },
      { source: 'two', target: 'zwei' },
      { source: 'three', target: null },
    ]);
    expect(totalLines).toBe(3);
    expect(truncated).toBe(false);
  });

  it('caps the rows and says so', () => {
    const text = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n');
    const aligned = alignLines(text, text, 10);
    expect(aligned.rows).toHaveLength(10);
    expect(aligned.totalLines).toBe(12);
    expect(aligned.truncated).toBe(true);
  });
});
