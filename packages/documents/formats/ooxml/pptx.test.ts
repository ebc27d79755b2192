import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus.harness';
import { libreOfficeText } from '../../testing/libreoffice.harness';
import { expectCountNear, packageRoundTrip, wordCount } from '../../testing/round-trip.harness';
import { unitText } from '../../types';
import { countWords } from '../../words';

const files = corpusFiles('pptx');
const MIXED = 'pptx/okapi_1009-1_comment_notes_table.pptx';

const read = (path: string, bytes = corpusFile(path)) => extractDocument({ filename: path, bytes }).units;

/** A copy translated with each part prefixed by its unit's id, and the ids the translator was asked for. */
function translateById(path: string): { asked: string[]; translated: Uint8Array } {
  const asked: string[] = [];
  const translated = translateDocument(
    { filename: path, bytes: corpusFile(path) },
    (unit) => {
      asked.push(unit.id);
      return unit.parts.map((p) => `${unit.id.split('#')[1] ?? ''}:${p}`);
    },
    'de-DE',
  );
  return { asked, translated };
}

/** A comment with a reply as PowerPoint 365 writes it (modern comments), added to the first slide of a corpus file. */
async function withModernComment(path: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(corpusFile(path));
  const body = (text: string) =>
    `<p188:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></p188:txBody>`;
  zip.file(
    'ppt/comments/modernComment_100_0.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p188:cmLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
      'xmlns:p188="http://schemas.microsoft.com/office/powerpoint/2018/8/main"><p188:cm id="{1}" authorId="{2}" created="2024-01-01T00:00:00.000">' +
      `<p188:replyLst><p188:reply id="{3}" authorId="{2}" created="2024-01-02T00:00:00.000">${body('Agreed, &amp; done.')}</p188:reply></p188:replyLst>` +
      `${body('Please check this title.')}</p188:cm></p188:cmLst>`,
  );
  const rels = 'ppt/slides/_rels/slide1.xml.rels';
  const xml = (await zip.file(rels)?.async('string')) ?? '';
  const rel =
    '<Relationship Id="rIdC9" Type="http://schemas.microsoft.com/office/2018/10/relationships/comments" Target="../comments/modernComment_100_0.xml"/>';
  zip.file(rels, xml.replace('</Relationships>', `${rel}</Relationships>`));
  return zip.generateAsync({ type: 'uint8array' });
}

