/**
 * SpreadsheetML's escaped strings (ECMA-376 Part 1, 22.9.2.19 ST_Xstring): a character XML cannot hold
 * is written `_xHHHH_` (its UTF-16 code unit in hex), and a literal text that looks like such an escape
 * has its `_` written `_x005F_`. Excel writes a carriage return in a cell as `_x000D_`.
 */

/**
 * XML 1.0 forbids these (and a carriage return would be read back as a line feed): written escaped,
 * Excel's own way to hold them. Lone surrogates are no characters: the writers' sanitiser drops them.
 */
// eslint-disable-next-line no-control-regex -- the control characters XML forbids are the point
const UNWRITABLE = /[\u0000-\u0008\u000B-\u000D\u000E-\u001F\uFFFE\uFFFF]/g;

/** The text an escaped string stands for: `_x000D_` → CR, `_x005F_x0041_` → `_x0041_`. */
export function decodeXstring(text: string): string {
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A text as an escaped string: literal escapes protected first, then what XML cannot hold escaped. */
export function encodeXstring(text: string): string {
  return text
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
    .replace(UNWRITABLE, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}
