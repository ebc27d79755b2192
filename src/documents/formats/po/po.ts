/**
 * Gettext catalogues (.po, .pot): one unit per entry (msgctxt + msgid), the plural as a second part,
 * comments, references and flags as the note, an existing msgstr as the target. Obsolete (`#~`)
 * entries and the header are not units. Translating writes msgstr (or msgstr[0…n-1] for the target
 * language's plural forms), drops the fuzzy flag, and sets the header's Language, Plural-Forms and
 * charset (the copy is UTF-8).
 */
import { DocumentError } from '../../errors';
import { decodeText, encodeText } from '../../text-encoding';
import type { FormatHandler, TextUnit } from '../../types';
import { applyEdits, type Edit } from '../../xml/tokens';
import { pluralForms } from './plural-forms';

interface Field {
  keyword: string;
  value: string;
  /** Raw range of the keyword line and its continuation lines. */
  start: number;
  end: number;
}

interface Entry {
  number: number;
  comments: string[];
  flags: { start: number; end: number; flags: string[] } | null;
  fields: Field[];
}

const UNESCAPE: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\u0007', b: '\b', f: '\f', v: '\v' };

function unquote(raw: string, line: number): string {
  const match = /^"((?:[^"\\]|\\.)*)"\s*$/.exec(raw.trim());
  if (!match) throw new DocumentError('malformed', `The PO file has a string it cannot read on line ${line}`);
  return (match[1] ?? '').replace(/\\(.)/g, (_, c: string) => UNESCAPE[c] ?? c);
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;
}

/** A field as PO writes it: one line, or `""` and one line per line of text. */
function writeField(keyword: string, text: string, eol: string): string {
  const lines = text.split(/(?<=\n)/);
  if (lines.length <= 1) return `${keyword} ${quote(text)}`;
  return [`${keyword} ""`, ...lines.map(quote)].join(eol);
}

function parse(text: string): Entry[] {
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
  for (const line of text.split(/(?<=\n)/)) {
    lineNumber++;
    const start = offset;
    offset += line.length;
    const content = line.replace(/\r?\n$/, '');
    const trimmed = content.trim();
    if (trimmed === '') {
      finish();
      continue;
    }
    if (trimmed.startsWith('#')) {
      if (field) finish();
      entry ??= { number: entries.length + 1, comments: [], flags: null, fields: [] };
      if (trimmed.startsWith('#~')) continue;
      if (trimmed.startsWith('#,')) {
        entry.flags = { start, end: start + content.length, flags: trimmed.slice(2).split(',').map((f) => f.trim()).filter(Boolean) };
      } else if (/^#[.:\s]|^#$/.test(trimmed)) entry.comments.push(trimmed.replace(/^#[.:]?\s?/, ''));
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(.*)$/.exec(trimmed);
    if (keyword) {
      if (keyword[1] === 'msgid' && entry?.fields.some((f) => f.keyword === 'msgid')) finish();
      if (keyword[1] === 'msgctxt' && entry?.fields.length) finish();
      entry ??= { number: entries.length + 1, comments: [], flags: null, fields: [] };
      field = { keyword: keyword[1] ?? '', value: unquote(keyword[2] ?? '', lineNumber), start, end: start + content.length };
      entry.fields.push(field);
    } else if (trimmed.startsWith('"') && field) {
      field.value += unquote(trimmed, lineNumber);
      field.end = start + content.length;
    } else {
      throw new DocumentError('malformed', `The PO file has a line it cannot read: line ${lineNumber}`);
    }
  }
  finish();
  return entries;
}

const get = (entry: Entry, keyword: string) => entry.fields.find((f) => f.keyword === keyword);

function unitOf(entry: Entry): TextUnit | null {
  const msgid = get(entry, 'msgid');
  if (!msgid || msgid.value === '') return null;
  const context = get(entry, 'msgctxt')?.value;
  const plural = get(entry, 'msgid_plural')?.value;
  const translations = entry.fields.filter((f) => f.keyword.startsWith('msgstr')).map((f) => f.value).filter(Boolean);
  const note = [...(context ? [`Context: ${context}`] : []), ...entry.comments, ...(entry.flags?.flags.length ? [`Flags: ${entry.flags.flags.join(', ')}`] : [])].join('\n');
  return {
    id: context === undefined ? msgid.value : `${context}\u0004${msgid.value}`,
    group: 'Entries',
    label: `#${entry.number}${context ? ` · ${context}` : ''}`,
    parts: plural === undefined ? [msgid.value] : [msgid.value, plural],
    codes: 0,
    ...(note ? { note } : {}),
    ...(translations.length > 0 ? { target: translations.join(' | ') } : {}),
  };
}

function headerEdits(entries: Entry[], language: string, eol: string): Edit[] {
  const header = entries.find((e) => get(e, 'msgid')?.value === '' && !get(e, 'msgctxt'));
  const msgstr = header && get(header, 'msgstr');
  if (!msgstr) return [];
  const lines = msgstr.value.split(/(?<=\n)/).filter((l) => l !== '');
  const set = (name: string, value: string) => {
    const at = lines.findIndex((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    const line = `${name}: ${value}\n`;
    if (at >= 0) lines[at] = line;
    else lines.push(line);
  };
  const contentType = lines.find((l) => /^content-type:/i.test(l));
  set('Content-Type', (contentType?.slice(13).trim() ?? 'text/plain; charset=UTF-8').replace(/charset=[^;\s]*/i, 'charset=UTF-8'));
  set('Language', language.replace('-', '_'));
  set('Plural-Forms', pluralForms(language).header);
  return [{ start: msgstr.start, end: msgstr.end, text: writeField('msgstr', lines.join(''), eol) }];
}

export const po: FormatHandler = {
  id: 'po',
  extract(bytes) {
    return parse(decodeText(bytes).text).flatMap((e) => unitOf(e) ?? []);
  },
  translate(bytes, translate, { targetLanguage }) {
    const decoded = decodeText(bytes);
    const eol = decoded.text.includes('\r\n') ? '\r\n' : '\n';
    const entries = parse(decoded.text);
    const edits = headerEdits(entries, targetLanguage, eol);
    const { count } = pluralForms(targetLanguage);
    for (const entry of entries) {
      const unit = unitOf(entry);
      const parts = unit && translate(unit);
      if (!unit || !parts) continue;
      const strings = entry.fields.filter((f) => f.keyword.startsWith('msgstr'));
      const first = strings[0];
      const written =
        unit.parts.length === 1
          ? writeField('msgstr', parts[0] ?? '', eol)
          : Array.from({ length: count }, (_, n) => writeField(`msgstr[${n}]`, (n === 0 && count > 1 ? parts[0] : parts[1]) ?? '', eol)).join(eol);
      if (first) {
        edits.push({ start: first.start, end: first.end, text: written });
        for (const extra of strings.slice(1)) edits.push({ start: extra.start - eol.length, end: extra.end, text: '' });
      } else {
        const last = entry.fields.at(-1);
        if (last) edits.push({ start: last.end, end: last.end, text: `${eol}${written}` });
      }
      const flags = entry.flags;
      if (flags?.flags.includes('fuzzy')) {
        const rest = flags.flags.filter((f) => f !== 'fuzzy');
        edits.push(rest.length > 0 ? { start: flags.start, end: flags.end, text: `#, ${rest.join(', ')}` } : { start: flags.start, end: flags.end + eol.length, text: '' });
      }
    }
    return encodeText(applyEdits(decoded.text, edits), { encoding: 'utf-8', bom: decoded.bom });
  },
};