describe('PowerPoint presentations', () => {
  it('reads slides in order with their shapes, then each slide’s speaker notes', () => {
    const sample = read('pptx/poi_SampleShow_notes.pptx');
    expect(sample.map((u) => [u.group, u.label, unitText(u)])).toEqual([
      ['Slide 1', 'Title · ¶ 1', 'Title of the first slide'],
      ['Slide 1', 'Subtitle · ¶ 1', 'Subtitle of the first slide'],
      ['Slide 1', 'Subtitle · ¶ 3', 'This bit is in italic green'],
      ['Notes 1', '¶ 1', 'I am the notes of the first slide'],
      ['Slide 2', 'Title · ¶ 1', 'This is the second slide'],
      ['Slide 2', 'Content Placeholder 2 · ¶ 1', 'It has bullet points on it'],
      ['Slide 2', 'Content Placeholder 2 · ¶ 2', 'They’re fun, aren’t they?'],
      ['Slide 2', 'Content Placeholder 2 · ¶ 3', 'Especially in a different font like Arial Black at 16 point!'],
      ['Notes 2', '¶ 1', 'These are the notes of the 2nd slide'],
      ['Notes 2', '¶ 2', 'THIS LINE IS BOLD'],
    ]);
    expect(sample[1]?.id).toBe('ppt/slides/slide1.xml#sp3/p1');
  });

  it('reads tables by cell, SmartArt items once, notes without the slide number, and comments', () => {
    const mixed = read(MIXED);
    expect(new Set(mixed.map((u) => u.id)).size).toBe(mixed.length);
    expect(mixed.filter((u) => u.label.startsWith('Table')).map((u) => [u.id, u.label, unitText(u)])).toEqual([
      ['ppt/slides/slide1.xml#sp5/r1c1/p1', 'Table 1 · A1 · ¶ 1', 'c00'],
      ['ppt/slides/slide1.xml#sp5/r1c2/p1', 'Table 1 · B1 · ¶ 1', 'c01'],
      ['ppt/slides/slide1.xml#sp5/r2c1/p1', 'Table 1 · A2 · ¶ 1', 'c10'],
      ['ppt/slides/slide1.xml#sp5/r2c2/p1', 'Table 1 · B2 · ¶ 1', 'c11'],
    ]);
    // The diagram's data is read; the drawing PowerPoint made of it (the same text again) is not.
    expect(mixed.filter((u) => u.group === 'Slide 1 · SmartArt').map((u) => [u.label, unitText(u)])).toEqual([
      ['Item 1 · ¶ 1', 'Lined list'],
      ['Item 2 · ¶ 1', 'Item 1'],
      ['Item 3 · ¶ 1', 'Item 2'],
      ['Item 4 · ¶ 1', 'Item 3'],
    ]);
    expect(mixed.filter((u) => u.group === 'Notes 1').map(unitText)).toEqual(['Note 1.', 'Note 2.']);
    expect(mixed.filter((u) => u.group === 'Comments 1').map((u) => [u.label, unitText(u)])).toEqual([
      ['Comment 1', 'Comment 1.'],
    ]);
  });

  it('reads and translates modern comments with their replies', async () => {
    const bytes = await withModernComment('pptx/poi_SampleShow_notes.pptx');
    const comments = read('modern.pptx', bytes).filter((u) => u.group === 'Comments 1');
    expect(comments.map((u) => [u.id, u.label, unitText(u)])).toEqual([
      ['ppt/comments/modernComment_100_0.xml#cm1/reply1/p1', 'Comment 1 · Reply 1 · ¶ 1', 'Agreed, & done.'],
      ['ppt/comments/modernComment_100_0.xml#cm1/p1', 'Comment 1 · ¶ 1', 'Please check this title.'],
    ]);
    const trip = await packageRoundTrip('modern.pptx', bytes);
    expect(trip.changed).toContain('ppt/comments/modernComment_100_0.xml');
  });

  it('keeps formatted runs apart and reads Japanese and Gothic text', () => {
    const japanese = read('pptx/poi_with_japanese.pptx');
    const styled = japanese.find((u) => unitText(u) === 'Bold italic underline superscript subscript');
    expect(styled?.parts).toEqual(['Bold', ' ', 'italic', ' ', 'underline', ' ', 'superscript', ' ', 'subscript']);
    expect(styled?.codes).toBe(8);
    expect(japanese.map(unitText)).toEqual(expect.arrayContaining(['ゾルゲと尾崎、淡々と最期', '𐌲𐌿𐍄𐌹𐍃𐌺']));
    expect(japanese.find((u) => unitText(u) === 'Row 2 Col 3')?.label).toBe('Table 1 · C2 · ¶ 1');
  });

  it(
    'writes translated copies that keep everything else, the SmartArt drawing with its items’ translations, which LibreOffice opens and counts alike',
    { timeout: 180_000 },
    async () => {
      const trips = [];
      for (const path of files) {
        const trip = await packageRoundTrip(path, corpusFile(path));
        expect(trip.changed).toEqual(expect.arrayContaining([expect.stringMatching(/^ppt\/slides\/slide\d+\.xml$/)]));
        trips.push({ path, trip });
      }
      const byId = translateById(MIXED);
      // The translator is asked once per unit: the SmartArt drawing is not asked about.
      expect(byId.asked).toEqual(read(MIXED).map((u) => u.id));
      const name = (path: string, side: string) => `${side}-${path.split('/').pop() ?? path}`;
      const texts = libreOfficeText([
        ...trips.flatMap(({ path, trip }) => [
          { name: name(path, 'source'), bytes: corpusFile(path) },
          { name: name(path, 'target'), bytes: trip.translated },
        ]),
        { name: 'by-id.pptx', bytes: byId.translated },
      ]);
      // LibreOffice shows the SmartArt drawing: each item with the translation of its own id.
      expect(texts.get('by-id.pptx')).toContain('item1/p1:Lined list');
      expect(texts.get('by-id.pptx')).toContain('item4/p1:Item 3');
      for (const { path, trip } of trips) {
        const target = texts.get(name(path, 'target')) ?? '';
        expect(target).toContain('[de-DE]');
        // Every unit shows translated in LibreOffice (its longest part): slides, tables, SmartArt, notes, comments.
        const longest = (parts: string[]) =>
          parts.reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '').trim();
        // (Chart labels are not in LibreOffice's text export: charts.test.ts checks them against the chart's workbook.)
        const missing = trip.source
          .filter((u) => !u.id.startsWith('ppt/charts/'))
          .filter((u) => !target.includes(accent(longest(u.parts))));
        expect(missing.map((u) => u.id)).toEqual([]);
        // LibreOffice's presentation text holds the notes and comments too (a comment with its author and date).
        expectCountNear(path, wordCount(trip.source), countWords(texts.get(name(path, 'source')) ?? ''));
      }
    },
  );
});

describe('PowerPoint slide masters and layouts', () => {
  const SHOW = 'pptx/poi_SampleShow_notes.pptx';
  const box = (id: number, name: string, text: string) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="3000000" cy="300000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree>`;

  it('offers the masters’ and layouts’ own text, not their placeholders’ prompts', async () => {
    const zip = await JSZip.loadAsync(corpusFile(SHOW));
    const add = async (name: string, id: number, shape: string, text: string) => {
      const xml = (await zip.file(name)?.async('string')) ?? '';
      expect(xml).toContain('</p:spTree>');
      zip.file(name, xml.replace('</p:spTree>', box(id, shape, text)));
    };
    await add('ppt/slideMasters/slideMaster1.xml', 901, 'Footer note', 'Confidential &amp; internal');
    await add('ppt/slideLayouts/slideLayout1.xml', 902, 'Caption', 'Prepared by the sales team');
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const units = read('show.pptx', bytes).filter((u) => /slide(Master|Layout)/.test(u.id));
    expect(units.map((u) => `${u.group} · ${u.label}: ${unitText(u)}`)).toEqual([
      'Slide master 1 · Footer note · ¶ 1: Confidential & internal',
      'Slide master 1 · Layout 1 (Title Slide) · Caption · ¶ 1: Prepared by the sales team',
    ]);
    expect(units.map((u) => u.id)).toEqual([
      'ppt/slideMasters/slideMaster1.xml#sp901/p1',
      'ppt/slideLayouts/slideLayout1.xml#sp902/p1',
    ]);
    const trip = await packageRoundTrip('show.pptx', bytes);
    const { changed } = trip;
    expect(changed.filter((n) => /slide(Master|Layout)/.test(n)).sort()).toEqual([
      'ppt/slideLayouts/slideLayout1.xml',
      'ppt/slideMasters/slideMaster1.xml',
    ]);
    const after = await JSZip.loadAsync(trip.translated);
    const layout = (await after.file('ppt/slideLayouts/slideLayout1.xml')?.async('string')) ?? '';
    expect(layout).toContain(`<a:t>[de-DE] ${accent('Prepared by the sales team')}</a:t>`);
    // The placeholders' prompts stay as they were.
    expect(layout).toContain('Click to edit Master title style');
  });
});
