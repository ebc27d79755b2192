/**
 * A translation with characters XML forbids (U+000B, U+0001), a lone surrogate, a line break and a tab,
 * written into every XML-based format: the copies are well-formed (saxes), LibreOffice and jsdom open
 * them, the forbidden characters are gone and the break and tab are the format's own.
 */
import JSZip from 'jszip';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { extractDocument, translateDocument } from './registry';
import { corpusFile } from './testing/corpus.harness';
import { libreOfficeText } from './testing/libreoffice.harness';
import { expectPackageIntact, expectWellFormed } from './testing/round-trip.harness';
import type { Translator } from './types';

const HOSTILE = 'Vor\u000Bher\u0001 und\uD800 nachher Zeile eins\nZeile zwei\tSpalte';
const CLEAN = 'Vorher und nachher Zeile eins\nZeile zwei\tSpalte';
/** The first unit with a letter (not an Excel sheet name, see xlsx-sheet-names) gets the hostile translation in its first part. */
function hostileFirst(): Translator {
  let done = false;
  return (unit) => {
    if (done || unit.label === 'Sheet name' || !/\p{L}/u.test(unit.parts.join(''))) return undefined;
    done = true;
    return unit.parts.map((_, i) => (i === 0 ? HOSTILE : ''));
  };
}
const translate = (filename: string, bytes: Uint8Array) =>
  translateDocument({ filename, bytes }, hostileFirst(), 'de-DE');
/** The first unit's text (not an Excel sheet name, which Excel limits to 31 characters on one line). */
const firstText = (filename: string, bytes: Uint8Array) =>
  extractDocument({ filename, bytes })
    .units.find((u) => u.label !== 'Sheet name')
    ?.parts.join('');

async function part(bytes: Uint8Array, name: string): Promise<string> {
  return (await (await JSZip.loadAsync(bytes)).file(name)?.async('string')) ?? '';
}

describe('the writers’ one sanitiser', () => {
  it('writes Word, Writer, PowerPoint and Excel copies without forbidden characters, breaks and tabs as their own markup', async () => {
    const docx = corpusFile('docx/okapi_TextBoxes.docx');
    const odt = corpusFile('odt/okapi_TestDocument01.odt');
    const pptx = corpusFile('pptx/poi_SampleShow_notes.pptx');
    const xlsx = corpusFile('xlsx/poi_InlineStrings.xlsx');
    const copies = {
      docx: translate('a.docx', docx),
      odt: translate('a.odt', odt),
      pptx: translate('a.pptx', pptx),
      xlsx: translate('a.xlsx', xlsx),
    };
    for (const [original, copy] of [
      [docx, copies.docx],
      [odt, copies.odt],
      [pptx, copies.pptx],
      [xlsx, copies.xlsx],
    ] as const) {
      expect((await expectPackageIntact(original, copy)).length).toBeGreaterThan(0);
    }
    const word = await part(copies.docx, 'word/document.xml');
    expect(word).toContain(
      'Vorher und nachher Zeile eins</w:t><w:br/><w:t xml:space="preserve">Zeile zwei</w:t><w:tab/><w:t xml:space="preserve">Spalte',
    );
    const writer = await part(copies.odt, 'content.xml');
    expect(writer).toContain('Vorher und nachher Zeile eins<text:line-break/>Zeile zwei<text:tab/>Spalte');
    expect(await part(copies.pptx, 'ppt/slides/slide1.xml')).toMatch(
      /Vorher und nachher Zeile eins<\/a:t><\/a:r><a:br\/><a:r>(<a:rPr[^>]*\/>|<a:rPr[^>]*>.*?<\/a:rPr>)?<a:t>Zeile zwei\tSpalte/,
    );
    for (const [name, copy] of Object.entries(copies)) {
      // Our reader gives the text around a break or tab as separate parts (codes between them). SpreadsheetML
      // holds a control character as an escape (`_x0001_`, ST_Xstring), which Excel opens: kept there, read
      // back as the character; the other formats drop it.
      const read = firstText(`a.${name}`, copy)?.replace(/\s+/g, '');
      expect(name === 'xlsx' ? read?.replace('\u0001', '') : read, name).toBe(CLEAN.replace(/\s+/g, ''));
    }
    const strings = await part(copies.xlsx, 'xl/sharedStrings.xml');
    expect(strings).toContain('<t>Vor_x000B_her_x0001_ und nachher');
    expect(strings).not.toContain('\u0001');

    const text = libreOfficeText([
      { name: 'a.docx', bytes: copies.docx },
      { name: 'a.odt', bytes: copies.odt },
    ]);
    expect(text.get('a.docx')).toContain('Vorher und nachher Zeile eins\nZeile zwei\tSpalte');
    expect(text.get('a.odt')).toContain('Vorher und nachher Zeile eins\nZeile zwei\tSpalte');
  });

  it('writes XLIFF, XML and HTML copies without forbidden characters', () => {
    const xliff = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<xliff version="1.2"><file original="a" source-language="en" datatype="plaintext"><body><trans-unit id="1"><source>Before and after</source></trans-unit></body></file></xliff>',
    );
    const xlf = new TextDecoder().decode(translate('a.xlf', xliff));
    expectWellFormed(xlf, 'a.xlf');
    expect(xlf).toContain(`<target xml:lang="de-DE" state="translated">${CLEAN}</target>`);

    const xml = new TextDecoder().decode(
      translate('a.xml', new TextEncoder().encode('<doc><p>Before and after</p></doc>')),
    );
    expectWellFormed(xml, 'a.xml');
    expect(xml).toBe(`<doc><p>${CLEAN}</p></doc>`);

    const html = translate('a.html', new TextEncoder().encode('<html><body><p>Before and after</p></body></html>'));
    expect(new JSDOM(html).window.document.querySelector('p')?.textContent).toBe(CLEAN);
    expect(['\u0001', '\u000B', '\uFFFD'].filter((c) => new TextDecoder().decode(html).includes(c))).toEqual([]);
  });
});
