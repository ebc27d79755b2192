/**
 * Word's containers in real Word files keep their text and their place (docx-containers.test.ts has one
 * hand-made paragraph of each): revisions, comment anchors, equations and fields stay where they were,
 * each insertion and content control holds its own translation.
 */
import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { documentOf, guillemets, paragraphs, rawElements } from '../../testing/word-markup.harness';

const units = (bytes: Uint8Array) => extractDocument({ filename: 'containers.docx', bytes }).units;

describe('Word containers in real files', () => {
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
