/**
 * HTML: one unit per block (paragraph, heading, list item, cell, title…), inline elements (`<b>`,
 * `<a>`, `<br>`…) as codes between its parts, and the attributes people read (alt, title,
 * placeholder, aria-label, a page's description). Scripts, styles and `translate="no"` are left alone.
 */
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { DocumentError } from '../../errors';
import { escapeAttribute, escapeText, MAX_XML_DEPTH } from '../../xml/tokens';
import { textFormat, trimRange, type Span } from './spans';

const INLINE = new Set(
  'a abbr acronym b bdi bdo big br cite code data del dfn em font i img ins kbd mark q s samp small span strike strong sub sup time tt u var wbr'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe', 'object']);
const ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'label'];

interface Piece {
  start: number;
  end: number;
}

interface Block {
  /** Text pieces between codes; each becomes a part. */
  runs: Piece[][];
  codes: number;
  /** The block element, for people. */
  tag: string;
}

export function htmlSpans(html: string): Span[] {
  const spans: Span[] = [];
  const counts = new Map<string, number>();
  /** Open elements; `skip` and `block` (the nearest block element) are inherited, so no walk is needed. */
  const stack: { name: string; skip: boolean; block: string }[] = [];
  const openByName = new Map<string, number>();
  let block: Block = { runs: [[]], codes: 0, tag: 'html' };
  let blockNumber = 0;

  const flush = () => {
    const ranges = block.runs
      .filter((r) => r.length > 0)
      .map((r): [number, number] => [r[0]?.start ?? 0, r.at(-1)?.end ?? 0]);
    const first = ranges[0];
    const last = ranges.at(-1);
    if (first && last && ranges.some(([a, b]) => /\p{L}/u.test(decodeHTML(html.slice(a, b))))) {
      first[0] = trimRange(html, first[0], first[1])[0];
      last[1] = Math.max(last[0], trimRange(html, last[0], last[1])[1]);
      blockNumber++;
      spans.push({
        unit: {
          id: `block-${blockNumber}`,
          group: 'HTML',
          label: `${block.tag} · ${blockNumber}`,
          parts: ranges.map(([a, b]) => decodeHTML(html.slice(a, b))),
          codes: block.codes,
        },
        ranges,
        encode: escapeText,
      });
    }
    block = { runs: [[]], codes: 0, tag: stack.at(-1)?.block ?? 'html' };
  };
  const skipping = () => stack.at(-1)?.skip ?? false;
  const code = () => {
    if ((block.runs.at(-1)?.length ?? 0) > 0) block.runs.push([]);
    block.codes++;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        const skip = SKIPPED.has(name) || attrs.translate === 'no' || skipping();
        if (INLINE.has(name) && !skip) code();
        else flush();
        const n = (counts.get(name) ?? 0) + 1;
        counts.set(name, n);
        if (!skip) spans.push(...attributeSpans(html, { start, end, name, n }, attrs));
        const voidElement = /\/>$/.test(html.slice(start, end)) || VOID.has(name);
        if (!voidElement) {
          const above = stack.at(-1)?.block ?? 'html';
          if (stack.push({ name, skip, block: INLINE.has(name) ? above : name }) > MAX_XML_DEPTH) {
            throw new DocumentError(
              'malformed',
              `The HTML nests elements deeper than ${MAX_XML_DEPTH} levels (browsers stop nesting at 512)`,
            );
          }
          openByName.set(name, (openByName.get(name) ?? 0) + 1);
        }
        if (!INLINE.has(name)) block.tag = name;
      },
      onclosetag(name, implied) {
        if (VOID.has(name)) return;
        if (!openByName.get(name)) return;
        const wasSkipping = skipping();
        // Closes the innermost open element of this name and every element inside it.
        for (let frame = stack.pop(); frame; frame = frame.name === name ? undefined : stack.pop()) {
          openByName.set(frame.name, (openByName.get(frame.name) ?? 1) - 1);
        }
        if (INLINE.has(name) && !wasSkipping) {
          if (!implied) code();
        } else flush();
      },
      ontext() {
        if (skipping()) return;
        block.runs.at(-1)?.push({ start: parser.startIndex, end: parser.endIndex + 1 });
      },
      oncomment() {
        if (!skipping()) code();
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return spans;
}

/** An unquoted attribute value, read where it starts (sticky: no copy of the rest of the file). */
const UNQUOTED = /[^\s>]*/y;
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

interface Tag {
  start: number;
  end: number;
  name: string;
  /** The element's number among those of its name, for a stable address. */
  n: number;
}

function attributeSpans(html: string, { start, end, name, n }: Tag, attrs: Record<string, string>): Span[] {
  const names = [...ATTRIBUTES];
  if (
    name === 'meta' &&
    /^(description|keywords|og:title|og:description|twitter:title|twitter:description)$/i.test(
      attrs.name ?? attrs.property ?? '',
    )
  ) {
    names.push('content');
  }
  if (name === 'input' && /^(submit|button|reset)$/i.test(attrs.type ?? '')) names.push('value');
  const raw = html.slice(start, end);
  const spans: Span[] = [];
  for (const attribute of names) {
    const value = attrs[attribute];
    if (value === undefined || !/\p{L}/u.test(decodeHTML(value))) continue;
    const match = new RegExp(`\\s${attribute}\\s*=\\s*(["']?)`, 'i').exec(raw);
    if (!match) continue;
    const valueStart = start + match.index + match[0].length;
    const quote = match[1];
    UNQUOTED.lastIndex = valueStart;
    const valueEnd = quote ? html.indexOf(quote, valueStart) : valueStart + (UNQUOTED.exec(html)?.[0].length ?? 0);
    const id = `${name}[${n}]@${attribute}`;
    spans.push({
      unit: {
        id,
        group: 'Attributes',
        label: `<${name} ${attribute}>`,
        parts: [decodeHTML(html.slice(valueStart, valueEnd))],
        codes: 0,
      },
      ranges: [[valueStart, valueEnd]],
      encode: (part) =>
        quote ? escapeAttribute(part).replace(/'/g, quote === "'" ? '&#39;' : "'") : `"${escapeAttribute(part)}"`,
    });
  }
  return spans;
}

export const html = textFormat('html', 'HTML', 'html', (text) => htmlSpans(text));
