/**
 * Gettext catalogues (.po, .pot): one unit per entry, id msgid (or msgctxt + U+0004 + msgid, gettext's
 * own key), parts [msgid] or [msgid, msgid_plural]; comments, references and flags as the note, an
 * existing msgstr as the target. Fuzzy entries are units like any other; obsolete (`#~`) entries and
 * the header are not units. Translating writes msgstr, or msgstr[0…n-1] for the target language's
 * plural forms (the singular where gettext looks for n = 1, the plural in the others), drops the fuzzy
 * flag, and sets the header's Language, Plural-Forms and charset (the copy is UTF-8). Strings are
 * wrapped the way the file wraps them; every other line keeps its bytes.
 */
import { decodeText, writeText, assertText } from '../../text-encoding';
import { cleanTranslation } from '../../translation-text';
import type { FormatHandler, TextUnit } from '../../types';
import type { Edit } from '../../xml/tokens';
import { fieldOf, isHeader, parsePo, wrapsLongLines, type Entry } from './po-parse';
import { headerEdits, withoutFuzzy, writeField } from './po-write';
import { pluralForms } from './plural-forms';

/** printf conversions (%d, %'d, %1$s, %T), Python's %(name)s and {name} / {0} placeholders. */
const PLACEHOLDER =
  /%%|%(?:\d+\$)?[-+ 0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspnT@]|%\([A-Za-z_]\w*\)[-+ 0#]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa]|\{[A-Za-z_0-9]*(?:[:!][^{}]*)?\}/g;

function placeholders(text: string): number {
  return [...text.matchAll(PLACEHOLDER)].filter((m) => m[0] !== '%%').length;
}

interface Live {
  entry: Entry;
  unit: TextUnit;
}

function noteOf(entry: Entry, context: string | undefined): string {
  const flags = entry.flags?.flags ?? [];
  return [
    ...(context ? [`Context: ${context}`] : []),
    ...entry.comments.filter(Boolean),
    ...(entry.references.length ? [`References: ${entry.references.join(' ')}`] : []),
    ...(flags.length ? [`Flags: ${flags.join(', ')}`] : []),
  ].join('\n');
}

/** The entries that are units, in file order, with unique ids (a catalogue that repeats a key still reads). */
function liveEntries(entries: readonly Entry[]): Live[] {
  const seen = new Map<string, number>();
  const live: Live[] = [];
  for (const entry of entries) {
    const msgid = fieldOf(entry, 'msgid');
    if (!msgid || isHeader(entry)) continue;
    const context = fieldOf(entry, 'msgctxt')?.value;
    const plural = fieldOf(entry, 'msgid_plural')?.value;
    const key = context === undefined ? msgid.value : `${context}\u0004${msgid.value}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const translations = entry.fields
      .filter((f) => f.keyword.startsWith('msgstr'))
      .map((f) => f.value)
      .filter(Boolean);
    const note = noteOf(entry, context);
    live.push({
      entry,
      unit: {
        id: count === 1 ? key : `${key}@${count}`,
        group: 'Entries',
        label: `#${live.length + 1}${context ? ` · ${context}` : ''}`,
        parts: plural === undefined ? [msgid.value] : [msgid.value, plural],
        codes: placeholders(msgid.value),
        ...(note ? { note } : {}),
        ...(translations.length > 0 ? { target: translations.join(' | ') } : {}),
      },
    });
  }
  return live;
}

function read(bytes: Uint8Array) {
  assertText(bytes, 'PO');
  const decoded = decodeText(bytes, 'po');
  return { decoded, entries: parsePo(decoded.text) };
}

export const po: FormatHandler = {
  id: 'po',
  extract(bytes) {
    return liveEntries(read(bytes).entries).map((l) => l.unit);
  },
  translate(bytes, translate, { targetLanguage }) {
    const { decoded, entries } = read(bytes);
    const eol = decoded.text.includes('\r\n') ? '\r\n' : '\n';
    const wrap = wrapsLongLines(entries);
    const forms = pluralForms(targetLanguage);
    const edits: Edit[] = [];
    let translatedAny = false;
    for (const { entry, unit } of liveEntries(entries)) {
      const parts = translate(unit)?.map(cleanTranslation);
      if (!parts) continue;
      translatedAny = true;
      const [singular = '', plural = singular] = parts;
      const written =
        unit.parts.length === 1
          ? writeField('msgstr', singular, eol, wrap)
          : Array.from({ length: forms.count }, (_, n) =>
              writeField(`msgstr[${n}]`, forms.count > 1 && n === forms.one ? singular : plural, eol, wrap),
            ).join(eol);
      const strings = entry.fields.filter((f) => f.keyword.startsWith('msgstr'));
      const [first, ...extra] = strings;
      if (first) {
        edits.push({ start: first.start, end: first.end, text: written });
        for (const field of extra) edits.push({ start: field.start - eol.length, end: field.end, text: '' });
      } else {
        const last = entry.fields.at(-1);
        if (last) edits.push({ start: last.end, end: last.end, text: `${eol}${written}` });
      }
      if (entry.flags?.flags.includes('fuzzy')) edits.push(...withoutFuzzy(entry.flags, eol));
    }
    if (translatedAny) edits.push(...headerEdits(entries, targetLanguage, eol));
    return writeText(decoded, edits);
  },
};
