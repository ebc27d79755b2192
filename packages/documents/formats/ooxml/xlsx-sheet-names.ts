/**
 * Excel sheet names as units, and the workbook's references to a renamed sheet rewritten.
 *
 * A translated name is made a name Excel accepts (its own rules, as its Rename dialog enforces them),
 * without the characters no XML may hold (`cleanTranslation`):
 * `[` `]` become `(` `)`, `:` `/` `\` become `-`, `*` and `?` are dropped, runs of white space become
 * one space, a leading or trailing apostrophe is dropped and at most 31 characters are kept; a name
 * left blank is the source name again; a name that is "History" (reserved for change tracking) or is
 * taken by another sheet (compared case-insensitively, as Excel does) gets " (2)", " (3)", …
 * (shortened to fit 31 characters). So the file may hold a name other than the translator's: a
 * pseudo-translation `[de-DE] Sheet1` becomes `(de-DE) Sheet1`. Each rule is shown in
 * xlsx-sheet-names.test.ts.
 * Very hidden sheets (`state="veryHidden"`, which no user sees) keep their names.
 *
 * Every reference to a renamed sheet follows it: formulas in the worksheets (`<f>`, including the
 * extension lists' `<xm:f>` of data validations, conditional formats and sparklines), data validations'
 * and conditional formats' `<formula1>`, `<formula2>`, `<formula>`, the workbook's `<definedName>`s,
 * the charts' series references (`<c:f>`), hyperlinks' `location` and pivot caches' worksheet source.
 * A formula's references (`Sheet1!A1`, `'Old name'!A1:B2`, 3-D `Sheet1:Sheet3!A1`) are renamed and
 * quoted when the new name needs it (inner `'` doubled); string literals (`"Sheet1!A1"`, as INDIRECT
 * takes them) and references to other workbooks (`[1]Sheet1!A1`) are not touched, and cached values
 * are left as they are (Excel recalculates them). The sheet names listed in `docProps/app.xml` are
 * metadata Excel rewrites on save and are left.
 */
import { cleanTranslation } from '../../translation-text';
import type { TextUnit } from '../../types';
import {
  applyEdits,
  escapeAttribute,
  escapeText,
  localName,
  streamTokens,
  type Edit,
  type OpenToken,
} from '../../xml/tokens';

const MAX_LENGTH = 31;
const SHEET_NAME = 'Sheet name';

/** Elements whose text is a formula. */
const FORMULAS = new Set(['f', 'formula', 'formula1', 'formula2', 'definedName']);

/** The sheet name unit: its id, and the sheet's name as group. */
export function sheetNameUnit(workbook: string, index: number, name: string): TextUnit {
  return { id: `${workbook}#sheet${index + 1}`, group: name, label: SHEET_NAME, parts: [name], codes: 0 };
}

export function isSheetNameUnit(unit: TextUnit): boolean {
  return unit.label === SHEET_NAME && /#sheet\d+$/.test(unit.id);
}

const key = (name: string) => name.toUpperCase();

/** At most `max` UTF-16 code units, never splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * `wanted` as a name Excel accepts (see above), not one of `taken` (upper-cased names); `fallback` (the
 * source name) when nothing of it is left.
 */
