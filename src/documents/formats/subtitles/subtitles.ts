/**
 * Subtitles (SubRip .srt, WebVTT .vtt): one unit per cue, its text only. Numbers, identifiers,
 * timings, cue settings and NOTE, STYLE and REGION blocks stay as they are; inline tags (`<i>`,
 * `<c.yellow>`, `<v Name>`, karaoke timestamps, SubRip's `{\an8}`) are codes. A cue's lines stay lines.
 */
import { DocumentError } from '../../errors';
import { textFormat, type Span } from '../text/spans';

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;
const INLINE = /<\/?[a-z][^>]*>|<\d{1,2}:\d{2}[:.][\d.:]*>|\{\\[^}]*\}/gi;

interface Line {
  text: string;
  start: number;
}

/** The file's blocks (groups of non-blank lines), with each line's offset. */
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

function cueSpan(text: string, lines: Line[], id: string, timing: RegExpExecArray, eol: string): Span | null {
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last) return null;
  const start = first.start;
  const end = last.start + last.text.length;
  const ranges: [number, number][] = [];
  let at = start;
  let codes = 0;
  for (const match of text.slice(start, end).matchAll(INLINE)) {
    const codeStart = start + match.index;
    if (codeStart > at) ranges.push([at, codeStart]);
    at = codeStart + match[0].length;
    codes++;
  }
  if (at < end) ranges.push([at, end]);
  if (ranges.length === 0) return null;
  return {
    unit: { id, group: 'Cues', label: `${timing[1] ?? ''} → ${timing[2] ?? ''}`, parts: ranges.map(([a, b]) => text.slice(a, b).replace(/\r\n/g, '\n')), codes },
    ranges,
    encode: (part) => part.replace(/\r?\n/g, eol),
  };
}

function subtitleSpans(kind: 'srt' | 'vtt') {
  return (text: string): Span[] => {
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const all = blocks(text);
    if (kind === 'vtt' && !/^(\uFEFF)?WEBVTT/.test(text)) throw new DocumentError('malformed', 'The file is not WebVTT: it does not start with WEBVTT');
    const spans: Span[] = [];
    const ids = new Set<string>();
    let number = 0;
    all.forEach((block, i) => {
      if (kind === 'vtt' && (i === 0 || /^(NOTE|STYLE|REGION)\b/.test(block[0]?.text ?? ''))) return;
      const timingAt = block.findIndex((line) => TIMING.test(line.text));
      if (timingAt < 0 || timingAt > 1) return;
      number++;
      const timing = TIMING.exec(block[timingAt]?.text ?? '') as RegExpExecArray;
      const identifier = (timingAt === 1 ? block[0]?.text.trim() : undefined) || `cue-${number}`;
      // Identifiers should be unique; a file that repeats one still gets distinct addresses.
      const id = ids.has(identifier) ? `${identifier}#${number}` : identifier;
      ids.add(id);
      const span = cueSpan(text, block.slice(timingAt + 1), id, timing, eol);
      if (span) spans.push(span);
    });
    return spans;
  };
}

export const srt = textFormat('srt', 'SubRip', subtitleSpans('srt'));
export const vtt = textFormat('vtt', 'WebVTT', subtitleSpans('vtt'));
