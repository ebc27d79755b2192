/**
 * The cues of a SubRip or WebVTT file: blocks of non-blank lines; a cue block has a timing line
 * (`start --> end`, maybe after a number or identifier) and its text lines after it. The header,
 * NOTE, STYLE and REGION blocks are not cues.
 */
import { DocumentError } from '../../errors';

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

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

/** The file's blocks (groups of lines that are not blank), with each line's offset. */
function blocks(text: string): Line[][] {
  const result: Line[][] = [];
  let block: Line[] = [];
  let offset = 0;
  for (const raw of text.split(/(?<=\n)/)) {
    const line = raw.replace(/\r?\n$/, '');
    if (line.trim() === '') {
      if (block.length > 0) result.push(block);
      block = [];
    } else block.push({ text: line, start: offset });
    offset += raw.length;
  }
  if (block.length > 0) result.push(block);
  return result;
}

export function readCues(text: string, kind: 'srt' | 'vtt'): Cue[] {
  if (kind === 'vtt' && !/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) {
    throw new DocumentError('malformed', 'The file is not WebVTT: it does not start with WEBVTT');
  }
  const cues: Cue[] = [];
  const ids = new Set<string>();
  blocks(text).forEach((block, i) => {
    if (kind === 'vtt' && (i === 0 || /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]?.text ?? ''))) return;
    const timingAt = block.findIndex((line) => TIMING.test(line.text));
    if (timingAt < 0 || timingAt > 1) return;
    const timing = TIMING.exec(block[timingAt]?.text ?? '');
    const first = block[timingAt + 1];
    const last = block.at(-1);
    const number = cues.length + 1;
    if (!timing || !first || !last || timingAt + 1 >= block.length) return;
    const identifier = (timingAt === 1 ? block[0]?.text.trim() : '') || `cue-${number}`;
    // Identifiers should be unique; a file that repeats one still gets distinct addresses.
    const id = ids.has(identifier) ? `${identifier}#${number}` : identifier;
    ids.add(id);
    cues.push({
      id,
      start: timing[1] ?? '',
      end: timing[2] ?? '',
      textStart: first.start,
      textEnd: last.start + last.text.length,
    });
  });
  return cues;
}
