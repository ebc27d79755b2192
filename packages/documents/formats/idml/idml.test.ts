import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { expectCountNear, expectPackageIntact, packageRoundTrip, wordCount } from '../../testing/round-trip.harness';
import { unitText } from '../../types';
import { countWords } from '../../words';

const PATH = 'idml/okapi_7_elements_of_localizability.idml';

/**
 * The independent count: JSZip opens the package, the designmap's idPkg:Story entries name the
 * stories, saxes reads each story and every <Content> element's text is taken, a paragraph break per
 * <Br/>. Counted with the layer's countWords (the industry rules, the same for both sides).
 */
async function independentText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const designmap = (await zip.file('designmap.xml')?.async('string')) ?? '';
  const stories = [...designmap.matchAll(/<idPkg:Story src="([^"]+)"/g)].map((m) => m[1] ?? '');
  let text = '';
  for (const story of stories) {
    const parser = new SaxesParser();
    let inContent = false;
    parser.on('opentag', (tag) => {
      inContent = tag.name === 'Content';
      if (tag.name === 'Br') text += '\n';
    });
    parser.on('closetag', () => {
      inContent = false;
    });
    parser.on('text', (t) => {
      if (inContent) text += t;
    });
    parser.write((await zip.file(story)?.async('string')) ?? '').close();
    text += '\n';
  }
  return text;
}

/** The first local file header of a zip, read from its bytes: InDesign needs the mimetype entry first and stored. */
function firstEntry(bytes: Uint8Array): { name: string; method: number; content: string } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const size = view.getUint32(18, true);
  const decode = (from: number, length: number) => new TextDecoder().decode(bytes.subarray(from, from + length));
  return {
    name: decode(30, nameLength),
    method: view.getUint16(8, true),
    content: decode(30 + nameLength + extraLength, size),
  };
}

