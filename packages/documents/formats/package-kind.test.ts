/**
 * What a zip package says it is, checked before a format reads it (package-kind.ts): its [Content_Types].xml
 * and relationships must be XML and what OPC says, and its main part the format its name says, a macro-enabled
 * document or a template included. Built from a real Word file (hostile-zip.harness.ts) or written by JSZip.
 */
import { strToU8 } from 'fflate';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from '../pseudo';
import { extractDocument, translateDocument } from '../registry';
import { corpusFile } from '../testing/corpus.harness';
import { entriesOf, zipOf } from '../testing/hostile-zip.harness';
import { refusal } from '../testing/refusal.harness';
import { expectPackageIntact } from '../testing/round-trip.harness';
import { WORD_DOCUMENT_TYPE, wordPackage } from '../testing/word-package.harness';

const DOCX = corpusFile('docx/okapi_TextBoxes.docx');
const withEntries = (change: (entries: [string, Uint8Array][]) => [string, Uint8Array][]) =>
  zipOf(change(entriesOf(DOCX)));
const replaced = (name: string, text: string) =>
  withEntries((entries) => entries.map(([n, d]) => [n, n === name ? strToU8(text) : d]));

describe('what a zip package says it is', () => {
  it('refuses a package whose [Content_Types].xml or _rels/.rels is not XML, or not what OPC says', () => {
    expect(refusal('a.docx', replaced('_rels/.rels', 'this is not XML'))).toEqual({
      code: 'damaged',
      message: 'The file is damaged: its _rels/.rels is not well-formed XML: text before the root element at line 1',
    });
    expect(
      refusal(
        'a.docx',
        replaced(
          '_rels/.rels',
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship',
        ),
      ),
    ).toMatchObject({
      code: 'damaged',
      message: expect.stringMatching(/^The file is damaged: its _rels\/\.rels is not well-formed XML/) as unknown,
    });
    expect(refusal('a.docx', replaced('_rels/.rels', '<html><body>Relationships</body></html>'))).toEqual({
      code: 'damaged',
      message: 'The file is damaged: its _rels/.rels is not an OPC Relationships part (its root element is <html>)',
    });
    expect(refusal('a.docx', replaced('[Content_Types].xml', ''))).toEqual({
      code: 'damaged',
      message: 'The file is damaged: its [Content_Types].xml is not well-formed XML: no root element at line 1',
    });
    expect(refusal('a.docx', replaced('word/_rels/document.xml.rels', 'PK not XML'))).toEqual({
      code: 'damaged',
      message:
        'The file is damaged: its word/_rels/document.xml.rels is not well-formed XML: text before the root element at line 1',
    });
    expect(
      refusal(
        'a.docx',
        withEntries((entries) => entries.filter(([n]) => n !== '_rels/.rels')),
      ),
    ).toEqual({
      code: 'damaged',
      message: 'The file is damaged: its package has no _rels/.rels',
    });
  });

  it('refuses a package whose main part is another format than its name says', () => {
    expect(refusal('report.xlsx', DOCX)).toEqual({
      code: 'mislabelled',
      message: 'The file is a Word document, not an Excel workbook as its name says',
    });
    expect(refusal('slides.pptx', DOCX)).toEqual({
      code: 'mislabelled',
      message: 'The file is a Word document, not a PowerPoint presentation as its name says',
    });
    expect(refusal('text.odt', DOCX)).toEqual({
      code: 'mislabelled',
      message: 'The file is a Word document, not an OpenDocument text as its name says',
    });
    expect(refusal('letter.docx', corpusFile('odt/okapi_TestDocument01.odt'))).toEqual({
      code: 'mislabelled',
      message: 'The file is an OpenDocument text, not a Word document as its name says',
    });
    expect(refusal('sheet.docx', corpusFile('xlsx/poi_InlineStrings.xlsx'))).toEqual({
      code: 'mislabelled',
      message: 'The file is an Excel workbook, not a Word document as its name says',
    });
    const types = new TextDecoder().decode(entriesOf(DOCX).find(([n]) => n === '[Content_Types].xml')?.[1]);
    const binary = replaced(
      '[Content_Types].xml',
      types.replace(/wordprocessingml\.document\.main\+xml/, 'wordprocessingml.document.main'),
    );
    expect(refusal('a.docx', binary)).toEqual({
      code: 'unsupported',
      message:
        "The file's main part has the content type application/vnd.openxmlformats-officedocument.wordprocessingml.document.main, which cannot be read",
    });
  });

  it('refuses a macro-enabled document or a template named as a plain document, and reads each by its own name', async () => {
    const body = '<w:p><w:r><w:t>Hello world</w:t></w:r></w:p>';
    const [docx, docm, dotx] = await Promise.all(
      [
        WORD_DOCUMENT_TYPE,
        'application/vnd.ms-word.document.macroEnabled.main+xml',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
      ].map((mainType) => wordPackage(body, { mainType })),
    );
    if (!docx || !docm || !dotx) throw new Error('The packages were not written');
    // Word refuses to open a .docm renamed .docx (and the other way round): so does the layer, naming both.
    expect(refusal('letter.docx', docm)).toEqual({
      code: 'mislabelled',
      message:
        'The file is a macro-enabled Word document (.docm), not a Word document (.docx) as its name says: name it .docm',
    });
    expect(refusal('letter.docm', docx)).toEqual({
      code: 'mislabelled',
      message:
        'The file is a Word document (.docx), not a macro-enabled Word document (.docm) as its name says: name it .docx',
    });
    expect(refusal('letter.docx', dotx)).toEqual({
      code: 'mislabelled',
      message: 'The file is a Word template (.dotx), not a Word document (.docx) as its name says: name it .dotx',
    });
    const odd = await wordPackage(body, { mainType: 'application/vnd.ms-word.document.main+xml' });
    expect(refusal('letter.docx', odd)).toEqual({
      code: 'mislabelled',
      message:
        "The file's main part has the content type application/vnd.ms-word.document.main+xml, not the one of a Word document (.docx)",
    });
    const xlsx = entriesOf(corpusFile('xlsx/poi_InlineStrings.xlsx'));
    const xlsm = zipOf(
      xlsx.map(([name, data]) => [
        name,
        name === '[Content_Types].xml'
          ? strToU8(
              new TextDecoder()
                .decode(data)
                .replace(
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
                  'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
                ),
            )
          : data,
      ]),
    );
    expect(refusal('sheet.xlsx', xlsm)).toMatchObject({
      message:
        'The file is a macro-enabled Excel workbook (.xlsm), not an Excel workbook (.xlsx) as its name says: name it .xlsm',
    });
    expect(refusal('sheet.xlsm', xlsm)).toBeNull();

    // By its own name, a .docm is read and written as what it is: still macro-enabled, its text translated.
    expect(extractDocument({ filename: 'letter.docm', bytes: docm }).units.map((u) => u.parts)).toEqual([
      ['Hello world'],
    ]);
    const translated = translateDocument({ filename: 'letter.docm', bytes: docm }, pseudoTranslator('de-DE'), 'de-DE');
    expect(await expectPackageIntact(docm, translated)).toEqual(['word/document.xml']);
    expect(await (await JSZip.loadAsync(translated)).file('word/document.xml')?.async('string')).toContain('[de-DE]');
  });
});
