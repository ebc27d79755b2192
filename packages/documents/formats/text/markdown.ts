/**
 * Markdown by block, read by a CommonMark parser that reports where each node sits
 * (`mdast-util-from-markdown`, with GitHub's tables, strikethrough, task lists, autolinks and
 * footnotes, and YAML front matter): one unit per heading, paragraph (also in list items, quotes and
 * footnotes) and table cell. Only the text nodes inside a block are parts; emphasis and strikethrough
 * markers, link and image syntax, inline code, inline HTML, autolinks, hard breaks and `{placeholders}`
 * between them are codes. Fenced and indented code, HTML blocks, link definitions and thematic breaks
 * are not translated.
 *
 * A paragraph wrapped over several lines is one unit: its soft line breaks (with the quote markers or
 * indentation that continue the block on the next line) read as one space, and a translated part is
 * written on one line, which renders alike (a soft break is a space in CommonMark). Translations are
 * escaped where Markdown would read them as markup. Every byte outside the parts' ranges is kept.
 *
 * YAML front matter (read by `yaml`): string values are units addressed by their path
 * (`front-matter/title`, `front-matter/seo/description`, `front-matter/Key Metrics[1]/Metric`), except
 * keys and values that are clearly not prose (dates, paths, URLs, languages, flags) and block scalars.
 */
import type { Nodes, Parent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { DocumentError } from '../../errors';
import { textFormat, type Span } from './spans';

/** Placeholders inside text (`{name}`, `{0}`): codes, as in the other text formats. */
const PLACEHOLDER = /\{[^{}\n]*\}/g;
/** Inline pieces of a front-matter value that are not text: code, link targets, HTML tags, autolinks. */
const INLINE_CODE = /`[^`\n]+`|\]\([^)\s]*(?:\s+"[^"]*")?\)|!\[|<\/?[A-Za-z][^<>\n]*>|<https?:[^>\s]+>|\{[^{}\n]*\}/g;
const NOT_PROSE_KEY =
  /^(lang|language|locale|date|updated|layout|slug|permalink|id|uuid|url|link|template|draft|weight|type|is_[\w]+|order|tags?|categories|aliases)$/i;
const NOT_PROSE_VALUE =
  /^(?:[/.~]|https?:|mailto:|#[0-9a-f]{3,8}$|true$|false$|yes$|no$|null$|[\w.-]+\.(?:jpe?g|png|gif|svg|webp|pdf|mp4)\b|\d)/i;
/** Inline nodes whose children are text of the block; every other inline node is a code as a whole. */
const TRANSPARENT = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

const offsets = (node: Nodes): [number, number] => [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0];

/** A soft line break with the white space and block markers around it, as one space. */
const softBreaks = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*/g, ' ');

/** The text runs of an inline parent, in order: raw range and decoded text. */
function textRuns(parent: Parent, text: string, out: { start: number; end: number; value: string }[]): void {
  for (const child of parent.children) {
    const [start, end] = offsets(child);
    if (child.type === 'text') {
      // Placeholders split a text node; the value's offsets match the source only without escapes.
      const raw = text.slice(start, end);
      if (raw === child.value && raw.search(PLACEHOLDER) >= 0) {
        let at = 0;
        for (const match of raw.matchAll(PLACEHOLDER)) {
          out.push({ start: start + at, end: start + match.index, value: raw.slice(at, match.index) });
          at = match.index + match[0].length;
        }
        out.push({ start: start + at, end, value: raw.slice(at) });
      } else out.push({ start, end, value: child.value });
    } else if (TRANSPARENT.has(child.type) && 'children' in child) {
      // An autolink (`https://x.example`, `www.x.example`) shows its address: a code, not text.
      const only = child.children.length === 1 ? child.children[0] : undefined;
      const autolink = child.type === 'link' && only && offsets(only)[0] === start && offsets(only)[1] === end;
      if (!autolink) textRuns(child, text, out);
    }
  }
}

/**
 * Writes a translated part as Markdown text that reads back as that text, on one line. Brackets are
 * escaped where they could make a link: before `(`, `[` or `:`, or everywhere in a file that defines
 * link references or footnotes (a bare `[label]` then may be one).
 */
