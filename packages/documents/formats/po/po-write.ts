/**
 * Writing PO strings (escaped, wrapped the way the file wraps them) and setting the header's fields
 * for the target language while every other header line keeps its bytes.
 */
import type { Edit } from '../../xml/tokens';
import { fieldOf, isHeader, type Entry, type StringLine } from './po-parse';
import { pluralForms } from './plural-forms';

/** gettext's page width: a string line with its quotes is at most 79 characters. */
const WIDTH = 79;

export function escapePo(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
    .replace(/\r/g, '\\r')
    .replace(/\x07/g, '\\a') // eslint-disable-line no-control-regex -- the bell has an escape of its own
    .replace(/\x08/g, '\\b') // eslint-disable-line no-control-regex -- so has the backspace
    .replace(/\f/g, '\\f')
    .replace(/\v/g, '\\v')
    .replace(/\p{Cc}/gu, '');
}

/** An escaped line cut after spaces so each piece fits the width (a longer word stays whole). */
function wrapLine(escaped: string, width: number): string[] {
  const out: string[] = [];
  let rest = escaped;
  while (rest.length > width) {
    let cut = rest.lastIndexOf(' ', width - 1) + 1;
    if (cut <= 0) cut = rest.indexOf(' ', width) + 1;
    if (cut <= 0 || cut >= rest.length) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest);
  return out;
}

/**
 * A field as gettext writes it: `keyword "text"` on one line, or `keyword ""` followed by a line per
 * line of the text (after each \n), and, when the file wraps, per 79 columns.
 */
export function writeField(keyword: string, text: string, eol: string, wrap: boolean): string {
  const pieces = text.split(/(?<=\n)/).map(escapePo);
  const single = `${keyword} "${pieces.join('')}"`;
  if (pieces.length <= 1 && (!wrap || single.length <= WIDTH)) return single;
  const lines = wrap ? pieces.flatMap((p) => wrapLine(p, WIDTH - 2)) : pieces;
  return [`${keyword} ""`, ...lines.map((l) => `"${l}"`)].join(eol);
}

interface HeaderLine {
  name: string;
  /** The value after the colon, without its line break. */
  value: string;
  /** Raw range from the first string's opening quote to the last string's closing quote. */
  start: number;
  end: number;
}

function headerLine(text: string, start: number, end: number): HeaderLine {
  const colon = text.indexOf(':');
  return {
    name: text.slice(0, Math.max(colon, 0)).trim().toLowerCase(),
    value: text.slice(colon + 1).trim(),
    start,
    end,
  };
}

/** The header's `Name: value` lines with their raw ranges (a value may be spread over several strings). */
function headerLines(lines: readonly StringLine[]): HeaderLine[] {
  const found: HeaderLine[] = [];
  let open: { text: string; start: number } | null = null;
  for (const line of lines) {
    if (line.value === '' && !open) continue;
    open ??= { text: '', start: line.start };
    open.text += line.value;
    if (open.text.endsWith('\n')) {
      found.push(headerLine(open.text, open.start, line.end));
      open = null;
    }
  }
  if (open) found.push(headerLine(open.text, open.start, lines.at(-1)?.end ?? 0));
  return found;
}

/**
 * The header made right for the target language: Language, Plural-Forms and charset=UTF-8 (the copy
 * is written in UTF-8), its fuzzy flag dropped. A file without a header gets one.
 */
export function headerEdits(entries: readonly Entry[], language: string, eol: string): Edit[] {
  const header = entries.find(isHeader);
  const msgstr = header && fieldOf(header, 'msgstr');
  const values: [string, string][] = [
    ['Content-Type', 'text/plain; charset=UTF-8'],
    ['Language', language.replace('-', '_')],
    ['Plural-Forms', pluralForms(language).header],
  ];
  if (!header || !msgstr) {
    const fields: [string, string][] = [
      ['MIME-Version', '1.0'],
      ...values.slice(0, 1),
      ['Content-Transfer-Encoding', '8bit'],
      ...values.slice(1),
    ];
    const lines = fields.map(([name, value]) => `"${escapePo(`${name}: ${value}\n`)}"`);
    return [{ start: 0, end: 0, text: ['msgid ""', 'msgstr ""', ...lines, '', ''].join(eol) }];
  }
  const existing = headerLines(msgstr.lines);
  const edits: Edit[] = [];
  for (const [name, value] of values) {
    const line = existing.find((l) => l.name === name.toLowerCase());
    const current = line?.value ?? '';
    // The content type keeps what it says beside the charset.
    const wanted =
      name !== 'Content-Type' || !current
        ? value
        : /charset=/i.test(current)
          ? current.replace(/charset=[^;\s]*/i, 'charset=UTF-8')
          : `${current}; charset=UTF-8`;
    const quoted = `"${escapePo(`${name}: ${wanted}\n`)}"`;
    if (line) {
      if (line.value !== wanted) edits.push({ start: line.start, end: line.end, text: quoted });
    } else {
      // After Language-Team for Language (gettext's order), else at the end of the header.
      const after = (name === 'Language' && existing.find((l) => l.name === 'language-team')) || existing.at(-1);
      const at = after?.end ?? msgstr.end;
      edits.push({ start: at, end: at, text: `${eol}${quoted}` });
    }
  }
  const flags = header.flags;
  if (flags?.flags.includes('fuzzy')) edits.push(...withoutFuzzy(flags, eol));
  return edits;
}

/** The edits that take the fuzzy flag off an entry (the flag line goes when nothing else is left on it). */
export function withoutFuzzy(flags: NonNullable<Entry['flags']>, eol: string): Edit[] {
  const rest = flags.flags.filter((f) => f !== 'fuzzy');
  return [
    rest.length > 0
      ? { start: flags.start, end: flags.end, text: `#, ${rest.join(', ')}` }
      : { start: flags.start, end: flags.end + eol.length, text: '' },
  ];
}
