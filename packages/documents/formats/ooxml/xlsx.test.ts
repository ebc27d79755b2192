import JSZip from 'jszip';
import { XLSX_COLORS } from '#contract/project';
import { describe, expect, it } from 'vitest';
import { isDocumentError } from '../../errors';
import { accent, pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { editedCorpusFile } from '../../testing/corpus-edits.harness';
import { corpusFile, corpusFiles } from '../../testing/corpus.harness';
import { cellAt, libreOfficeSheets } from '../../testing/libreoffice-sheets.harness';
import {
  expectAllTranslated,
  expectCountNear,
  expectPackageIntact,
  roundTrip,
  wordCount,
} from '../../testing/round-trip.harness';
import { unitText, type DocumentOptions, type TextUnit } from '../../types';
import { countWords } from '../../words';

const files = corpusFiles('xlsx').filter((f) => !f.includes('HARD_'));
const read = (path: string, options: DocumentOptions = {}, bytes = corpusFile(path)) =>
  extractDocument({ filename: path, bytes, options }).units;
const COLOURS = 'xlsx/okapi_standardcolors.xlsx';
const isSheetName = (u: TextUnit) => u.label === 'Sheet name';
/** Not a sheet name, comment or chart text (LibreOffice's CSV export shows the cells only). */
const isCell = (u: TextUnit) => !isSheetName(u) && !/^xl\/(charts|comments|threadedComments)/.test(u.id);
/** The texts of the cells (not the sheet names, xlsx-sheet-names.test.ts). */
const cellTexts = (units: readonly TextUnit[]) => units.filter((u) => !isSheetName(u)).map(unitText);

describe('Excel workbooks', () => {
  it('reads shared and inline strings of every sheet in workbook order, with rich text runs as parts', () => {
    const inline = read('xlsx/poi_InlineStrings.xlsx');
    expect(inline.slice(0, 7).map((u) => [u.id, u.group, u.label, unitText(u)])).toEqual([
      ['xl/workbook.xml#sheet1', 'Sheet1', 'Sheet name', 'Sheet1'],
      ['xl/sharedStrings.xml#si0', 'Sheet1', 'A1', 'Numbers'],
      ['xl/sharedStrings.xml#si1', 'Sheet1', 'B1', 'Strings'],
      ['xl/sharedStrings.xml#si2', 'Sheet1', 'C1', 'Inline Strings'],
      ['xl/sharedStrings.xml#si3', 'Sheet1', 'D1', 'Formulas'],
      ['xl/sharedStrings.xml#si4', 'Sheet1', 'B2', 'A'],
      ['xl/worksheets/sheet1.xml!C2', 'Sheet1', 'C2', '1st Inline String'],
    ]);
    // Column D holds formulas and A numbers: neither is text.
    expect(inline.filter((u) => /^[AD]\d/.test(u.label) && u.label !== 'A1' && u.label !== 'D1')).toEqual([]);
    const rich = read('xlsx/poi_45544_multisheet_richtext.xlsx');
    const groups = (units: typeof rich) => units.map((u) => u.group).filter((g, i, all) => all.indexOf(g) === i);
    // The two charts' own texts (their titles) follow as units of their own, after the cells.
    const chartUnits = rich.filter((u) => u.id.startsWith('xl/charts/'));
    expect(groups(chartUnits)).toEqual(['Top Six Functions · Chart 1', 'Top Five Industries · Chart 1']);
    const cells = rich.filter(isCell);
    expect(groups(cells)).toEqual([
      'Profile of Class',
      'Hires by Function',
      'Top Six Functions',
      'Hires by Industry',
      'Top Five Industries',
      'Hires by Location',
      'Job Source',
    ]);
    // 145 shared strings, each a unit once (those no cell shows are not read).
    expect(cells.length).toBeLessThanOrEqual(145);
    expect(new Set(rich.map((u) => u.id)).size).toBe(rich.length);
    expect(rich.find((u) => u.label === 'A7' && u.group === 'Profile of Class')).toMatchObject({
      parts: ['Class Profile for First-Year Full-Time MBA, Joint Degree, and ', 'IMBA Students'],
      codes: 1,
    });
    const rtl = read('xlsx/poi_right-to-left.xlsx');
    expect(rtl.map((u) => `${u.group}!${u.label}: ${unitText(u)}`)).toEqual(
      expect.arrayContaining(['عربى!A1: نص', 'عربى!A4:  עִבְרִית and اَلْعَرَبِيَّةُ']),
    );
  });

  it('skips phonetic guides and leaves them as they are', async () => {
    const bytes = await editedCorpusFile('xlsx/poi_InlineStrings.xlsx', {
      'xl/sharedStrings.xml': (xml) =>
        xml.replace(
          '<si><t>Strings</t></si>',
          '<si><t>Strings</t><rPh sb="0" eb="7"><t>ストリングス</t></rPh><phoneticPr fontId="1"/></si>',
        ),
    });
    expect(read('x.xlsx', {}, bytes).find((u) => u.label === 'B1')?.parts).toEqual(['Strings']);
    const translated = translateDocument({ filename: 'x.xlsx', bytes }, pseudoTranslator('de-DE'), 'de-DE');
    const shared = (await (await JSZip.loadAsync(translated)).file('xl/sharedStrings.xml')?.async('string')) ?? '';
    expect(shared).toContain(`<si><t>[de-DE] ${accent('Strings')}</t><rPh sb="0" eb="7"><t>ストリングス</t></rPh>`);
  });

  it('leaves cells with an excluded background colour untranslated', () => {
    const all = [
      'Dark Red',
      'Red',
      'Orange',
      'Yellow',
      'Light Green',
      'Green',
      'Light Blue',
      'Blue',
      'Dark Blue',
      'Dark Purple',
    ];
    expect(cellTexts(read(COLOURS))).toEqual(all);
    // Each colour the service accepts (in the order of the file's rows) leaves out its own cell only.
    XLSX_COLORS.forEach((name, i) => {
      expect(cellTexts(read(COLOURS, { xlsxExcludedBackgroundColors: [name] })), name).toEqual(
        all.filter((_, j) => j !== i),
      );
    });
    const options = { xlsxExcludedBackgroundColors: ['RED', 'BLUE', 'PURPLE'] };
    const trip = roundTrip(COLOURS, corpusFile(COLOURS), options);
    const after = cellTexts(read(COLOURS, {}, trip.translated));
    expect(after.filter((t) => !t.startsWith('[de-DE] '))).toEqual(['Red', 'Blue', 'Dark Purple']);
    expect(after).toHaveLength(10);
  });

  it('leaves a shared string everywhere when an excluded cell shows it too', async () => {
    // A12 (no fill) shows shared string 1, "Red", which red A2 shows as well.
    const bytes = await editedCorpusFile(COLOURS, {
      'xl/worksheets/sheet1.xml': (xml) =>
        xml.replace('</sheetData>', '<row r="12"><c r="A12" t="s"><v>1</v></c></row></sheetData>'),
    });
    expect(read('x.xlsx', {}, bytes).find((u) => unitText(u) === 'Red')?.label).toBe('A2');
    const options = { xlsxExcludedBackgroundColors: ['RED'] };
    expect(read('x.xlsx', options, bytes).map(unitText)).not.toContain('Red');
    const translated = translateDocument({ filename: 'x.xlsx', bytes, options }, pseudoTranslator('de-DE'), 'de-DE');
    expect(read('x.xlsx', {}, translated).map(unitText)).toEqual(
      expect.arrayContaining(['Red', `[de-DE] ${accent('Dark Red')}`]),
    );
  });

  it('refuses the password-protected workbook', () => {
    const path = 'xlsx/HARD_poi_58616_encrypted.xlsx';
    const codeOf = (run: () => unknown) => {
      try {
        run();
        return 'read';
      } catch (error) {
        return isDocumentError(error) ? error.code : String(error);
      }
    };
    expect(codeOf(() => read(path))).toBe('encrypted');
    expect(
      codeOf(() => translateDocument({ filename: path, bytes: corpusFile(path) }, pseudoTranslator('de-DE'), 'de-DE')),
    ).toBe('encrypted');
  });

  it(
    'writes translated copies that keep everything else; LibreOffice shows each translation in its cell',
    { timeout: 180_000 },
    async () => {
      const trips = files.map((path) => ({
        path,
        name: path.split('/').pop() ?? path,
        trip: roundTrip(path, corpusFile(path)),
      }));
      for (const { path, trip } of trips) {
        expectAllTranslated(trip);
        const changed = await expectPackageIntact(corpusFile(path), trip.translated);
        expect(changed).toContain('xl/sharedStrings.xml');
        // Only the workbook (sheet names, defined names), strings, sheets and charts change.
        expect(
          changed.filter(
            (name) =>
              !/^xl\/(workbook|sharedStrings|comments\d+|threadedComments\/\w+|worksheets\/sheet\d+|charts\/chart\d+)\.xml$/.test(
                name,
              ),
          ),
        ).toEqual([]);
      }
      const sheets = libreOfficeSheets(
        trips.flatMap(({ path, name, trip }) => [
          { name: `source-${name}`, bytes: corpusFile(path) },
          { name: `target-${name}`, bytes: trip.translated },
        ]),
      );
      for (const { name, trip } of trips) {
        for (const side of ['source', 'target'] as const) {
          const book = sheets.get(`${side}-${name}`);
          // The cell a unit is labelled with (a shared string's first cell) shows its text.
          // (Chart texts are not cells: charts.test.ts checks them against what LibreOffice shows.)
          const cellUnits = trip[side].filter(isCell);
          // Each sheet is shown under the name its unit holds.
          const names = trip[side].filter(isSheetName).map(unitText);
          expect(names.length, `${side}-${name}`).toBeGreaterThan(0);
          expect(names.filter((sheet) => !book?.has(sheet))).toEqual([]);
          const shown = cellUnits.map((u) => [u.id, cellAt(book?.get(u.group) ?? [], u.label)]);
          expect(shown, `${side}-${name}`).toEqual(cellUnits.map((u) => [u.id, unitText(u)]));
        }
        // Text cells only (numbers and formula results are not text), each distinct text once, as a
        // shared string is counted once.
        const cells = new Set(
          [...(sheets.get(`source-${name}`)?.values() ?? [])].flat(2).filter((cell) => /\p{L}/u.test(cell)),
        );
        expectCountNear(
          name,
          wordCount(trip.source.filter(isCell)),
          [...cells].reduce((sum, cell) => sum + countWords(cell), 0),
        );
      }
    },
  );
});