export function validSheetName(wanted: string, taken: ReadonlySet<string>, fallback: string): string {
  const cleaned = cut(
    cleanTranslation(wanted)
      .replace(/\[/g, '(')
      .replace(/\]/g, ')')
      .replace(/[:/\\]/g, '-')
      .replace(/[*?]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .trim(),
    MAX_LENGTH,
  ).trim();
  const base = cleaned === '' ? fallback : cleaned;
  const free = (name: string) => name !== '' && key(name) !== 'HISTORY' && !taken.has(key(name));
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const name = `${cut(base, MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (free(name)) return name;
  }
}

/** A sheet name as a formula writes it: bare when Excel reads it so, else quoted with `'` doubled. */
export function quotedSheetName(name: string): string {
  const bare =
    /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(name) &&
    !/^[A-Za-z]{1,3}\d+$/.test(name) &&
    !/^[Rr]\d*[Cc]?\d*$/.test(name) &&
    !/^[Cc]\d*$/.test(name) &&
    !/^(TRUE|FALSE)$/i.test(name);
  return bare ? name : `'${name.replace(/'/g, "''")}'`;
}

const NAME_CHAR = /[\p{L}\p{N}_.]/u;

/**
 * `formula` with its references to renamed sheets (`renamed`: upper-cased old name → new name)
 * rewritten; string literals, structured and external references stay as they are.
 */
export function renameInFormula(formula: string, renamed: ReadonlyMap<string, string>): string {
  let out = '';
  let i = 0;
  const rename = (names: string[]): string | null => {
    const next = names.map((n) => renamed.get(key(n)) ?? n);
    if (next.every((n, j) => n === names[j])) return null;
    // A 3-D reference (`'First:Last'!A1`) is quoted as a whole when either end needs it.
    const joined = next.join(':');
    return next.some((n) => quotedSheetName(n) !== n) ? `'${joined.replace(/'/g, "''")}'` : joined;
  };
  while (i < formula.length) {
    const ch = formula[i] ?? '';
    if (ch === '"') {
      // A string literal ("" is a quote inside it), copied as it is.
      let j = i + 1;
      while (j < formula.length && !(formula[j] === '"' && formula[j + 1] !== '"')) j += formula[j] === '"' ? 2 : 1;
      out += formula.slice(i, j + 1);
      i = j + 1;
    } else if (ch === "'") {
      let j = i + 1;
      while (j < formula.length && !(formula[j] === "'" && formula[j + 1] !== "'")) j += formula[j] === "'" ? 2 : 1;
      const inner = formula.slice(i + 1, j).replace(/''/g, "'");
      const replaced = formula[j + 1] === '!' && !inner.startsWith('[') ? rename(inner.split(':')) : null;
      out += replaced ?? formula.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '[') {
      // A structured (Table1[[#Headers],[Column]]) or external ([1]Sheet1!A1) reference: copied with
      // the name that follows it.
      let depth = 0;
      let j = i;
      do {
        if (formula[j] === '[') depth++;
        else if (formula[j] === ']') depth--;
        j++;
      } while (j < formula.length && depth > 0);
      while (j < formula.length && (NAME_CHAR.test(formula[j] ?? '') || formula[j] === ':')) j++;
      out += formula.slice(i, j);
      i = j;
    } else if (NAME_CHAR.test(ch)) {
      let j = i;
      while (j < formula.length && NAME_CHAR.test(formula[j] ?? '')) j++;
      let names = [formula.slice(i, j)];
      if (formula[j] === ':') {
        let k = j + 1;
        while (k < formula.length && NAME_CHAR.test(formula[k] ?? '')) k++;
        if (k > j + 1 && formula[k] === '!') {
          names = [...names, formula.slice(j + 1, k)];
          j = k;
        }
      }
      const replaced = formula[j] === '!' ? rename(names) : null;
      out += replaced ?? formula.slice(i, j);
      i = j;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** Where an attribute's value stands in an open tag's source, or null. */
function attributeSpan(xml: string, start: number, end: number, name: string): { start: number; end: number } | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(xml.slice(start, end));
  if (!match) return null;
  const value = match[1] ?? match[2] ?? '';
  const at = start + match.index + match[0].length - 1 - value.length;
  return { start: at, end: at + value.length };
}

/**
 * A SpreadsheetML or chart part with its references to renamed sheets rewritten (see above); the same
 * string when there are none. `sheetNames`: the workbook's `<sheet name>` attributes are renamed too.
 */
export function renameSheetReferences(xml: string, renamed: ReadonlyMap<string, string>, sheetNames = false): string {
  if (renamed.size === 0) return xml;
  const edits: Edit[] = [];
  const renameAttribute = (token: OpenToken, name: string, change: (value: string) => string) => {
    const span = attributeSpan(xml, token.start, token.end, name);
    const value = token.attrs[name];
    if (!span || value === undefined) return;
    const next = change(value);
    if (next !== value) edits.push({ start: span.start, end: span.end, text: escapeAttribute(next) });
  };
  const plainName = (value: string) => renamed.get(key(value)) ?? value;
  // The formula element being read: where its text starts and ends, and the text; start < 0 outside one.
  const formula = { start: -1, end: -1, text: '' };
  for (const token of streamTokens(xml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (FORMULAS.has(name) && !token.selfClosing) {
        Object.assign(formula, { start: token.end, end: token.end, text: '' });
      } else if (name === 'hyperlink') {
        renameAttribute(token, 'location', (v) => renameInFormula(v, renamed));
      } else if (name === 'worksheetSource') {
        renameAttribute(token, 'sheet', plainName);
      } else if (name === 'sheet' && sheetNames) {
        renameAttribute(token, 'name', plainName);
      }
    } else if (token.kind === 'text' && formula.start >= 0) {
      formula.text += token.text;
      formula.end = token.end;
    } else if (token.kind === 'close' && formula.start >= 0 && FORMULAS.has(localName(token.name))) {
      const next = renameInFormula(formula.text, renamed);
      if (next !== formula.text) edits.push({ start: formula.start, end: formula.end, text: escapeText(next) });
      formula.start = -1;
    }
  }
  return applyEdits(xml, edits);
}
