import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { isDocumentError } from '../../errors';
import { extractDocument, translateDocument } from '../../registry';
import { pseudoTranslator } from '../../pseudo';
import { corpusFile } from '../../testing/corpus.harness';
import { unitText } from '../../types';
import { encodeOdfText } from './odf-write';

const ODT = 'odt/okapi_TestDocument01.odt';
const units = () => extractDocument({ filename: ODT, bytes: corpusFile(ODT) }).units;
const byText = (start: string) => units().find((u) => unitText(u).startsWith(start));

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return isDocumentError(error) ? error.code : String(error);
  }
  return 'no error';
}

describe('OpenDocument text', () => {
  it('reads paragraphs with spans as parts; spaces are text, tabs, breaks, fields, links and note marks codes', () => {
    expect(byText('Paragraph with bold')?.parts).toEqual([
      'Paragraph with ',
      'bold',
      ', ',
      'italics',
      ', ',
      'and ',
      'both',
      '.',
    ]);
    // `[ <text:s text:c="2"/>]`: three spaces in the text; three tabs and a line break are codes.
    expect(byText('Spaces:')?.parts).toEqual(['Spaces: [   ]=3, [', ']=3tabs,', 'Line after.']);
    expect(byText('Spaces:')?.codes).toBe(4);
    // Two footnotes: each a code (its citation is not text) and its body units of its own.
    expect(byText('Paragraph with footnote here')).toMatchObject({
      parts: ['Paragraph with footnote here', ' and here', '.'],
      codes: 2,
    });
    // Fields show values from the document's properties: codes, not text.
    expect(byText('Fields: date=')?.parts.join('|')).toBe(
      'Fields: date=|, time=|, pgnum=|, pgcount=|, subject=|, title=|, author=|.',
    );
    expect(byText('Paragraph with text of')?.parts).toEqual(['Paragraph with ', 'text of the link', '.']);
    expect(byText('Pargaraph with a note')?.parts).toEqual(['Pargaraph with a note [', '].']);
  });

  it('labels footnotes, comments, table cells, frames, headers and footers', () => {
    const where = (start: string) => {
      const unit = byText(start);
      return unit && `${unit.group} / ${unit.label}`;
    };
    expect(where('Heading 2')).toBe('Body / ¶ 3');
    expect(where('Text of the automatic footnote')).toBe('Footnotes / Footnote 1 · ¶ 1');
    expect(where('Second paragraph of the footnote')).toBe('Footnotes / Footnote 1 · ¶ 2');
    expect(where('Text of the footnote N')).toBe('Footnotes / Footnote 2 · ¶ 1');
    expect(where('Text of the note on the range')).toBe('Comments / Comment 3 · ¶ 1');
    expect(byText('And here goes a second note')?.parts).toEqual([
      'And here goes a second note. A long comment with formatting like ',
      'bold',
      ', and ',
      'more',
      '.',
    ]);
    expect(where('Cell r2-c2')).toBe('Body / Table1 · B2 · ¶ 1');
    expect(where('Illustration')).toBe('Body / Frame1 · ¶ 1');
    expect(where('Text of the header')).toBe('Header 1 / ¶ 1');
    expect(where('Text of the footer')).toBe('Footer 1 / ¶ 1');
    const ids = units().map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe('styles.xml#p2');
  });

  it('writes spaces, tabs and line breaks the way ODF keeps them', () => {
    expect(encodeOdfText('a  b')).toBe('a <text:s/>b');
    expect(encodeOdfText('   x')).toBe('<text:s text:c="3"/>x');
    expect(encodeOdfText(' x', true)).toBe(' x');
    expect(encodeOdfText('x ')).toBe('x<text:s/>');
    expect(encodeOdfText('x  ', false, true)).toBe('x <text:s/>');
    expect(encodeOdfText('a\tb\nc <&>')).toBe('a<text:tab/>b<text:line-break/>c &lt;&amp;&gt;');
    expect(encodeOdfText('a\r\n b')).toBe('a<text:line-break/><text:s/>b');
  });

  it('keeps the spaces of a translation and its spans', () => {
    const translated = translateDocument(
      { filename: ODT, bytes: corpusFile(ODT) },
      (u) => u.parts.map((p) => `${p}  `),
      'de-DE',
    );
    const after = extractDocument({ filename: ODT, bytes: translated }).units;
    expect(after.find((u) => unitText(u).startsWith('Spaces:'))?.parts).toEqual([
      'Spaces: [   ]=3, [  ',
      ']=3tabs,  ',
      'Line after.  ',
    ]);
  });

  it('refuses a password-protected document and a spreadsheet named .odt', async () => {
    const zip = await JSZip.loadAsync(corpusFile(ODT));
    const manifest = (await zip.file('META-INF/manifest.xml')?.async('string')) ?? '';
    const encrypted = manifest.replace(
      /(<manifest:file-entry [^>]*manifest:full-path="content.xml"[^>]*?)\/>/,
      '$1><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="AAAA"><manifest:algorithm manifest:algorithm-name="Blowfish CFB" manifest:initialisation-vector="AAAA"/><manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="16" manifest:iteration-count="1024" manifest:salt="AAAA"/></manifest:encryption-data></manifest:file-entry>',
    );
    expect(encrypted).not.toBe(manifest);
    zip.file('META-INF/manifest.xml', encrypted);
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    expect(errorOf(() => extractDocument({ filename: 'locked.odt', bytes }))).toBe('encrypted');
    expect(
      errorOf(() => translateDocument({ filename: 'locked.odt', bytes }, pseudoTranslator('de-DE'), 'de-DE')),
    ).toBe('encrypted');
    expect(errorOf(() => extractDocument({ filename: 'text.ods', bytes: corpusFile(ODT) }))).toBe('mislabelled');
  });
});
