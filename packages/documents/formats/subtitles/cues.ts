/**
 * The cues of a SubRip or WebVTT file, by their specifications' parsing rules.
 *
 * WebVTT (W3C WebVTT §6.1, "collect a WebVTT block"): lines end at CRLF, LF or CR; a block ends at an
 * empty line; a line holding `-->` is the cue's timing line when it is the block's first line, or its
 * second after an identifier; any other line holding `-->` ends the block and starts the next one (a
 * YouTube export's timing line right after cue text is a new cue, not text). Blocks without a timing
 * line (the header, NOTE, STYLE, REGION) are not cues, and a timing line that does not parse drops its
 * cue, as a player does.
 *
 * SubRip has no formal specification; its de facto one: an index line, a timing line
 * (`hh:mm:ss,mmm --> hh:mm:ss,mmm`, maybe with coordinates), text lines, a blank line. Read tolerantly,
 * as players do: CRLF or LF, no blank line at the end, a blank line missing between cues (an index
 * line followed by a timing line, or a timing line, starts the next cue), a missing index.
 */
import { DocumentError } from '../../errors';

const VTT_TIMESTAMP = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const VTT_TIMING = new RegExp(String.raw`^[ \t]*(${VTT_TIMESTAMP})[ \t]+-->[ \t]+(${VTT_TIMESTAMP})(?:[ \t]|$)`);
const SRT_TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;
const SRT_INDEX = /^\s*\d+\s*$/;

interface Line {
  text: string;
  start: number;
}

export interface Cue {
  /** Its identifier (WebVTT) or number (SubRip), or `cue-n`; unique in the file. */
  id: string;
  start: string;
  end: string;
  /** Raw range of the cue text: from its first line's start to its last line's end (no line end). */
  textStart: number;
  textEnd: number;
}

/** The file's lines (without their ends), with each line's offset. */
function lines(text: string, kind: 'srt' | 'vtt'): Line[] {
  const result: Line[] = [];
  const end = kind === 'vtt' ? /\r\n|\r|\n/g : /\r?\n/g;
  let start = 0;
  for (const match of text.matchAll(end)) {
    result.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) result.push({ text: text.slice(start), start });
  return result;
}

interface Found {
  identifier: string;
  timing: RegExpExecArray | null;
  text: Line[];
}

/** WebVTT's blocks after the header; a block with a timing line is a cue (its timing may not parse). */
function vttBlocks(all: Line[]): Found[] {
  const found: Found[] = [];
  let i = 0;
  // The header: the WEBVTT line and what follows up to an empty line (or a line with an arrow).
  while (i < all.length && all[i]?.text !== '' && (i === 0 || !all[i]?.text.includes('-->'))) i++;
  while (i < all.length) {
    if (all[i]?.text === '') {
      i++;
      continue;
    }
    const before: Line[] = [];
    const text: Line[] = [];
    let timing: RegExpExecArray | null = null;
    let seenArrow = false;
    for (let count = 1; i < all.length; count++, i++) {
      const line = all[i] as Line;
      if (line.text.includes('-->')) {
        if (count === 1 || (count === 2 && !seenArrow)) {
          seenArrow = true;
          timing = VTT_TIMING.exec(line.text);
          continue;
        }
        break; // this line starts the next block
      }
      if (line.text === '') break;
      (seenArrow ? text : before).push(line);
    }
    if (seenArrow) found.push({ identifier: before[0]?.text ?? '', timing, text });
  }
  return found;
}

/** SubRip's cues: an optional index line, a timing line, text up to a blank line or the next cue. */
function srtBlocks(all: Line[]): Found[] {
  const found: Found[] = [];
  const timingAt = (i: number) => SRT_TIMING.test(all[i]?.text ?? '');
  const cueAt = (i: number) => timingAt(i) || (SRT_INDEX.test(all[i]?.text ?? '') && timingAt(i + 1));
  let i = 0;
  while (i < all.length) {
    if (!cueAt(i)) {
      i++;
      continue;
    }
    const identifier = timingAt(i) ? '' : (all[i++]?.text.trim() ?? '');
    const timing = SRT_TIMING.exec(all[i++]?.text ?? '');
    const text: Line[] = [];
    while (i < all.length && (all[i]?.text.trim() ?? '') !== '' && !cueAt(i)) text.push(all[i++] as Line);
    found.push({ identifier, timing, text });
  }
  return found;
}

export function readCues(text: string, kind: 'srt' | 'vtt'): Cue[] {
  if (kind === 'vtt' && !/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) {
    throw new DocumentError('malformed', 'The file is not WebVTT: it does not start with WEBVTT');
  }
  const all = lines(text, kind);
  const cues: Cue[] = [];
  const ids = new Set<string>();
  for (const { identifier, timing, text: body } of kind === 'vtt' ? vttBlocks(all) : srtBlocks(all)) {
    const first = body[0];
    const last = body.at(-1);
    if (!timing || !first || !last) continue;
    const number = cues.length + 1;
    const name = identifier.trim() || `cue-${number}`;
    // Identifiers should be unique; a file that repeats one still gets distinct addresses.
    const id = ids.has(name) ? `${name}#${number}` : name;
    ids.add(id);
    cues.push({
      id,
      start: timing[1] ?? '',
      end: timing[2] ?? '',
      textStart: first.start,
      textEnd: last.start + last.text.length,
    });
  }
  return cues;
}
