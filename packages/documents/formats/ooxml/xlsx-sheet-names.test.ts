/**
 * Excel sheet names are translated as units, made valid for Excel, and every reference follows the
 * renamed sheet. The crafted workbook has no cached formula results, so LibreOffice computes each
 * formula from the translated file: a reference that did not follow its sheet would show #REF! or #NAME?.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { cellAt, libreOfficeSheets } from '../../testing/libreoffice-sheets.harness';
import { expectPackageIntact } from '../../testing/round-trip.harness';
import { unitText, type Translator } from '../../types';
import { quotedSheetName, renameInFormula, validSheetName } from './xlsx-sheet-names';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const formula = (ref: string, f: string) => `<c r="${ref}"><f>${f}</f></c>`;
const sheet = (cells: string, after = '') => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet ${NS} xmlns:r="${R}"><sheetData>${cells}</sheetData>${after}</worksheet>`;

const SHEETS: [string, string][] = [
  ['Summary', ''],
  ['Old name', ''],
  ['Data', ''],
  ['Lookup', ' state="veryHidden"'],
];

/** Four sheets: a summary whose formulas, validation, conditional format and hyperlink refer to the others. */
async function craftedWorkbook(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${SHEETS.map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    ).join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook ${NS} xmlns:r="${R}"><sheets>${SHEETS.map(
      ([name, state], i) => `<sheet name="${name}" sheetId="${i + 1}"${state} r:id="rId${i + 1}"/>`,
    ).join(
      '',
    )}</sheets><definedNames><definedName name="Values">Data!$A$1:$A$2</definedName><definedName name="_xlnm.Print_Area" localSheetId="1">'Old name'!$A$1:$B$2</definedName></definedNames></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${SHEETS.map(
      (_, i) => `<Relationship Id="rId${i + 1}" Type="${R}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    ).join('')}</Relationships>`,
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    sheet(
      `<row r="1">${inline('A1', 'Overview')}${formula('B1', 'SUM(Data!A1:A2)')}</row>` +
        `<row r="2">${formula('B2', "'Old name'!A1*2")}</row>` +
        `<row r="3">${formula('B3', 'SUM(Summary:Data!A1)')}</row>` +
        `<row r="4">${formula('B4', '"Data!A1"&amp;" is "&amp;data!A1')}</row>` +
        `<row r="5">${formula('B5', 'SUM(Values)')}</row>` +
        `<row r="6">${formula('B6', 'Lookup!A1+Data!A2')}</row>`,
      '<conditionalFormatting sqref="B1"><cfRule type="expression" priority="1"><formula>Data!$A$1&gt;5</formula></cfRule></conditionalFormatting>' +
        '<dataValidations count="1"><dataValidation type="list" sqref="C1"><formula1>Data!$A$1:$A$2</formula1></dataValidation></dataValidations>' +
        `<hyperlinks><hyperlink ref="A1" location="'Old name'!A1" display="Overview"/></hyperlinks>`,
    ),
  );
  zip.file('xl/worksheets/sheet2.xml', sheet(`<row r="1"><c r="A1"><v>5</v></c>${inline('B1', 'Costs')}</row>`));
  zip.file(
    'xl/worksheets/sheet3.xml',
    sheet(`<row r="1"><c r="A1"><v>10</v></c>${inline('B1', 'Values')}</row><row r="2"><c r="A2"><v>20</v></c></row>`),
  );
  zip.file('xl/worksheets/sheet4.xml', sheet(`<row r="1"><c r="A1"><v>1</v></c></row>`));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const NAMES: Record<string, string> = {
  Summary: 'Neue Übersicht',
  'Old name': "Bob's [Q1/Q2] sheet?",
  // Taken by the second sheet (Excel compares names case-insensitively): becomes "… (2)".
  Data: "BOB'S [Q1/Q2] SHEET",
};

const translator: Translator = (unit) =>
  unit.label === 'Sheet name' ? [NAMES[unitText(unit)] ?? unitText(unit)] : pseudoTranslator('de-DE')(unit);

async function text(bytes: Uint8Array, name: string): Promise<string> {
  return (await (await JSZip.loadAsync(bytes)).file(name)?.async('string')) ?? '';
}

describe('Excel sheet names', () => {
  it('makes a translated name one Excel accepts', () => {
    const none = new Set<string>();
    expect(validSheetName('[de-DE] Sheet1', none, 'Sheet1')).toBe('(de-DE) Sheet1');
    expect(validSheetName('Q1/Q2: North\\South', none, 'x')).toBe('Q1-Q2- North-South');
    expect(validSheetName('What?*  now\t', none, 'x')).toBe('What now');
    expect(validSheetName("'Quoted'", none, 'x')).toBe('Quoted');
    expect(validSheetName('Umsatzentwicklung nach Regionen und Quartalen', none, 'x')).toBe(
      'Umsatzentwicklung nach Regionen',
    );
    // 31 UTF-16 code units at most, never half of a surrogate pair.
    expect(validSheetName(`${'a'.repeat(30)}😀`, none, 'x')).toBe('a'.repeat(30));
    expect(validSheetName(' ?* ', none, 'Sheet1')).toBe('Sheet1');
    expect(validSheetName('History', none, 'x')).toBe('History (2)');
    expect(validSheetName('history', none, 'x')).toBe('history (2)');
    expect(validSheetName('Übersicht', new Set(['ÜBERSICHT', 'ÜBERSICHT (2)']), 'x')).toBe('Übersicht (3)');
    const long = 'Umsatzentwicklung nach Regionen';
    expect(validSheetName(long, new Set([long.toUpperCase()]), 'x')).toBe('Umsatzentwicklung nach Regi (2)');
  });

  it('renames references in formulas, quoting where needed, and leaves string literals and other workbooks', () => {
    const renamed = new Map([
      ['SHEET1', 'Neue Übersicht'],
      ['OLD NAME', 'Kosten'],
      ['SHEET3', "Bob's"],
    ]);
    const cases: [string, string][] = [
      ['SUM(Sheet1!A1:B2)', "SUM('Neue Übersicht'!A1:B2)"],
      ["'Old name'!A1+sheet1!$B$1", "Kosten!A1+'Neue Übersicht'!$B$1"],
      ['SUM(Sheet1:Sheet3!A1)', "SUM('Neue Übersicht:Bob''s'!A1)"],
      ["SUM('Old name:Sheet2'!A1)", 'SUM(Kosten:Sheet2!A1)'],
      ['"Sheet1!A1"&Sheet1!A1', `"Sheet1!A1"&'Neue Übersicht'!A1`],
      ['"say ""Sheet1!A1"""&1', '"say ""Sheet1!A1"""&1'],
      ['[1]Sheet1!A1+[Book.xlsx]Sheet1!A1', '[1]Sheet1!A1+[Book.xlsx]Sheet1!A1'],
      ["'[Book.xlsx]Sheet1'!A1", "'[Book.xlsx]Sheet1'!A1"],
      ['Table1[[#Headers],[Sheet1]]+Sheet10!A1+Sheet1A1', 'Table1[[#Headers],[Sheet1]]+Sheet10!A1+Sheet1A1'],
      ['Sheet3!A1', "'Bob''s'!A1"],
    ];
    expect(cases.map(([f]) => renameInFormula(f, renamed))).toEqual(cases.map(([, expected]) => expected));
    // Bare only when Excel would not read the name as something else.
    expect(['Umsatz', 'A1', 'XFD10', 'R1C1', 'TRUE', '2024', 'Q1 Q2', 'Ü_1.x'].map(quotedSheetName)).toEqual([
      'Umsatz',
      "'A1'",
      "'XFD10'",
      "'R1C1'",
      "'TRUE'",
      "'2024'",
      "'Q1 Q2'",
      'Ü_1.x',
    ]);
  });

  it(
    'offers each visible sheet name before its cells and renames every reference to it',
    { timeout: 180_000 },
    async () => {
      const bytes = await craftedWorkbook();
      const units = extractDocument({ filename: 'book.xlsx', bytes }).units;
      expect(units.map((u) => `${u.group} · ${u.label}: ${unitText(u)}`)).toEqual([
        'Summary · Sheet name: Summary',
        'Summary · A1: Overview',
        'Old name · Sheet name: Old name',
        'Old name · B1: Costs',
        'Data · Sheet name: Data',
        'Data · B1: Values',
      ]);
      expect(units.filter((u) => u.label === 'Sheet name').map((u) => u.id)).toEqual(
        [1, 2, 3].map((n) => `xl/workbook.xml#sheet${n}`),
      );
      const translated = translateDocument({ filename: 'book.xlsx', bytes }, translator, 'de-DE');
      const after = extractDocument({ filename: 'book.xlsx', bytes: translated }).units;
      expect(after.filter((u) => u.label === 'Sheet name').map(unitText)).toEqual([
        'Neue Übersicht',
        "Bob's (Q1-Q2) sheet",
        "BOB'S (Q1-Q2) SHEET (2)",
      ]);
      expect(await expectPackageIntact(bytes, translated)).toEqual([
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
        'xl/worksheets/sheet2.xml',
        'xl/worksheets/sheet3.xml',
      ]);
      const workbook = await text(translated, 'xl/workbook.xml');
      expect(workbook).toContain('<sheet name="Lookup" sheetId="4" state="veryHidden" r:id="rId4"/>');
      expect(workbook).toContain(`<definedName name="Values">'BOB''S (Q1-Q2) SHEET (2)'!$A$1:$A$2</definedName>`);
      expect(workbook).toContain(`localSheetId="1">'Bob''s (Q1-Q2) sheet'!$A$1:$B$2</definedName>`);
      const summary = await text(translated, 'xl/worksheets/sheet1.xml');
      expect([...summary.matchAll(/<(?:f|formula1?)>([^<]*)</g)].map((m) => m[1])).toEqual([
        "SUM('BOB''S (Q1-Q2) SHEET (2)'!A1:A2)",
        "'Bob''s (Q1-Q2) sheet'!A1*2",
        "SUM('Neue Übersicht:BOB''S (Q1-Q2) SHEET (2)'!A1)",
        `"Data!A1"&amp;" is "&amp;'BOB''S (Q1-Q2) SHEET (2)'!A1`,
        'SUM(Values)',
        "Lookup!A1+'BOB''S (Q1-Q2) SHEET (2)'!A2",
        "'BOB''S (Q1-Q2) SHEET (2)'!$A$1&gt;5",
        "'BOB''S (Q1-Q2) SHEET (2)'!$A$1:$A$2",
      ]);
      expect(summary).toContain(`<hyperlink ref="A1" location="'Bob''s (Q1-Q2) sheet'!A1" display="Overview"/>`);

      // LibreOffice computes every formula from the translated file as from the source.
      const books = libreOfficeSheets([
        { name: 'source.xlsx', bytes },
        { name: 'target.xlsx', bytes: translated },
      ]);
      const source = books.get('source.xlsx');
      const target = books.get('target.xlsx');
      expect([...(target?.keys() ?? [])]).toEqual(
        expect.arrayContaining(['Neue Übersicht', "Bob's (Q1-Q2) sheet", "BOB'S (Q1-Q2) SHEET (2)"]),
      );
      // (Not B3: LibreOffice 7.4 shows #NAME? for a quoted 3-D reference, `'Old name:Data'!A1`, the form
      // Excel writes when a name needs quotes, in a source file as well; its rewritten text is checked above.)
      const values = (rows: string[][] | undefined) => ['B1', 'B2', 'B4', 'B5', 'B6'].map((a) => cellAt(rows ?? [], a));
      expect(values(source?.get('Summary'))).toEqual(['30', '10', 'Data!A1 is 10', '30', '21']);
      expect(values(target?.get('Neue Übersicht'))).toEqual(values(source?.get('Summary')));
      const values3 = after.find((u) => u.id === 'xl/worksheets/sheet3.xml!B1');
      expect(cellAt(target?.get("BOB'S (Q1-Q2) SHEET (2)") ?? [], 'B1')).toBe(values3 && unitText(values3));
    },
  );

  it('keeps a real workbook’s chart series on their renamed sheets', { timeout: 60_000 }, async () => {
    const path = 'xlsx/poi_45544_multisheet_richtext.xlsx';
    const bytes = corpusFile(path);
    const translated = translateDocument({ filename: path, bytes }, pseudoTranslator('de-DE'), 'de-DE');
    const names = extractDocument({ filename: path, bytes: translated })
      .units.filter((u) => u.label === 'Sheet name')
      .map(unitText);
    expect(names).toContain('(de-DE) Ţóþ Šíẋ Ƒúñçţíóñš');
    const zip = await JSZip.loadAsync(translated);
    const charts = Object.keys(zip.files).filter((n) => /^xl\/charts\/chart\d+\.xml$/.test(n));
    const refs = (await Promise.all(charts.map(async (n) => (await zip.file(n)?.async('string')) ?? ''))).flatMap(
      (xml) => [...xml.matchAll(/<c:f>'((?:[^']|'')+)'!/g)].map((m) => (m[1] ?? '').replace(/''/g, "'")),
    );
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !names.includes(ref))).toEqual([]);
  });
});
