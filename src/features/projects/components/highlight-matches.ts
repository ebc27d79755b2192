import { regexError } from '#portal/features/projects/forms/configuration-forms.ts';

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into plain and matching segments for every valid pattern (overlapping matches merged),
 * so matches can be shown with <mark> as text, never as HTML. Invalid patterns are skipped.
 */
export function highlightMatches(text: string, patterns: readonly string[]): Segment[] {
  const ranges: [number, number][] = [];
  for (const pattern of patterns) {
    if (pattern === '' || regexError(pattern) !== null) continue;
    const regex = new RegExp(pattern, 'g');
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      if (m[0] === '') {
        regex.lastIndex += 1;
        continue;
      }
      ranges.push([m.index, m.index + m[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: Segment[] = [];
  let position = 0;
  for (const [start, end] of merged) {
    if (start > position) segments.push({ text: text.slice(position, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), match: false });
  return segments;
}
