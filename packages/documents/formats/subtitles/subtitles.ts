/**
 * Subtitles (SubRip .srt, WebVTT .vtt): one unit per cue, its text only, id the cue's identifier or
 * number, labelled with its timing. Numbers, identifiers, timings, cue settings, the header and NOTE,
 * STYLE and REGION blocks stay as they are, as do the byte-order mark and the line endings. Inline tags
 * (`<i>`, `<b>`, `<c.yellow>`, `<v Name>`, karaoke timestamps) and SubRip's `{\an8}` overrides are
 * codes; speaker labels such as `[Alba]` are text. A cue's lines stay lines; a translation cannot add a
 * blank line or a timing arrow, which would end the cue.
 */
import { assertText, decodeText, writeText } from '../../text-encoding';
import { cleanTranslation } from '../../translation-text';
import type { FormatHandler, TextUnit } from '../../types';
import { applyEdits, type Edit } from '../../xml/tokens';
import { readCues, type Cue } from './cues';

const INLINE = /<\/?[a-zA-Z][^<>\n]*>|<\d{1,2}:\d{2}[:.][\d.:]*>|\{\\[^}\n]*\}/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  quot: '"',
  apos: "'",
};

type Kind = 'srt' | 'vtt';

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface CueText {
  unit: TextUnit;
  /** Raw ranges of the parts. */
  ranges: [number, number][];
}

function cueText(text: string, cue: Cue, kind: Kind): CueText {
  const ranges: [number, number][] = [];
  let at = cue.textStart;
  let codes = 0;
  const gap = (end: number) => {
    // White space between two codes (a line break between two italic lines) is layout, not text.
    if (end > at && text.slice(at, end).trim() !== '') ranges.push([at, end]);
  };
  for (const match of text.slice(cue.textStart, cue.textEnd).matchAll(INLINE)) {
    gap(cue.textStart + match.index);
    at = cue.textStart + match.index + match[0].length;
    codes++;
  }
  gap(cue.textEnd);
  const parts = ranges.map(([a, b]) => {
    const raw = text.slice(a, b).replace(/\r\n?/g, '\n');
    return kind === 'vtt' ? decodeEntities(raw) : raw;
  });
  return { unit: { id: cue.id, group: 'Cues', label: `${cue.start} → ${cue.end}`, parts, codes }, ranges };
}

/** A translated part in the file's syntax: WebVTT escapes markup characters; line ends as the file's. */
function encodePart(part: string, kind: Kind, eol: string): string {
  const escaped = kind === 'vtt' ? part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : part;
  return escaped.replace(/\r\n?|\n/g, eol);
}

/** The cue text as a player needs it: no blank line (it would end the cue), no arrow, no empty first or last line. */
function cleanCue(text: string, eol: string): string {
  return text
    .split(/\r\n?|\n/)
    .filter((line) => line.trim() !== '')
    .join(eol)
    .replace(/-->/g, '->');
}

function subtitles(kind: Kind): FormatHandler {
  const read = (bytes: Uint8Array) => {
    assertText(bytes, kind === 'srt' ? 'SubRip' : 'WebVTT');
    // WebVTT is UTF-8 by its specification; SubRip has no declaration.
    const decoded = decodeText(bytes, kind === 'vtt' ? 'unicode' : 'guess');
    return { decoded, cues: readCues(decoded.text, kind) };
  };
  return {
    id: kind,
    extract(bytes) {
      const { decoded, cues } = read(bytes);
      return cues.map((cue) => cueText(decoded.text, cue, kind).unit).filter((u) => u.parts.length > 0);
    },
    translate(bytes, translate) {
      const { decoded, cues } = read(bytes);
      const { text } = decoded;
      const eol = /\r\n?|\n/.exec(text)?.[0] ?? '\n';
      const edits: Edit[] = [];
      for (const cue of cues) {
        const { unit, ranges } = cueText(text, cue, kind);
        const parts = unit.parts.length > 0 ? translate(unit)?.map(cleanTranslation) : undefined;
        if (!parts) continue;
        const inner = ranges.map(([start, end], i) => ({
          start: start - cue.textStart,
          end: end - cue.textStart,
          text: encodePart(parts[i] ?? '', kind, eol),
        }));
        const cueText_ = cleanCue(applyEdits(text.slice(cue.textStart, cue.textEnd), inner), eol);
        edits.push({ start: cue.textStart, end: cue.textEnd, text: cueText_ });
      }
      return writeText(decoded, edits);
    },
  };
}

export const srt = subtitles('srt');
export const vtt = subtitles('vtt');
