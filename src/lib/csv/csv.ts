/**
 * CSV for spreadsheets: UTF-8 with BOM (Excel otherwise guesses the encoding), CRLF line ends, every
 * field quoted, numbers unformatted, and text cells that a spreadsheet would run as a formula defused.
 * Every CSV the portal offers is written here.
 */
import { saveBlob } from '#portal/lib/save-blob.ts';

/** Text, a number, or a decimal string (money) that must stay a number in the spreadsheet. */
export type CsvCell = string | number | null | { decimal: string };

const BOM = '\uFEFF';
/** OWASP: cells starting with these may be read as formulas (tab and CR as well). */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  let value: string;
  if (cell === null) value = '';
  else if (typeof cell === 'number') value = Number.isFinite(cell) ? String(cell) : '';
  // A negative amount starts with "-" but is a number, not a formula: written as it is.
  else if (typeof cell === 'object') value = /^-?\d+(\.\d+)?$/.test(cell.decimal) ? cell.decimal : '';
  else value = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return `"${value.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** A part of a file name with only characters every file system accepts (letters, digits, _ and -). */
export function fileNamePart(part: string): string {
  return part
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
}

/** Offers the CSV as a download. */
export function saveCsv(csv: string, filename: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}

/** Local date and time as spreadsheets read them (`2025-05-01 12:00`); '' for a missing or bad value. */
export function spreadsheetDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
