/**
 * Word's containers inside a paragraph keep their text: content controls, custom XML and smart tags,
 * tracked insertions and moves, bidirectional overrides and hyperlinks hold their own translation;
 * equations, deletions, bookmarks, comment anchors and fields other than hyperlinks are codes that stay
 * where they were among the words. Each case is a hand-made paragraph of a package JSZip writes
 * (word-containers.harness.ts); each translated copy is read back by JSZip and jsdom's XML parser, and by
 * LibreOffice. The same in real Word files: docx-containers-corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument, translateDocument } from '../../registry';
import { libreOfficeConvert } from '../../testing/libreoffice.harness';
import { expectPackageIntact, wordCount } from '../../testing/round-trip.harness';
import { containersPackage } from '../../testing/word-containers.harness';
import { documentOf, guillemets, paragraphs, rawElements } from '../../testing/word-markup.harness';
import { unitText, type TextUnit } from '../../types';

const units = (bytes: Uint8Array) => extractDocument({ filename: 'containers.docx', bytes }).units;
const starting = (all: TextUnit[], text: string) => all.find((u) => unitText(u).startsWith(text));

describe('Word containers', () => {
  it('offers the text of controls, insertions and hyperlinks between codes, and no deleted text or field results', async () => {
    const read = units(await containersPackage());
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
      const bytes = await containersPackage();
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
});
