/**
 * The inline content of an XLIFF source or target: its text pieces between inline codes. Codes of
 * XLIFF 1.2 (g, x, bx, ex, bpt, ept, ph, it, mrk, sub) and 2.0 (ph, pc, sc, ec, mrk, sm, em, cp) break
 * the text; the native code inside bpt, ept, ph and it is not text, nor is protected content (1.2
 * `mrk mtype="protected"`, 2.0 `mrk translate="no"`). An ICU plural/select skeleton is code too.
 */
import { escapeAttribute, localName, type OpenToken } from '../../xml/tokens';
import { xmlTranslation } from '../../translation-text';
import { rawOffsets, splitIcu } from './icu';
import type { Element, Tree } from './tree';

/** Elements whose content is native code, not text. */
const CODE_CONTENT = new Set(['bpt', 'ept', 'ph', 'it', 'originalData']);

export interface Inline {
  /** Raw ranges of the text pieces, one per part. */
  ranges: [number, number][];
  parts: string[];
  codes: number;
}

function isCodeContent(open: OpenToken): boolean {
  const name = localName(open.name);
  return (
    CODE_CONTENT.has(name) || (name === 'mrk' && (open.attrs.mtype === 'protected' || open.attrs.translate === 'no'))
  );
}

/** The text pieces of an element's content and its inline codes; ICU skeletons split the pieces. */
export function readInline(tree: Tree, element: Element, icu = true): Inline {
  const inline: Inline = { ranges: [], parts: [], codes: 0 };
  let codeDepth = 0;
  let broken = true;
  for (let i = element.first + 1; i < element.last; i++) {
    const token = tree.tokens[i];
    if (!token) continue;
    if (token.kind === 'open') {
      if (codeDepth > 0) {
        if (!token.selfClosing) codeDepth++;
        continue;
      }
      inline.codes++;
      broken = true;
      if (isCodeContent(token) && !token.selfClosing) codeDepth = 1;
    } else if (token.kind === 'close') {
      if (token.start === token.end) continue;
      if (codeDepth > 0) codeDepth--;
      else broken = true;
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
  return icu ? withIcu(tree.xml, inline) : inline;
}

/** The pieces cut at an ICU message's skeleton, when the text holds one. */
function withIcu(xml: string, inline: Inline): Inline {
  const split = splitIcu(inline.parts);
  if (!split) return inline;
  const result: Inline = { ranges: [], parts: [], codes: inline.codes + split.skeletons };
  for (const [k, [start, end]] of inline.ranges.entries()) {
    const part = inline.parts[k] ?? '';
    const offsets = rawOffsets(xml.slice(start, end), part);
    if (!offsets) return inline;
    for (const [a, b] of split.runs[k] ?? []) {
      result.ranges.push([start + (offsets[a] ?? 0), start + (offsets[b] ?? 0)]);
      result.parts.push(part.slice(a, b));
    }
  }
  return result;
}

/** All text of an element (a note, an existing target), codes left out. */
export function plainText(tree: Tree, element: Element): string {
  return readInline(tree, element, false).parts.join('');
}

/** The raw content [start, end) of the XML with its text pieces replaced by `parts` (escaped). */
export function replaceParts(
  xml: string,
  start: number,
  end: number,
  inline: Inline,
  parts: readonly string[],
): string {
  let out = '';
  let at = start;
  inline.ranges.forEach(([a, b], i) => {
    out += xml.slice(at, a) + xmlTranslation(parts[i] ?? inline.parts[i] ?? '');
    at = b;
  });
  return out + xml.slice(at, end);
}

/** An open tag with an attribute set (added before the tag's end, or its value replaced). */
export function withAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`(\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*)("[^"]*"|'[^']*')`);
  const escaped = escapeAttribute(value);
  if (pattern.test(tag)) {
    // In the quotes the file uses; escapeAttribute leaves no quote of either kind unescaped but ".
    return tag.replace(pattern, (_, before: string, old: string) =>
      old.startsWith("'") ? `${before}'${escaped.replace(/'/g, '&apos;')}'` : `${before}"${escaped}"`,
    );
  }
  return tag.replace(/\s*(\/?)>$/, (_, slash: string) => ` ${name}="${escaped}"${slash}>`);
}
