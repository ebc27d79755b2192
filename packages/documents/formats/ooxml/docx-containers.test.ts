/**
 * Word's containers inside a paragraph keep their text: content controls, custom XML and smart tags,
 * tracked insertions and moves, bidirectional overrides and hyperlinks hold their own translation;
 * equations, deletions, bookmarks, comment anchors and fields other than hyperlinks are codes that stay
 * where they were among the words. Each case is a hand-made paragraph of a package JSZip writes; each
 * translated copy is read back by JSZip and jsdom's XML parser, and by LibreOffice.
 */
import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { libreOfficeConvert } from '../../testing/libreoffice.harness';
import { expectPackageIntact, wordCount } from '../../testing/round-trip.harness';
import { wordPackage } from '../../testing/word-package.harness';
import { unitText, type TextUnit, type Translator } from '../../types';

const run = (text: string, properties = '') =>
  `<w:r>${properties && `<w:rPr>${properties}</w:rPr>`}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...content: string[]) => `<w:p>${content.join('')}</w:p>`;
const control = (tag: string, ...content: string[]) =>
  `<w:sdt><w:sdtPr><w:rPr><w:b/></w:rPr><w:alias w:val="${tag}"/><w:tag w:val="${tag}"/></w:sdtPr>` +
  `<w:sdtContent>${content.join('')}</w:sdtContent></w:sdt>`;
const REVISION = 'w:author="Reviewer" w:date="2026-01-05T10:00:00Z"';
const fieldChar = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
const field = (code: string, result: string) =>
  fieldChar('begin') +
  `<w:r><w:instrText xml:space="preserve"> ${code} </w:instrText></w:r>` +
  fieldChar('separate') +
  run(result) +
  fieldChar('end');
const EQUATION =
  '<m:oMath><m:r><w:rPr><w:rFonts w:ascii="Cambria Math" w:hAnsi="Cambria Math"/></w:rPr><m:t>A=π</m:t></m:r>' +
  '<m:sSup><m:e><m:r><m:t>r</m:t></m:r></m:e><m:sup><m:r><m:t>2</m:t></m:r></m:sup></m:sSup></m:oMath>';
const tocEntry = (anchor: string, title: string, page: string) =>
  `<w:hyperlink w:anchor="${anchor}" w:history="1">${run(title)}<w:r><w:tab/></w:r>` +
  `${field(`PAGEREF ${anchor} \\h`, page)}</w:hyperlink>`;

const BODY = [
  paragraph(run('Dear '), control('client', run('valued customer')), run(', thank you.')),
  control(
    'letter',
    paragraph(run('Signed by '), control('signer', run('the manager '), control('date', run('on Monday'))), run('.')),
  ),
  paragraph(
    '<w:customXml w:uri="urn:example:contract" w:element="party"><w:customXmlPr><w:attr w:name="role" w:val="buyer"/></w:customXmlPr>',
    run('The buyer'),
    '</w:customXml>',
    run(' pays '),
    '<w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="place">',
    run('in Amsterdam'),
    '</w:smartTag>',
    run('.'),
  ),
  paragraph(
    run('The '),
    `<w:del w:id="1" ${REVISION}><w:r><w:delText xml:space="preserve">old </w:delText></w:r></w:del>`,
    `<w:ins w:id="2" ${REVISION}>${run('new ')}</w:ins>`,
    run('contract applies.'),
  ),
  paragraph(
    `<w:moveFromRangeStart w:id="3" w:name="move1" ${REVISION}/><w:moveFrom w:id="4" ${REVISION}>`,
    run('Today '),
    '</w:moveFrom><w:moveFromRangeEnd w:id="3"/>',
    run('we sign'),
    `<w:moveToRangeStart w:id="5" w:name="move1" ${REVISION}/><w:moveTo w:id="6" ${REVISION}>`,
    run(' today'),
    '</w:moveTo><w:moveToRangeEnd w:id="5"/>',
    run('.'),
  ),
  paragraph(run('The area is '), EQUATION, run(' for any circle.')),
  paragraph(`<m:oMathPara>${EQUATION}</m:oMathPara>`),
  paragraph(
    run('The name '),
    `<w:dir w:val="rtl">${run('שלום עולם', '<w:rtl/>')}</w:dir>`,
    run(' and the code '),
    `<w:bdo w:val="ltr">${run('AB-12')}</w:bdo>`,
    run(' stay.'),
  ),
  paragraph(
    run('See '),
    '<w:bookmarkStart w:id="10" w:name="terms"/>',
    run('the terms'),
    '<w:bookmarkEnd w:id="10"/>',
    run(' and '),
    '<w:commentRangeStart w:id="0"/>',
    run('conditions'),
    '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>',
    run('.'),
  ),
  paragraph(run('Half'), '<w:bookmarkStart w:id="11" w:name="_GoBack"/><w:bookmarkEnd w:id="11"/>', run(' done.')),
  paragraph(
    run('Page '),
    field('PAGE', '3'),
    run(' of '),
    field('NUMPAGES', '9'),
    run(', printed '),
    field('DATE \\@ "d MMMM yyyy"', '5 January 2026'),
    run('.'),
  ),
  paragraph(
    run('Section '),
    `<w:fldSimple w:instr=" REF terms \\h ">${run('the terms')}</w:fldSimple>`,
    run(' apply; visit '),
    `<w:fldSimple w:instr=' HYPERLINK "https://example.com/" '>${run('our website')}</w:fldSimple>`,
    run(' or '),
    field('HYPERLINK "https://example.com/help"', 'the help pages'),
    run('.'),
  ),
  // As Word writes it: the field opens in the first entry's paragraph and ends after the last.
  paragraph(
    fieldChar('begin'),
    '<w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h </w:instrText></w:r>',
    fieldChar('separate'),
    tocEntry('_Toc1', 'Introduction', '1'),
  ),
  paragraph(tocEntry('_Toc2', 'Terms', '2')),
  paragraph(fieldChar('end')),
  paragraph('<w:bookmarkStart w:id="20" w:name="_Toc1"/>', run('Introduction'), '<w:bookmarkEnd w:id="20"/>'),
].join('');

const COMMENTS = `<w:comment w:id="0" ${REVISION} w:initials="R">${paragraph(run('Check the wording.'))}</w:comment>`;

/** Each part in guillemets: where a translation lands shows in the file. */
const guillemets: Translator = (unit) => unit.parts.map((part) => `«${part}»`);

const source = () => wordPackage(BODY, { comments: COMMENTS });
const units = (bytes: Uint8Array) => extractDocument({ filename: 'containers.docx', bytes }).units;
const starting = (all: TextUnit[], text: string) => all.find((u) => unitText(u).startsWith(text));

/** The main part as jsdom's XML parser reads it (JSZip unpacks it); a parse error fails the test. */
async function documentOf(bytes: Uint8Array): Promise<Document> {
  const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  return parsed;
}

const CONTAINERS = new Set([
  'w:sdtContent',
  'w:customXml',
  'w:smartTag',
  'w:ins',
  'w:del',
  'w:moveFrom',
  'w:moveTo',
  'w:dir',
  'w:bdo',
  'w:hyperlink',
  'w:fldSimple',
]);
const MARKS = new Set([
  'm:oMath',
  'm:oMathPara',
  'w:bookmarkStart',
  'w:bookmarkEnd',
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:commentReference',
  'w:moveFromRangeStart',
  'w:moveToRangeStart',
  'w:tab',
]);

/** What a paragraph holds in order: its texts, containers as `<name>`…`</name>`, marks, field chars and codes. */
function sequence(node: Element): string[] {
  return Array.from(node.children).flatMap((child): string[] => {
    const name = child.tagName;
    if (name === 'w:t') return child.textContent ? [child.textContent] : [];
    if (name === 'w:delText' || name === 'w:instrText') return [`${name} ${child.textContent}`];
    if (name === 'w:fldChar') return [`fldChar ${child.getAttribute('w:fldCharType')}`];
    if (CONTAINERS.has(name)) return [`<${name}>`, ...sequence(child), `</${name}>`];
    if (MARKS.has(name)) return [name];
    return name.endsWith('Pr') ? [] : sequence(child);
  });
}

const paragraphs = (document: Document) =>
  Array.from(document.getElementsByTagName('w:body')[0]?.getElementsByTagName('w:p') ?? []).map(sequence);

/** The raw markup of every element `name` (a deletion, an equation) in the order it comes. */
async function rawElements(bytes: Uint8Array, name: string): Promise<string[]> {
  const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
  return xml.match(new RegExp(`<${name}[ >][\\s\\S]*?</${name}>`, 'g')) ?? [];
}

describe('Word containers', () => {
  it('offers the text of controls, insertions and hyperlinks between codes, and no deleted text or field results', async () => {
    const read = units(await source());
    expect(read.map((u) => [u.parts, u.codes])).toEqual([
      // A content control opens and closes: two codes; nested controls each.
      [['Dear ', 'valued customer', ', thank you.'], 2],
      [['Signed by ', 'the manager ', 'on Monday', '.'], 4],
      [['The buyer', ' pays ', 'in Amsterdam', '.'], 4],
      // The deletion is one code; the insertion is text between two.
      [['The ', 'new ', 'contract applies.'], 3],
      [['we sign', ' today', '.'], 3],
      // The equation is one code where it stands; a display equation alone is no unit.
      [['The area is ', ' for any circle.'], 1],
      [['The name ', 'שלום עולם', ' and the code ', 'AB-12', ' stay.'], 4],
      // Bookmarks and comment anchors are codes; Word's mark of the last edit is not.
      [['See ', 'the terms', ' and ', 'conditions', '.'], 5],
      [['Half done.'], 0],
      // PAGE, NUMPAGES, DATE and REF are one code each; a hyperlink's result is text, simple or complex.
      [['Page ', ' of ', ', printed ', '.'], 3],
      [['Section ', ' apply; visit ', 'our website', ' or ', 'the help pages', '.'], 5],
      // The table of contents is a field: its entries are Word's to compute from the headings.
      [['Introduction'], 2],
      [['Check the wording.'], 0],
    ]);
    expect(starting(read, 'The area')?.label).toBe('¶ 6');
    // Deleted and moved-away text, field codes and results are not counted.
    // Dear valued customer thank you (5), Signed by the manager on Monday (6), … Check the wording (3).
    expect(wordCount(read)).toBe(5 + 6 + 5 + 4 + 3 + 6 + 9 + 5 + 2 + 3 + 9 + 1 + 3);
  });

  it(
    'writes each translation inside its container and keeps codes, deletions and equations where they were',
    { timeout: 60_000 },
    async () => {
      const bytes = await source();
      const translated = translateDocument({ filename: 'containers.docx', bytes }, guillemets, 'de-DE');
      expect(await expectPackageIntact(bytes, translated)).toEqual(['word/document.xml', 'word/comments.xml']);
      const document = await documentOf(translated);
      expect(paragraphs(document)).toEqual([
        ['«Dear »', '<w:sdtContent>', '«valued customer»', '</w:sdtContent>', '«, thank you.»'],
        [
          '«Signed by »',
          '<w:sdtContent>',
          '«the manager »',
          '<w:sdtContent>',
          '«on Monday»',
          '</w:sdtContent>',
          '</w:sdtContent>',
          '«.»',
        ],
        [
          '<w:customXml>',
          '«The buyer»',
          '</w:customXml>',
          '« pays »',
          '<w:smartTag>',
          '«in Amsterdam»',
          '</w:smartTag>',
          '«.»',
        ],
        ['«The »', '<w:del>', 'w:delText old ', '</w:del>', '<w:ins>', '«new »', '</w:ins>', '«contract applies.»'],
        [
          'w:moveFromRangeStart',
          '<w:moveFrom>',
          'Today ',
          '</w:moveFrom>',
          '«we sign»',
          'w:moveToRangeStart',
          '<w:moveTo>',
          '« today»',
          '</w:moveTo>',
          '«.»',
        ],
        ['«The area is »', 'm:oMath', '« for any circle.»'],
        ['m:oMathPara'],
        [
          '«The name »',
          '<w:dir>',
          '«שלום עולם»',
          '</w:dir>',
          '« and the code »',
          '<w:bdo>',
          '«AB-12»',
          '</w:bdo>',
          '« stay.»',
        ],
        [
          '«See »',
          'w:bookmarkStart',
          '«the terms»',
          'w:bookmarkEnd',
          '« and »',
          'w:commentRangeStart',
          '«conditions»',
          'w:commentRangeEnd',
          'w:commentReference',
          '«.»',
        ],
        ['«Half done.»', 'w:bookmarkStart', 'w:bookmarkEnd'],
        [
          '«Page »',
          'fldChar begin',
          'w:instrText  PAGE ',
          'fldChar separate',
          '3',
          'fldChar end',
          '« of »',
          'fldChar begin',
          'w:instrText  NUMPAGES ',
          'fldChar separate',
          '9',
          'fldChar end',
          '«, printed »',
          'fldChar begin',
          'w:instrText  DATE \\@ "d MMMM yyyy" ',
          'fldChar separate',
          '5 January 2026',
          'fldChar end',
          '«.»',
        ],
        [
          '«Section »',
          '<w:fldSimple>',
          'the terms',
          '</w:fldSimple>',
          '« apply; visit »',
          '<w:fldSimple>',
          '«our website»',
          '</w:fldSimple>',
          '« or »',
          'fldChar begin',
          'w:instrText  HYPERLINK "https://example.com/help" ',
          'fldChar separate',
          '«the help pages»',
          'fldChar end',
          '«.»',
        ],
        [
          'fldChar begin',
          'w:instrText  TOC \\o "1-3" \\h ',
          'fldChar separate',
          '<w:hyperlink>',
          'Introduction',
          'w:tab',
          'fldChar begin',
          'w:instrText  PAGEREF _Toc1 \\h ',
          'fldChar separate',
          '1',
          'fldChar end',
          '</w:hyperlink>',
        ],
        [
          '<w:hyperlink>',
          'Terms',
          'w:tab',
          'fldChar begin',
          'w:instrText  PAGEREF _Toc2 \\h ',
          'fldChar separate',
          '2',
          'fldChar end',
          '</w:hyperlink>',
        ],
        ['fldChar end'],
        ['w:bookmarkStart', '«Introduction»', 'w:bookmarkEnd'],
      ]);
      // Deletions, moved-away text and equations are the same markup, byte for byte.
      for (const name of ['w:del', 'w:moveFrom', 'm:oMath', 'm:oMathPara', 'w:sdtPr']) {
        expect(await rawElements(translated, name)).toEqual(await rawElements(bytes, name));
      }

      // LibreOffice reads the same: a content control, an insertion after the deletion, the equation in
      // its place, the bookmark and the REF field, hyperlinks, and the table of contents as Word left it.
      const saved = libreOfficeConvert([{ name: 'containers.docx', bytes: translated }], 'fodt').get('containers.docx');
      const flat = new TextDecoder()
        .decode(saved)
        .replace(
          /<draw:frame\b[\s\S]*?<annotation encoding="StarMath 5.0">([^<]*)<\/annotation>[\s\S]*?<\/draw:frame>/g,
          '[$1]',
        );
      expect(flat).toContain('«Dear »<loext:content-control>«valued customer»</loext:content-control>«, thank you.»');
      const changes =
        /«The »<text:change-start text:change-id="(\w+)"\/>old <text:change-end text:change-id="\1"\/><text:change-start text:change-id="(\w+)"\/>«new »<text:change-end text:change-id="\2"\/>«contract applies\.»/.exec(
          flat,
        );
      expect(flat).toMatch(new RegExp(`text:id="${changes?.[1]}">\\s*<text:deletion>`));
      expect(flat).toMatch(new RegExp(`text:id="${changes?.[2]}">\\s*<text:insertion>`));
      expect(flat).toContain('«The area is »[A=π {r} ^ {2}]« for any circle.»');
      expect(flat).toContain(
        '«See »<text:bookmark-start text:name="terms"/>«the terms»<text:bookmark-end text:name="terms"/>« and »',
      );
      expect(flat).toMatch(
        /«Page »<text:page-number [^>]*>\d+<\/text:page-number>« of »<text:page-count>\d+<\/text:page-count>«, printed »<text:date [^>]*>[^<]+<\/text:date>«\.»/,
      );
      expect(flat).toContain(
        '«Section »<text:bookmark-ref text:reference-format="text" text:ref-name="terms">the terms</text:bookmark-ref>« apply; visit »',
      );
      expect(flat).toMatch(/xlink:href="https:\/\/example\.com\/help"[^>]*>«the help pages»<\/text:a>/);
      expect(flat).toMatch(/xlink:href="#_Toc1"[^>]*>Introduction<text:tab\/>1<\/text:a>/);
      expect(flat).toContain(
        '<text:bookmark-start text:name="_Toc1"/>«Introduction»<text:bookmark-end text:name="_Toc1"/>',
      );
    },
  );

  it('keeps the revisions, comment anchors, equations and fields of real Word files where they were', async () => {
    const translate = (path: string) => {
      const bytes = corpusFile(path);
      return { bytes, translated: translateDocument({ filename: path, bytes }, guillemets, 'de-DE') };
    };
    const reference = translate('docx/okapi_OpenXML_text_reference_v1_2.docx');
    const body = paragraphs(await documentOf(reference.translated));
    expect(body.find((p) => p.includes('<w:del>'))).toEqual([
      '«When editing, it is helpful to track »',
      '<w:del>',
      'w:delText edits  ',
      '</w:del>',
      '<w:ins>',
      '«changes »',
      '</w:ins>',
      '«or add »',
      'w:commentRangeStart',
      '«comments»',
      'w:commentRangeEnd',
      'w:commentReference',
      '«.»',
    ]);
    // The space after the integral stays after it (it used to join the text before, moving the equation last).
    expect(body.filter((p) => p.includes('m:oMath'))).toEqual([
      ['«Here is a math equation—an integral: »', 'm:oMath', '« »'],
      ['«The mass-energy equivalence equation:»', 'm:oMath'],
    ]);

    // 32 insertions and 4 deletions among hyperlink fields: each insertion holds its own translation.
    const tracked = translate('docx/poi_delins_tracked_changes.docx');
    const insertions = async (bytes: Uint8Array) =>
      Array.from((await documentOf(bytes)).getElementsByTagName('w:ins')).map((ins) =>
        Array.from(ins.getElementsByTagName('w:t'))
          .map((t) => t.textContent)
          .join(''),
      );
    const [before, after] = await Promise.all([insertions(tracked.bytes), insertions(tracked.translated)]);
    expect(after).toHaveLength(before.length);
    after.forEach((text, i) => {
      if (before[i]) expect(text).toMatch(/^(«[^«»]*»)+$/);
      else expect(text).toBe('');
    });
    for (const { bytes, translated } of [reference, tracked]) {
      for (const name of ['w:del', 'w:instrText', 'm:oMath']) {
        expect(await rawElements(translated, name)).toEqual(await rawElements(bytes, name));
      }
    }
  });

  it("translates inside a real Word file's content controls, in the body, a cell, a header and the notes", async () => {
    const path = 'docx/poi_Bug54849_content_controls.docx';
    const bytes = corpusFile(path);
    const read = units(bytes);
    expect(read.map((u) => u.parts)).toEqual(
      expect.arrayContaining([
        ['Abc ', 'rich_text_in_paragraph_in_cell'],
        ['This is a header ', 'header_rich_text'],
        [' ', 'Footnote_sdt'],
        [' Endnote ', 'Endnote_sdt'],
      ]),
    );
    const translated = translateDocument({ filename: path, bytes }, guillemets, 'de-DE');
    const controls = async (data: Uint8Array) => {
      const zip = await JSZip.loadAsync(data);
      const texts: string[] = [];
      for (const part of ['word/document.xml', 'word/header1.xml', 'word/footnotes.xml', 'word/endnotes.xml']) {
        const xml = (await zip.file(part)?.async('string')) ?? '';
        const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
        for (const content of Array.from(parsed.getElementsByTagName('w:sdtContent'))) {
          texts.push(
            Array.from(content.getElementsByTagName('w:t'))
              .map((t) => t.textContent)
              .join(''),
          );
        }
      }
      return texts;
    };
    const [before, after] = await Promise.all([controls(bytes), controls(translated)]);
    expect(before.filter((text) => /\p{L}/u.test(text))).toHaveLength(11);
    // Every control keeps its own text, translated; none is emptied into the run before it.
    expect(after.map((text, i) => (/\p{L}/u.test(before[i] ?? '') ? /^(«[^«»]*»)+$/.test(text) : text))).toEqual(
      before.map((text) => (/\p{L}/u.test(text) ? true : text)),
    );
    expect(after).toContain('«rich_text_in_paragraph_in_cell»');
    expect(after).toContain('«Footnote_sdt»');
  });
});