function escapeText(part: string, atBlockStart: boolean, inTable: boolean, definitions: boolean): string {
  let out = softBreaks(part)
    .replace(/[\\`*]|<(?=[A-Za-z/!?])/g, '\\$&')
    .replace(definitions ? /[[\]]/g : /\](?=[([:])/g, '\\$&')
    .replace(/(^|[^\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, (m) => m.replace('_', '\\_'))
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;');
  if (inTable) out = out.replace(/\|/g, '\\|');
  if (atBlockStart) out = out.replace(/^([#>+=~-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
  return out;
}

/** The unit of a block with inline content, or null when it has no text. */
function blockSpan(
  block: Parent,
  text: string,
  definitions: boolean,
  id: string,
  group: string,
  label: string,
): Span | null {
  const runs: { start: number; end: number; value: string }[] = [];
  textRuns(block, text, runs);
  const parts = runs.filter((run) => /\S/.test(run.value));
  if (parts.length === 0) return null;
  const first = block.children[0];
  const last = block.children.at(-1);
  const contentStart = first ? offsets(first)[0] : 0;
  const contentEnd = last ? offsets(last)[1] : 0;
  // Codes: the non-empty stretches of the block's content between its parts.
  let codes = 0;
  let at = contentStart;
  for (const part of parts) {
    if (part.start > at) codes++;
    at = part.end;
  }
  if (contentEnd > at) codes++;
  const inTable = block.type === 'tableCell';
  return {
    unit: { id, group, label, parts: parts.map((part) => softBreaks(part.value)), codes },
    ranges: parts.map((part) => [part.start, part.end] as const),
    encode: (part, index) => escapeText(part, index === 0 && parts[0]?.start === contentStart, inTable, definitions),
  };
}

function bodySpans(tree: Root, text: string): Span[] {
  const spans: Span[] = [];
  const counts = { heading: 0, paragraph: 0, table: 0 };
  const definitions = /^ {0,3}\[[^\]\n]+\]:/m.test(text);
  const add = (span: Span | null) => {
    if (span) spans.push(span);
  };
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const n = ++counts.heading;
      add(blockSpan(node, text, definitions, `heading-${n}`, 'Text', `Heading ${n}`));
    } else if (node.type === 'paragraph') {
      const n = ++counts.paragraph;
      add(blockSpan(node, text, definitions, `paragraph-${n}`, 'Text', `¶ ${n}`));
    } else if (node.type === 'table') {
      const t = ++counts.table;
      node.children.forEach((row, r) =>
        row.children.forEach((cell, c) =>
          add(
            blockSpan(
              cell,
              text,
              definitions,
              `table-${t}/row-${r + 1}/cell-${c + 1}`,
              'Table',
              `Table ${t} · row ${r + 1} · cell ${c + 1}`,
            ),
          ),
        ),
      );
    } else if (node.type === 'yaml') {
      spans.push(...frontMatterSpans(text, node));
    } else if ('children' in node && node.type !== 'tableRow') {
      for (const child of node.children) visit(child);
    }
  };
  visit(tree);
  return spans;
}

/** Whether a translated plain YAML value must be quoted to stay one string. */
function needsQuotes(parts: readonly string[], startsWithText: boolean): boolean {
  return (startsWithText && /^[[\]{}&*!|>'"%@`#,?:-]/.test(parts[0] ?? '')) || parts.some((p) => /: | #|:$/.test(p));
}

/** A span for [start, end) of a front-matter value, split into parts at inline codes. */
function valueSpan(text: string, start: number, end: number, path: string, encode: Span['encode']): Span | null {
  const ranges: [number, number][] = [];
  let at = start;
  let codes = 0;
  for (const match of text.slice(start, end).matchAll(INLINE_CODE)) {
    const codeStart = start + match.index;
    if (codeStart > at) ranges.push([at, codeStart]);
    at = codeStart + match[0].length;
    codes++;
  }
  if (at < end) ranges.push([at, end]);
  if (ranges.length === 0) return null;
  const unit = {
    id: `front-matter/${path}`,
    group: 'Front matter',
    label: path,
    parts: ranges.map(([a, b]) => text.slice(a, b)),
    codes,
  };
  return { unit, ranges, encode };
}

/** The span of a string scalar of the front matter, or null when it is not prose or not on one line. */
function scalarSpan(text: string, base: number, node: YamlNode, path: string, key: string): Span | null {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range || NOT_PROSE_KEY.test(key.trim())) return null;
  const [rawStart, rawEnd] = node.range;
  const raw = text.slice(base + rawStart, base + rawEnd);
  const quote = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  if ((node.type !== 'PLAIN' && !quote) || raw.includes('\n')) return null;
  const inner = quote ? raw.slice(1, -1) : raw;
  if (NOT_PROSE_VALUE.test(inner) || !/\p{L}/u.test(inner)) return null;
  const start = base + rawStart + (quote ? 1 : 0);
  const end = start + inner.length;
  const encode: Span['encode'] =
    node.type === 'QUOTE_DOUBLE' ? (p) => JSON.stringify(p).slice(1, -1) : (p) => p.replace(/'/g, "''");
  const span = valueSpan(text, start, end, path, encode);
  if (!span || quote) return span;
  // A plain value whose markup holds a quote cannot be single-quoted; it is left plain.
  if ([...inner.matchAll(INLINE_CODE)].some((m) => m[0].includes("'"))) {
    span.encode = (p) => p;
    return span;
  }
  const startsWithText = span.ranges[0]?.[0] === start;
  span.encode = (part, _i, parts) => (needsQuotes(parts, startsWithText) ? part.replace(/'/g, "''") : part);
  span.around = (parts) =>
    needsQuotes(parts, startsWithText)
      ? [
          { start, end: start, text: "'" },
          { start: end, end, text: "'" },
        ]
      : [];
  return span;
}

function frontMatterSpans(text: string, node: Nodes): Span[] {
  const [start, end] = offsets(node);
  const block = text.slice(start, end);
  const opening = /^---[ \t]*\r?\n/.exec(block);
  if (!opening || !('value' in node)) return [];
  const base = start + opening[0].length;
  const document = parseDocument(node.value, { keepSourceTokens: false });
  const error = document.errors[0];
  if (error) {
    throw new DocumentError('malformed', `The Markdown file's front matter is not valid YAML: ${error.message}`);
  }
  const spans: Span[] = [];
  const walk = (value: unknown, path: string, key: string): void => {
    if (isMap(value)) {
      for (const pair of value.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        walk(pair.value, path ? `${path}/${name}` : name, name);
      }
    } else if (isSeq(value)) {
      value.items.forEach((item, i) => walk(item, `${path}[${i}]`, key));
    } else if (value) {
      const span = scalarSpan(text, base, value as YamlNode, path, key);
      if (span) spans.push(span);
    }
  };
  walk(document.contents, '', '');
  return spans;
}

function markdownSpans(text: string): Span[] {
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()],
  });
  return bodySpans(tree, text);
}

export const markdown = textFormat('markdown', 'Markdown', 'guess', markdownSpans);
