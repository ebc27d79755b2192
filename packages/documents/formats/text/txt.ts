/**
 * Plain text by paragraph: lines up to a blank line (or one of white space only) are one unit, as in
 * Okapi's plain-text filter in paragraph mode. Each line's text is a part; the line breaks between them,
 * with the indentation and trailing white space around them, stay in the file as codes (counted as
 * white space: `breaksBefore`), so a translated paragraph keeps its lines and line ends. A paragraph is
 * addressed by the line it starts on (`line-4`, "Line 4"): the same in the translation, whose lines are
 * the source's. Line ends are LF, CRLF or a lone CR (classic Mac OS).
 *
 * Writing a wrapped paragraph back: line for line. The translation's first part replaces the text of
 * the paragraph's first line, its second part that of the second line, and so on; indentation, trailing
 * white space and each line's own line end are left as they were. A line break inside a part becomes a
 * space, so the translation has exactly the source's lines and every paragraph keeps its address. When
 * a translation leaves a line empty (the translator or MT moved the words across the breaks), that line
 * would read back as a blank line splitting the paragraph: the paragraph's words are then wrapped anew
 * over the source's lines, each line taking a share as long as its source line's share of the paragraph
 * (a translation with fewer words than lines leaves the last lines empty, after the paragraph).
 */
import { textFormat, trimRange, type Span } from './spans';

const LINE_BREAK = /\r\n|\r|\n/g;

/** The translated parts as they are written, one per source line of `widths` characters. */
export function wrappedLines(parts: readonly string[], widths: readonly number[]): string[] {
  const lines = widths.map((_, i) => (parts[i] ?? '').replace(LINE_BREAK, ' '));
  if (lines.every((line) => line.trim() !== '') || lines.every((line) => line.trim() === '')) return lines;
  const words = lines.join(' ').split(/\s+/).filter(Boolean);
  const length = words.join(' ').length;
  const total = widths.reduce((sum, width) => sum + width, 0) || 1;
  let ends = 0;
  /** Where each line's share of the translation ends, in characters. */
  const shares = widths.map((width) => ((ends += width), (length * ends) / total));
  const wrapped: string[][] = widths.map(() => []);
  let line = 0;
  let used = 0;
  words.forEach((word, i) => {
    const linesAfter = widths.length - 1 - line;
    const full = used + word.length > (shares[line] ?? length) || words.length - i <= linesAfter;
    if (linesAfter > 0 && (wrapped[line]?.length ?? 0) > 0 && full) line++;
    wrapped[line]?.push(word);
    used += word.length + 1;
  });
  return wrapped.map((w) => w.join(' '));
}

function paragraphSpans(text: string): Span[] {
  const spans: Span[] = [];
  let lines: [number, number][] = [];
  let number = 0;
  let first = 0;
  const close = () => {
    if (lines.length === 0) return;
    const ranges = lines;
    const widths = ranges.map(([start, end]) => end - start);
    let written: { parts: readonly string[]; lines: string[] } | undefined;
    const unit = {
      id: `line-${first}`,
      group: 'Text',
      label: `Line ${first}`,
      parts: ranges.map(([start, end]) => text.slice(start, end)),
      codes: ranges.length - 1,
      ...(ranges.length > 1 ? { breaksBefore: ranges.slice(1).map((_, i) => i + 1) } : {}),
    };
    spans.push({
      unit,
      ranges,
      encode: (_part, index, parts) => {
        if (written?.parts !== parts) written = { parts, lines: wrappedLines(parts, widths) };
        return written.lines[index] ?? '';
      },
    });
    lines = [];
  };
  for (const match of text.matchAll(/([^\r\n]*)(\r\n|\r|\n|$)/g)) {
    if (match[0] === '') break;
    number++;
    const [start, end] = trimRange(text, match.index, match.index + (match[1]?.length ?? 0));
    if (start === end) close();
    else if (lines.push([start, end]) === 1) first = number;
  }
  close();
  return spans;
}

export const txt = textFormat('txt', 'plain', 'guess', paragraphSpans);
