import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { isDocumentError } from '../../errors';
import { accent, pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus.harness';
import { largeDocx } from '../../testing/large-docx.harness';
import { wordPackage } from '../../testing/word-package.harness';
import { libreOfficeConvert, libreOfficeText } from '../../testing/libreoffice.harness';
import { expectCountNear, packageRoundTrip, wordCount, type RoundTrip } from '../../testing/round-trip.harness';
import { unitText, type TextUnit } from '../../types';
import { countWords } from '../../words';

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** The text of the elements named `element` in a part, read with JSZip and saxes (one string per element). */
async function elementTexts(bytes: Uint8Array, part: string, element: string): Promise<string[]> {
  const xml = (await (await JSZip.loadAsync(bytes)).file(part)?.async('string')) ?? '';
  const parser = new SaxesParser();
  const texts: string[] = [];
  let inside = false;
  parser.on('opentag', (tag) => {
    inside = tag.name === element;
    if (inside) texts.push('');
  });
  parser.on('closetag', () => {
    inside = false;
  });
  parser.on('text', (text) => {
    if (inside) texts[texts.length - 1] += text;
  });
  parser.write(xml).close();
  return texts;
}

/** Words of tracked deletions: LibreOffice prints them (struck through), we do not count them. */
async function deletedWords(bytes: Uint8Array): Promise<number> {
  return countWords((await elementTexts(bytes, 'word/document.xml', 'w:delText')).join(' '));
}

/** A corpus document with extra body paragraphs before its section properties (a hand-made case). */
async function withParagraphs(path: string, paragraphs: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(corpusFile(path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const at = xml.lastIndexOf('<w:sectPr');
  zip.file('word/document.xml', xml.slice(0, at) + paragraphs + xml.slice(at));
  return zip.generateAsync({ type: 'uint8array' });
}

const files = corpusFiles('docx').filter((f) => !f.includes('HARD_'));
const read = (path: string, bytes = corpusFile(path)) => extractDocument({ filename: path, bytes }).units;
const byText = (units: TextUnit[], text: string) => units.find((u) => unitText(u) === text);

describe('Word documents', () => {
  it('reads the body, tables, headers, footers, footnotes and comments, with labels people can find', () => {
    const units = read('docx/okapi_OpenXML_text_reference_v1_2.docx');
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    expect(unitText(units[0] ?? { parts: [] })).toMatch(/^This is a reference document \(OOoNinja v1\.2\)/);
    expect(new Set(units.map((u) => u.group))).toEqual(
      new Set(['Body', 'Header 1', 'Header 2', 'Footer 1', 'Footer 2', 'Footnotes', 'Comments']),
    );
    // Runs with their own formatting are parts of one paragraph, separated by codes.
    const fonts = units.find((u) => unitText(u).startsWith('These fonts and font attributes'));
    expect(fonts?.parts.slice(0, 4)).toEqual(['These fonts and font attributes: ', 'bold', ', ', 'italics']);
    expect(fonts?.codes).toBeGreaterThan(10);
    expect(byText(units, 'C2R2')).toMatchObject({ group: 'Body', label: 'Table 1 · B2 · ¶ 1' });
    expect(byText(units, 'Column 1 row 1')?.label).toBe('Table 1 · A1 · ¶ 1');
    // The separator "notes" are no units; the note mark is a code.
    expect(units.filter((u) => u.group === 'Footnotes').map((u) => [u.label, u.parts, u.codes])).toEqual([
      ['Footnote 1 · ¶ 1', [' This is the footnote.'], 1],
    ]);
    expect(units.filter((u) => u.group === 'Comments').map((u) => [u.label, unitText(u)])).toEqual([
      ['Comment 1 · ¶ 1', 'This is a comment'],
    ]);
    // The page number is a field: one code, its result Word's to compute.
    expect(units.find((u) => u.group === 'Footer 1')).toMatchObject({ parts: ['Footer.  Page number: '], codes: 1 });

    const comments = read('docx/pydocx_comments-rich-para.docx').filter((u) => u.group === 'Comments');
    expect(comments.map((u) => u.parts)).toContainEqual(['Text with hyperlink ', 'https://google.com', ' embedded.']);
    expect(comments.map((u) => u.label)).toEqual([
      'Comment 1 · ¶ 1',
      'Comment 2 · ¶ 1',
      'Comment 3 · ¶ 1',
      'Comment 4 · ¶ 1',
    ]);
  });

  it('counts tracked insertions and hyperlink field results, not deletions, field codes or other results', async () => {
    const tracked = read('docx/poi_delins_tracked_changes.docx');
    const text = tracked.map(unitText).join('\n');
    expect(text).toContain('March 2009: Apache Tika Release'); // inserted
    expect(byText(tracked, 'Introducing Apache Mahout - Grant Ingersoll. March 25th @ 10:30')?.parts).toEqual([
      'Introducing Apache Mahout', // a HYPERLINK field's result, between begin and end codes
      ' - Grant Ingersoll. ',
      'March 25th @ 10:30',
    ]);
    expect(text).not.toMatch(/Maang Tika|DragonLance|HYPERLINK/);

    // A field whose code is in w:t, and a run Word repeats in a Fallback for older readers.
    const bytes = await withParagraphs(
      'docx/okapi_TextBoxes.docx',
      '<w:p><w:r><w:t xml:space="preserve">Total: </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:t>NUMPAGES</w:t></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>seven</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
        '<w:r><w:t xml:space="preserve"> pages </w:t></w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">' +
        '<mc:Choice Requires="w"><w:r><w:t>checked</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>checked</w:t></w:r></mc:Fallback></mc:AlternateContent></w:p>' +
        // A field whose separator and end were lost: its code ends with its paragraph.
        '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:t>PAGE</w:t></w:r></w:p><w:p><w:r><w:t>After a broken field</w:t></w:r></w:p>',
    );
    const total = read('fixture.docx', bytes).find((u) => unitText(u).startsWith('Total'));
    // NUMPAGES is one code: its result ("seven") is Word's to compute, not the translator's.
    expect(total).toMatchObject({ parts: ['Total: ', ' pages checked'], codes: 1 });
    expect(read('fixture.docx', bytes).map(unitText).slice(-1)).toEqual(['After a broken field']);
    const translated = translateDocument({ filename: 'fixture.docx', bytes }, pseudoTranslator('de-DE'), 'de-DE');
    expect(await elementTexts(translated, 'word/document.xml', 'w:t')).toEqual(
      expect.arrayContaining([`[de-DE] ${accent('Total: ')}`, 'NUMPAGES', 'seven', accent(' pages checked')]),
    );
  });

  it('reads text boxes once and translates both copies Word keeps of them', { timeout: 60_000 }, async () => {
    const boxes = read('docx/okapi_TextBoxes.docx');
    expect(boxes.filter((u) => u.label.startsWith('Text box')).map((u) => [u.label, unitText(u)])).toEqual([
      ['Text box 1 · ¶ 1', 'unbelievable'],
      ['Text box 2 · ¶ 1', 'pig'],
      ['Text box 3 · ¶ 1', 'This here is a text box.  '],
    ]);
    // LibreOffice saves them as Word 2010 does: a DrawingML box (mc:Choice) and its VML copy (mc:Fallback).
    const saved = libreOfficeConvert(
      [{ name: 'TextBoxes.docx', bytes: corpusFile('docx/okapi_TextBoxes.docx') }],
      'docx',
    ).get('TextBoxes.docx');
    if (!saved) throw new Error('LibreOffice did not save the text boxes');
    const units = read('saved.docx', saved);
    expect(
      units
        .filter((u) => u.label.startsWith('Text box'))
        .map(unitText)
        .sort(),
    ).toEqual(['This here is a text box.  ', 'pig', 'unbelievable']);
    const asked: string[] = [];
    const pseudo = pseudoTranslator('de-DE');
    const translated = translateDocument(
      { filename: 'saved.docx', bytes: saved },
      (unit) => (asked.push(unit.id), pseudo(unit)),
      'de-DE',
    );
    // The translator is asked once per unit; the VML copy gets the same translation.
    expect(asked).toEqual(units.map((u) => u.id));
    const texts = await elementTexts(translated, 'word/document.xml', 'w:t');
    expect(texts.filter((t) => t === `[de-DE] ${accent('pig')}`)).toHaveLength(2);
    expect(texts.filter((t) => t.includes(accent('text box')))).toHaveLength(2);
  });

  it('reads Japanese text, one word per character', () => {
    const japanese = read('docx/poi_stress019_japanese.docx');
    expect(unitText(japanese[0] ?? { parts: [] })).toBe('リーダーシップに係る発行運営業務委託');
    expect(countWords('リーダーシップに係る')).toBe(10);
    // Ruby (furigana over 担当者) is a guide to reading its base text, not text of its own.
    expect(japanese.find((u) => unitText(u).startsWith('担当者氏名'))?.parts.slice(0, 3)).toEqual([
      '担当者',
      '氏',
      '名',
    ]);
    expect(japanese.map(unitText).join('')).not.toContain('ふり担当者');
  });

  it('marks a text that now starts or ends with a space to keep it', async () => {
    const path = 'docx/okapi_OpenXML_text_reference_v1_2.docx';
    const bytes = translateDocument(
      { filename: path, bytes: corpusFile(path) },
      (u) => (unitText(u) === 'C2R2' ? [' Zelle '] : undefined),
      'de-DE',
    );
    const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('<w:t xml:space="preserve"> Zelle </w:t>');
    expect(byText(read(path, bytes), ' Zelle ')?.label).toBe('Table 1 · B2 · ¶ 1');
  });

  it('reads a part as bytes: text beyond ASCII with and without character references, kept where untouched', async () => {
    const bytes = await wordPackage(
      '<w:p><w:r><w:t>Caf&#xE9; Cafe\u0301 &amp; 中文 \u{1F600}&#x1F600;</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>\uFEFFÄrger &lt;ü&gt;</w:t></w:r></w:p><w:p><w:r><w:t>Straße</w:t></w:r></w:p>',
    );
    const units = read('bytes.docx', bytes);
    expect(units.map(unitText)).toEqual(['Café Cafe\u0301 & 中文 \u{1F600}\u{1F600}', '\uFEFFÄrger <ü>', 'Straße']);
    const translated = translateDocument(
      { filename: 'bytes.docx', bytes },
      (u) => (unitText(u) === 'Straße' ? ['Rue 中 & ü'] : undefined),
      'fr-FR',
    );
    const xml = (await (await JSZip.loadAsync(translated)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('<w:t>Caf&#xE9; Cafe\u0301 &amp; 中文 \u{1F600}&#x1F600;</w:t>');
    expect(xml).toContain('<w:t>\uFEFFÄrger &lt;ü&gt;</w:t>');
    expect(xml).toContain('<w:t>Rue 中 &amp; ü</w:t>');
    expect(read('bytes.docx', translated).map(unitText)).toEqual([
      units[0] && unitText(units[0]),
      units[1] && unitText(units[1]),
      'Rue 中 & ü',
    ]);
  });

  it('refuses the password-protected and the truncated file with a reason', () => {
    const reasons = ['docx/HARD_poi_bug53475-password-is-pass.docx', 'docx/HARD_poi_truncated62886.docx'].map(
      (path) => {
        try {
          read(path);
          return 'read';
        } catch (error) {
          return isDocumentError(error) ? error.code : 'other';
        }
      },
    );
    expect(reasons).toEqual(['encrypted', 'damaged']);
  });

  it('reads and writes a 35,000-word document in a few seconds', { timeout: 60_000 }, () => {
    const bytes = largeDocx(35_000);
    const started = performance.now();
    const units = read('large.docx', bytes);
    const translated = translateDocument({ filename: 'large.docx', bytes }, pseudoTranslator('de-DE'), 'de-DE');
    const seconds = (performance.now() - started) / 1000;
    expect(wordCount(units)).toBeGreaterThan(30_000);
    expect(read('large.docx', translated)).toHaveLength(units.length);
    expect(seconds).toBeLessThan(8);
  });

  it(
    'writes translated copies that keep everything else, which LibreOffice opens and counts alike',
    { timeout: 180_000 },
    async () => {
      const trips: { path: string; trip: RoundTrip }[] = [];
      for (const path of files) {
        const trip = await packageRoundTrip(path, corpusFile(path));
        expect(trip.changed).toContain('word/document.xml');
        trips.push({ path, trip });
      }
      const name = (path: string, side: string) => `${side}-${path.split('/').pop() ?? path}`;
      const texts = libreOfficeText(
        trips.flatMap(({ path, trip }) => [
          { name: name(path, 'source'), bytes: corpusFile(path) },
          { name: name(path, 'target'), bytes: trip.translated },
        ]),
        'pdf',
      );
      for (const { path, trip } of trips) {
        const source = texts.get(name(path, 'source')) ?? '';
        expect(texts.get(name(path, 'target'))).toContain('[de-DE]');
        // Comments are not printed, and tracked deletions are (struck through): compare like with like.
        const printed = trip.source.filter((u) => u.group !== 'Comments');
        const [ours, theirs] = path.includes('TextBoxes')
          ? // A vertical text box comes out of the PDF one letter per line: compare letters there.
            [letters(printed.map(unitText).join('')), letters(source)]
          : [wordCount(printed), countWords(source) - (await deletedWords(corpusFile(path)))];
        expectCountNear(path, ours, theirs);
      }
    },
  );
});
