/** Plain text: one unit per line, its leading and trailing white space kept out of the translation. */
import { textFormat, trimRange, type Span } from './spans';

export function lineSpans(text: string): Span[] {
  const spans: Span[] = [];
  let number = 0;
  for (const match of text.matchAll(/([^\r\n]*)(\r?\n|$)/g)) {
    if (match[0] === '') break;
    number++;
    const [start, end] = trimRange(text, match.index, match.index + (match[1]?.length ?? 0));
    if (start === end) continue;
    spans.push({
      unit: { id: `line-${number}`, group: 'Text', label: `Line ${number}`, parts: [text.slice(start, end)], codes: 0 },
      ranges: [[start, end]],
      encode: (part) => part.replace(/\r?\n/g, ' '),
    });
  }
  return spans;
}

export const txt = textFormat('txt', 'plain', 'guess', lineSpans);
