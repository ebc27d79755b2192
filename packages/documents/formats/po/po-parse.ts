/**
 * A gettext catalogue as entries with the raw offsets of every keyword and string line, so that
 * translating can replace exactly the msgstr lines (and the header's fields) and nothing else.
 */
import { DocumentError } from '../../errors';

/** One quoted string of a field: its decoded value and the raw range from its opening to its closing quote. */
export interface StringLine {
  value: string;
  start: number;
  end: number;
}

export interface Field {
  keyword: string;
  value: string;
  /** Raw range of the keyword line and its continuation lines (no line end). */
  start: number;
  end: number;
  lines: StringLine[];
}

export interface Entry {
  /** Translator (`# `) and extracted (`#.`) comments. */
  comments: string[];
  references: string[];
  flags: { start: number; end: number; flags: string[] } | null;
  fields: Field[];
}

const UNESCAPE: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  '\\': '\\',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
};

function unquote(quoted: string, line: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(quoted);
  if (!match) throw new DocumentError('malformed', `The PO file has a string it cannot read on line ${line}`);
  return (match[1] ?? '').replace(/\\([0-7]{1,3}|x[0-9a-fA-F]{1,2}|.)/g, (_, c: string) => {
    if (/^[0-7]/.test(c)) return String.fromCharCode(parseInt(c, 8));
    if (c.startsWith('x') && c.length > 1) return String.fromCharCode(parseInt(c.slice(1), 16));
    return UNESCAPE[c] ?? c;
  });
}

/** The entries of a catalogue, obsolete (`#~`) ones left out; throws DocumentError for lines it cannot read. */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let entry: Entry | null = null;
  let field: Field | null = null;
  let offset = 0;
  let lineNumber = 0;
  const finish = () => {
    if (entry && entry.fields.length > 0) entries.push(entry);
    entry = null;
    field = null;
  };
  const fresh = (): Entry => ({ comments: [], references: [], flags: null, fields: [] });
  for (const line of text.split(/(?<=\n)/)) {
    lineNumber++;
    const start = offset;
    offset += line.length;
    const content = line.replace(/\r?\n$/, '');
    const trimmed = content.trim();
    const indent = content.length - content.trimStart().length;
    if (trimmed === '') {
      finish();
      continue;
    }
    if (trimmed.startsWith('#')) {
      if (field) finish();
      entry ??= fresh();
      if (trimmed.startsWith('#~') || trimmed.startsWith('#|')) continue;
      if (trimmed.startsWith('#,')) {
        entry.flags = {
          start,
          end: start + content.length,
          flags: trimmed
            .slice(2)
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        };
      } else if (trimmed.startsWith('#:'))
        entry.references.push(...trimmed.slice(2).trim().split(/\s+/).filter(Boolean));
      else entry.comments.push(trimmed.replace(/^#\.?\s?/, ''));
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)(\s+)(.*)$/.exec(trimmed);
    if (keyword) {
      const name = keyword[1] ?? '';
      if (name === 'msgid' && entry?.fields.some((f) => f.keyword === 'msgid')) finish();
      if (name === 'msgctxt' && entry?.fields.length) finish();
      entry ??= fresh();
      const quoteAt = start + indent + name.length + (keyword[2] ?? '').length;
      const quoted = (keyword[3] ?? '').trimEnd();
      const value = unquote(quoted, lineNumber);
      field = {
        keyword: name,
        value,
        start,
        end: start + content.length,
        lines: [{ value, start: quoteAt, end: quoteAt + quoted.length }],
      };
      entry.fields.push(field);
    } else if (trimmed.startsWith('"') && field) {
      const value = unquote(trimmed, lineNumber);
      field.value += value;
      field.end = start + content.length;
      field.lines.push({ value, start: start + indent, end: start + indent + trimmed.length });
    } else {
      throw new DocumentError('malformed', `The PO file has a line it cannot read: line ${lineNumber}`);
    }
  }
  finish();
  return entries;
}

export const fieldOf = (entry: Entry, keyword: string): Field | undefined =>
  entry.fields.find((f) => f.keyword === keyword);

export function isHeader(entry: Entry): boolean {
  return fieldOf(entry, 'msgid')?.value === '' && !fieldOf(entry, 'msgctxt');
}

/**
 * Whether the file wraps long strings at a width, as gettext's tools do (a string without line breaks
 * spread over several lines), or writes each on one line (`--no-wrap`, most editors' setting).
 */
export function wrapsLongLines(entries: readonly Entry[]): boolean {
  return entries.some(
    (e) =>
      !isHeader(e) &&
      e.fields.some(
        (f) => f.lines.length > 2 && f.lines.slice(0, -1).some((l) => l.value !== '' && !l.value.endsWith('\n')),
      ),
  );
}
