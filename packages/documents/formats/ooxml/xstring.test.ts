/**
 * Excel's escaped strings (ECMA-376 Part 1, 22.9.2.19 ST_Xstring) in shared and inline strings: shown
 * to the translator as the characters they stand for, written back escaped where XML cannot hold a
 * character or a literal text looks like an escape; LibreOffice reads the cells back as written.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { cellAt, libreOfficeSheets } from '../../testing/libreoffice-sheets.harness';
import { decodeXstring, encodeXstring } from './xstring';

const PATH = 'xlsx/poi_InlineStrings.xlsx';

async function workbook(): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(corpusFile(PATH));
  const edit = async (name: string, from: string, to: string) => {
    const xml = (await zip.file(name)?.async('string')) ?? '';
    expect(xml).toContain(from);
    zip.file(name, xml.replace(from, to));
  };
  await edit('xl/sharedStrings.xml', '<t>Numbers</t>', '<t>Two_x000D_\nlines, _x005F_x0041_ kept, _x0041_ decoded</t>');
  await edit('xl/worksheets/sheet1.xml', '<t>1st Inline String</t>', '<t>Tab_x0009_and_x000B_vt</t>');
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('Excel escaped strings (_xHHHH_)', () => {
  it('decodes and encodes by ST_Xstring', () => {
    expect(decodeXstring('a_x000D_b _x005F_x0041_ _x0041_ _x00_')).toBe('a\rb _x0041_ A _x00_');
    expect(encodeXstring('a\rb _x0041_ \u000B \u0001 ok\u{1F600}\n\t')).toBe(
      'a_x000D_b _x005F_x0041_ _x000B_ _x0001_ ok\u{1F600}\n\t',
    );
    for (const text of ['_x005F_', 'a\r\n_x1234_\u0001', 'x_x_y'])
      expect(decodeXstring(encodeXstring(text))).toBe(text);
  });

  it('shows the characters to the translator and writes a translation LibreOffice reads as given', async () => {
    const bytes = await workbook();
    const units = extractDocument({ filename: 'a.xlsx', bytes }).units;
    const text = (id: string, list = units) => list.find((u) => u.id === id)?.parts.join('');
    expect(text('xl/sharedStrings.xml#si0')).toBe('Two\r\nlines, _x0041_ kept, A decoded');
    expect(text('xl/worksheets/sheet1.xml!C2')).toBe('Tab\tand\u000Bvt');

    const translations: Record<string, string> = {
      'xl/sharedStrings.xml#si0': 'Zwei\r\nZeilen, _x0041_ bleibt, A',
      'xl/worksheets/sheet1.xml!C2': 'Tab\tund\u000Bvt',
    };
    const translated = translateDocument(
      { filename: 'a.xlsx', bytes },
      (unit) => (translations[unit.id] ? [translations[unit.id] ?? ''] : undefined),
      'de',
    );
    const zip = await JSZip.loadAsync(translated);
    expect(await zip.file('xl/sharedStrings.xml')?.async('string')).toContain(
      '<t>Zwei_x000D_\nZeilen, _x005F_x0041_ bleibt, A</t>',
    );
    expect(await zip.file('xl/worksheets/sheet1.xml')?.async('string')).toContain('<t>Tab\tund_x000B_vt</t>');
    const back = extractDocument({ filename: 'a.xlsx', bytes: translated }).units;
    for (const [id, expected] of Object.entries(translations)) expect(text(id, back)).toBe(expected);

    const sheet =
      libreOfficeSheets([{ name: 'target', bytes: translated }])
        .get('target')
        ?.get('Sheet1') ?? [];
    expect(cellAt(sheet, 'A1')).toMatch(/^Zwei\r?\nZeilen, _x0041_ bleibt, A$/);
    expect(cellAt(sheet, 'C2')).toMatch(/^Tab\tund.?vt$/u);
  });
});