const STORY = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<idPkg:Story xmlns:idPkg="http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging" DOMVersion="7.5">
<Story Self="utest" AppliedTOCStyle="n"><StoryPreference OpticalMarginAlignment="false"/>
<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Body">
<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Properties><AppliedFont type="string">Minion Pro</AppliedFont></Properties><Content>Price:<?ACE 8?>12 &amp; more</Content><Br/><Content>Second paragraph</Content></CharacterStyleRange>
<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/Bold"><Content> in bold</Content><Footnote><ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Footnote"><CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Content><?ACE 4?> A footnote.</Content></CharacterStyleRange></ParagraphStyleRange></Footnote><Content>, noted.</Content><Br/></CharacterStyleRange>
<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Content>Kept </Content><Change ChangeType="DeletedText" Author="ed"><Content>removed words </Content></Change><Change ChangeType="InsertedText" Author="ed"><Content>added words</Content></Change><Note><ParagraphStyleRange><CharacterStyleRange><Content>A reviewer's note</Content></CharacterStyleRange></ParagraphStyleRange></Note><TextVariableInstance Self="v1" ResultText="Chapter 1" AssociatedTextVariable="dTextVariablen&lt;?AID 001b?&gt;TV XRefChapterNumber"/><Content> and a variable.</Content><Br/></CharacterStyleRange>
<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Table Self="t1" BodyRowCount="1" ColumnCount="2"><Row Self="t1r0" Name="0"/><Column Self="t1c0" Name="0"/><Column Self="t1c1" Name="1"/><Cell Self="t1i0" Name="0:0"><ParagraphStyleRange><CharacterStyleRange><Content>Cell one</Content></CharacterStyleRange></ParagraphStyleRange></Cell><Cell Self="t1i1" Name="1:0"><ParagraphStyleRange><CharacterStyleRange><Content>Cell two</Content></CharacterStyleRange></ParagraphStyleRange></Cell></Table></CharacterStyleRange>
<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Rectangle Self="r1"><Properties><PathGeometry/></Properties><Image Self="i1"/></Rectangle><XMLElement Self="x1" MarkupTag="XMLTag/Title"><Content>Tagged title</Content></XMLElement><HyperlinkTextSource Self="h1" Name="link"><Content>a link</Content></HyperlinkTextSource><HiddenText><ParagraphStyleRange><CharacterStyleRange><Content>conditional text</Content></CharacterStyleRange></ParagraphStyleRange></HiddenText></CharacterStyleRange>
</ParagraphStyleRange>
</Story>
</idPkg:Story>`;

/** The corpus package with one more story in it, with what the corpus lacks: footnotes, tables, changes, notes, specials. */
async function withStory(): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(corpusFile(PATH));
  const designmap = (await zip.file('designmap.xml')?.async('string')) ?? '';
  zip.file(
    'designmap.xml',
    designmap.replace('<idPkg:Story src="Stories/Story_u2468.xml"/>', '$&<idPkg:Story src="Stories/Story_utest.xml"/>'),
  );
  zip.file('Stories/Story_utest.xml', STORY);
  // A second page right of the first, and a frame of the new story whose centre (x = 600) is on it.
  const spread = (await zip.file('Spreads/Spread_u277e.xml')?.async('string')) ?? '';
  const points = ['-100 -100', '100 -100', '100 100', '-100 100']
    .map((p) => `<PathPointType Anchor="${p}" LeftDirection="${p}" RightDirection="${p}"/>`)
    .join('');
  const page = '<Page Self="p2" GeometricBounds="0 0 792 612" ItemTransform="1 0 0 1 306 -396" Name="2"/>';
  const frame = `<TextFrame Self="f9" ParentStory="utest" ItemTransform="1 0 0 1 600 0"><Properties><PathGeometry><GeometryPathType PathOpen="false"><PathPointArray>${points}</PathPointArray></GeometryPathType></PathGeometry></Properties></TextFrame>`;
  zip.file('Spreads/Spread_u277e.xml', spread.replace('</Spread>', `${page}${frame}</Spread>`));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('InDesign IDML', () => {
  it('reads stories as paragraphs, character style ranges as parts, grouped by story and page', () => {
    const units = extractDocument({ filename: PATH, bytes: corpusFile(PATH) }).units;
    expect(units).toHaveLength(36);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    expect(units.find((u) => unitText(u).startsWith('1. Regional Settings'))).toMatchObject({
      id: 'Stories/Story_u4574.xml#p1',
      group: 'Story 4 · page 1',
      label: '¶ 1',
      parts: ['1. Regional Settings: ', 'Are regional settings easily switched to different locales throughout?'],
    });
    expect(units.map(unitText)).toContain('Measurement formats (e.g. metric)');
    expect(units[0]).toMatchObject({
      group: 'Story 2 · page 1',
      parts: [
        'Copyright ©2011 Globalization Group, Inc.',
        ' All rights reserved. Globalization Group and the Globalization Group logo are ',
      ],
    });
  });

  it('writes a package InDesign can open: mimetype first and stored, stories well-formed, the rest untouched; counts alike', async () => {
    const bytes = corpusFile(PATH);
    const trip = await packageRoundTrip(PATH, bytes);
    expect(trip.changed.sort()).toEqual([
      'Stories/Story_u2468.xml',
      'Stories/Story_u24e0.xml',
      'Stories/Story_u380b.xml',
      'Stories/Story_u3cf7.xml',
      'Stories/Story_u4574.xml',
      'Stories/Story_u5e15.xml',
      'Stories/Story_u5e2c.xml',
    ]);
    expect(firstEntry(trip.translated)).toEqual({
      name: 'mimetype',
      method: 0,
      content: 'application/vnd.adobe.indesign-idml-package',
    });
    const ours = wordCount(trip.source);
    const independent = countWords(await independentText(bytes));
    expectCountNear(PATH, ours, independent);
    console.info(`${PATH}: ${trip.source.length} units, ${ours} words; independent count ${independent}`);
    const after = await independentText(trip.translated);
    expect(after).toContain(`[de-DE] ${accent('7 Elements of Localizability')}`);
    expect(after).not.toContain('Internationalization Summarized');
  });

  it('reads footnotes and table cells as their own paragraphs, specials as codes; leaves notes, deletions and hidden text', async () => {
    const bytes = await withStory();
    const units = extractDocument({ filename: 'a.idml', bytes }).units.filter((u) =>
      u.id.startsWith('Stories/Story_utest.xml'),
    );
    expect(units.map((u) => [u.id.replace(/^.*#/, ''), u.label, u.parts, u.codes])).toEqual([
      ['p1', '¶ 1', ['Price:', '12 & more'], 1],
      ['p2', '¶ 2', ['Second paragraph', ' in bold', ', noted.'], 2],
      ['fn1/p1', 'Footnote 1 · ¶ 1', [' A footnote.'], 1],
      ['p3', '¶ 3', ['Kept added words', ' and a variable.'], 1],
      ['t1/A1/p1', 'Table 1 · A1 · ¶ 1', ['Cell one'], 0],
      ['t1/B1/p1', 'Table 1 · B1 · ¶ 1', ['Cell two'], 0],
      // The table is anchored in this paragraph, as are the picture, the XML tag and the link.
      ['p4', '¶ 4', ['Tagged title', 'a link'], 4],
    ]);
    expect(units[0]?.group).toBe('Story 9 · page 2');
    const trip = await packageRoundTrip('a.idml', bytes);
    expect(trip.changed).toHaveLength(8);
    const story =
      (await (await JSZip.loadAsync(trip.translated)).file('Stories/Story_utest.xml')?.async('string')) ?? '';
    expect(story).toContain(`<Content>[de-DE] ${accent('Price:')}<?ACE 8?>12 &amp; ${accent('more')}</Content><Br/>`);
    expect(story).toContain(`<Content>${accent(' in bold')}</Content><Footnote>`);
    expect(story).toContain('<Change ChangeType="DeletedText" Author="ed"><Content>removed words </Content></Change>');
    expect(story).toContain("<Content>A reviewer's note</Content>");
    expect(story).toContain('<Content>conditional text</Content>');
    expect(story).toContain(
      `<Cell Self="t1i1" Name="1:0"><ParagraphStyleRange><CharacterStyleRange><Content>[de-DE] ${accent('Cell two')}</Content>`,
    );
  });

  it('writes a translated line break as a forced line break; control characters dropped, markup escaped', async () => {
    const bytes = await withStory();
    const out = translateDocument(
      { filename: 'a.idml', bytes },
      (unit) => unit.parts.map((p) => `${p}\r\nx\u0001 < y`),
      'de-DE',
    );
    const story = (await (await JSZip.loadAsync(out)).file('Stories/Story_utest.xml')?.async('string')) ?? '';
    expect(story).toContain('<Content>Cell one\u2028x &lt; y</Content>');
    expect(await expectPackageIntact(bytes, out)).toHaveLength(8);
  });
});
