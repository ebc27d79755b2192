/**
 * The inline content of an XLIFF source or target: its text pieces between inline codes. Codes of
 * XLIFF 1.2 (g, x, bx, ex, bpt, ept, ph, it, mrk, sub) and 2.0 (ph, pc, sc, ec, mrk, sm, em, cp) break
 * the text; the native code inside bpt, ept, ph and it is not text.
 */
import { escapeText, localName, type XmlToken } from '../../xml/tokens';

/** Elements whose content is native code, not text. */
const CODE_CONTENT = new Set(['bpt', 'ept', 'ph', 'it', 'originalData']);

export interface Inline {
  /** Raw ranges of the text pieces, one per part. */
  ranges: [number, number][];
  parts: string[];
  codes: number;
}

/** The inline content of tokens[from..to) (the tokens between an element's open and close). */
export function readInline(tokens: readonly XmlToken[], from: number, to: number): Inline {
  const inline: Inline = { ranges: [], parts: [], codes: 0 };
  let codeDepth = 0;
  let broken = true;
  for (let i = from; i < to; i++) {
    const token = tokens[i];
    if (!token) continue;
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (codeDepth > 0) {
        if (!token.selfClosing) codeDepth++;
        continue;
      }
      inline.codes++;
      broken = true;
      if (CODE_CONTENT.has(name) && !token.selfClosing) codeDepth = 1;
    } else if (token.kind === 'close') {
      if (token.start === token.end) continue;
      if (codeDepth > 0) {
        codeDepth--;
        continue;
      }
      broken = true;
    } else if (token.kind === 'text' && codeDepth === 0) {
      const last = inline.ranges.at(-1);
      if (!broken && last) {
        last[1] = token.end;
        inline.parts[inline.parts.length - 1] += token.text;
      } else {
        inline.ranges.push([token.start, token.end]);
        inline.parts.push(token.text);
      }
      broken = false;
    } else if (token.kind === 'other') broken = true;
  }
  return inline;
}

/** The raw content [start, end) of `source` with its text pieces replaced by `parts` (escaped). */
export function replaceParts(xml: string, start: number, end: number, inline: Inline, parts: readonly string[]): string {
  let out = '';
  let at = start;
  inline.ranges.forEach(([a, b], i) => {
    out += xml.slice(at, a) + escapeText(parts[i] ?? inline.parts[i] ?? '');
    at = b;
  });
  return out + xml.slice(at, end);
}

/** An open tag with an attribute set (added, or its value replaced). */
export function withAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`(\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*)(["'])[^"']*\\2`);
  if (pattern.test(tag)) return tag.replace(pattern, `$1"${value}"`);
  return tag.replace(/\s*(\/?)>$/, ` ${name}="${value}"$1>`);
}
