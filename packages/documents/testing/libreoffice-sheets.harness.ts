/**
 * Spreadsheets as LibreOffice Calc shows them: every sheet of each file, by sheet name, as rows of
 * cells (its CSV export of every sheet, parsed here). Tests look a unit's cell up by its sheet and
 * address (`B3`) and compare the text Calc shows there.
 */
import { strFromU8 } from 'fflate';
import { libreOfficeOutputs } from './libreoffice.harness';

/** Field separator ",", text delimiter '"', UTF-8, every sheet to its own file (the last token, -1). */
const CSV_EVERY_SHEET = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i];
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && csv[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The cell at an address such as `B3` (column letters, row number), or '' when empty. */
export function cellAt(rows: readonly string[][], address: string): string {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`Not a cell address: ${address}`);
  const column = [...(match[1] ?? '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  return rows[Number(match[2]) - 1]?.[column - 1] ?? '';
}

/** File name → sheet name → rows, as LibreOffice reads each workbook (.xlsx, .ods). */
export function libreOfficeSheets(
  files: readonly { name: string; bytes: Uint8Array }[],
): Map<string, Map<string, string[][]>> {
  const outputs = libreOfficeOutputs(files, CSV_EVERY_SHEET);
  return new Map(
    files.map((file) => {
      const sheets = [...(outputs.get(file.name) ?? [])].filter(
        ([suffix]) => suffix.startsWith('-') && suffix.endsWith('.csv'),
      );
      if (sheets.length === 0) throw new Error(`LibreOffice could not open ${file.name}`);
      return [
        file.name,
        new Map(sheets.map(([suffix, bytes]) => [suffix.slice(1, -'.csv'.length), parseCsv(strFromU8(bytes))])),
      ];
    }),
  );
}

/**
 * A CSV file as LibreOffice Calc opens it (comma, double quote, UTF-8): the cells it shows, read back
 * through its own CSV export. Numbers and dates are what Calc made of them; a formula is its result.
 */
export function libreOfficeCsvCells(csv: string): string[][] {
  const bytes = new TextEncoder().encode(csv);
  const outputs = libreOfficeOutputs([{ name: 'file.csv', bytes }], CSV_EVERY_SHEET, 'CSV:44,34,76,1');
  const sheet = [...(outputs.get('file.csv') ?? [])].find(([suffix]) => suffix.endsWith('.csv'));
  if (!sheet) throw new Error('LibreOffice could not open the CSV');
  return parseCsv(strFromU8(sheet[1]));
}
