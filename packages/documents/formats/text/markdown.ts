/**
 * Markdown: one unit per line of text (headings, paragraphs' lines, list items, table cells, quotes),
 * with block markers, fenced and indented code, link targets, inline code and HTML tags kept out of
 * the translation (codes). YAML front matter: string values are units addressed by their key, except
 * keys and values that are clearly not prose (dates, paths, URLs, languages, flags).
 */
import { textFormat, trimRange, type Span } from './spans';

/** Inline pieces that are not text: code spans, link targets, images' opening, HTML tags, autolinks. */
const INLINE_CODE = /`[^`\n]+`|\]\([^)\s]*(?:\s+"[^"]*")?\)|!\[|<\/?[A-Za-z][^<>\n]*>|<https?:[^>\s]+>|\{[^{}\n]*\}/g;
const BLOCK_PREFIX = /^[ \t]*(?:(?:#{1,6}[ \t]+|>[ \t]*|[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d+[.)][ \t]+))*/;
const NOT_PROSE_KEY =
  /^(lang|language|locale|date|updated|layout|slug|permalink|id|uuid|url|link|template|draft|weight|type|is_[\w]+|order|tags?|categories|aliases)$/i;
const NOT_PROSE_VALUE =
  /^(?:[/.~]|https?:|mailto:|#[0-9a-f]{3,8}$|true$|false$|yes$|no$|null$|[\w.-]+\.(?:jpe?g|png|gif|svg|webp|pdf|mp4)\b|\d)/i;

/** A span for [start, end) of `text` split into parts at inline codes. */
function inlineSpan(
  text: string,
  start: number,
  end: number,
  id: string,
  group: string,
  label: string,
  encode: Span['encode'],
): Span | null {
  const [s, e] = trimRange(text, start, end);
  if (s === e) return null;
  const ranges: [number, number][] = [];
  let at = s;
  let codes = 0;
  for (const match of text.slice(s, e).matchAll(INLINE_CODE)) {
    const codeStart = s + match.index;
    if (codeStart > at) ranges.push([at, codeStart]);
    at = codeStart + match[0].length;
    codes++;
  }
  if (at < e) ranges.push([at, e]);
  if (ranges.length === 0) return null;
  return { unit: { id, group, label, parts: ranges.map(([a, b]) => text.slice(a, b)), codes }, ranges, encode };
}

/** Whether a translated plain YAML value must be quoted to stay one string. */
function needsQuotes(parts: readonly string[], startsWithText: boolean): boolean {
  return (startsWithText && /^[[\]{}&*!|>'"%@`#,?:-]/.test(parts[0] ?? '')) || parts.some((p) => /: | #|:$/.test(p));
}

/** A plain YAML value's translation, single-quoted as a whole when it needs quotes. */
function plainValue(span: Span, start: number, end: number): void {
  const startsWithText = span.ranges[0]?.[0] === start;
  span.encode = (part, _i, parts) => (needsQuotes(parts, startsWithText) ? part.replace(/'/g, "''") : part);
  span.around = (parts) =>
    needsQuotes(parts, startsWithText)
      ? [
          { start, end: start, text: "'" },
          { start: end, end, text: "'" },
        ]
      : [];
}

function frontMatterSpans(text: string, end: number): Span[] {
  const spans: Span[] = [];
  const parents: { indent: number; key: string }[] = [];
  const line = /^([ \t]*)(-[ \t]+)?([^:#\n][^:\n]*?):[ \t]+(.*?)[ \t]*\r?$/gm;
  line.lastIndex = 0;
  const block = text.slice(0, end);
  for (const match of block.matchAll(line)) {
    const [, indent = '', dash = '', key = '', value = ''] = match;
    const depth = indent.length + dash.length;
    while ((parents.at(-1)?.indent ?? -1) >= depth) parents.pop();
    const path = [...parents.map((p) => p.key), key].join('.');
    parents.push({ indent: depth, key });
    if (!value || NOT_PROSE_KEY.test(key.trim())) continue;
    const quote = /^(["'])(.*)\1$/.exec(value);
    const inner = quote ? (quote[2] ?? '') : value;
    if (NOT_PROSE_VALUE.test(inner) || !/\p{L}/u.test(inner) || /^[|>]/.test(value)) continue;
    const valueStart =
      (match.index ?? 0) + match[0].indexOf(value, indent.length + dash.length + key.length + 1) + (quote ? 1 : 0);
    const encode =
      quote?.[1] === '"' ? (p: string) => JSON.stringify(p).slice(1, -1) : (p: string) => p.replace(/'/g, "''");
    const span = inlineSpan(
      text,
      valueStart,
      valueStart + inner.length,
      `front-matter.${path}`,
      'Front matter',
      path,
      encode,
    );
    if (!span) continue;
    if (!quote) {
      // A plain value whose markup holds a quote cannot be single-quoted; it is left plain.
      const markup = [...inner.matchAll(INLINE_CODE)].map((m) => m[0]).join('');
      if (markup.includes("'")) span.encode = (p) => p;
      else plainValue(span, valueStart, valueStart + inner.length);
    }
    spans.push(span);
  }
  return spans;
}

function markdownSpans(text: string): Span[] {
  const frontMatter = /^(?:\uFEFF)?---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)\r?\n?/.exec(text);
  const spans = frontMatter ? frontMatterSpans(text, frontMatter[0].length) : [];
  let fence: string | null = null;
  let number = 0;
  const body = frontMatter?.[0].length ?? 0;
  for (const match of text.slice(body).matchAll(/([^\r\n]*)(\r?\n|$)/g)) {
    if (match[0] === '') break;
    number++;
    const content = match[1] ?? '';
    const start = body + match.index;
    const fenceMark = /^[ \t]*(`{3,}|~{3,})/.exec(content)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (
      fence !== null ||
      /^( {4}|\t)/.test(content) ||
      /^[ \t]*(?:[-*_][ \t]*){3,}$|^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$|^\[[^\]]+\]:\s/.test(
        content,
      )
    )
      continue;
    const id = `line-${number}`;
    if (/^[ \t]*\|/.test(content)) {
      let cell = 0;
      for (const piece of content.matchAll(/[^|]+/g)) {
        cell++;
        const span = inlineSpan(
          text,
          start + piece.index,
          start + piece.index + piece[0].length,
          `${id}/cell-${cell}`,
          'Table',
          `Line ${number} · cell ${cell}`,
          (p) => p.replace(/\|/g, '\\|'),
        );
        if (span) spans.push(span);
      }
      continue;
    }
    const prefix = BLOCK_PREFIX.exec(content)?.[0].length ?? 0;
    const span = inlineSpan(text, start + prefix, start + content.length, id, 'Text', `Line ${number}`, (p) =>
      p.replace(/\r?\n/g, ' '),
    );
    if (span) spans.push(span);
  }
  return spans;
}

export const markdown = textFormat('markdown', 'Markdown', 'guess', markdownSpans);
