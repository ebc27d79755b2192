/**
 * Generic XML: each text node of a translatable element is a unit addressed by its element path
 * (`/resources/string[3]`), and attributes become units where ITS rules select them. What ITS marks
 * as not translatable (the project's `itsDocument`, `its:rules` in the file, `its:translate="no"`)
 * is left alone.
 */
import type { DocumentOptions } from '../../types';
import { escapeAttribute, escapeText, localName, tokenize, type OpenToken } from '../../xml/tokens';
import { attributeTranslate, elementTranslate, translateRules, type Element } from './its';
import { textFormat, trimRange, type Span } from './spans';

interface Frame {
  element: Element;
  path: string;
  translate: boolean;
  children: Map<string, number>;
  texts: number;
}

function escapeCdata(text: string): string {
  return text.replace(/]]>/g, ']]]]><![CDATA[>');
}

/** Attributes some rule may select; found in the raw tag so that only the value changes. */
function attributeSpans(
  xml: string,
  token: OpenToken,
  frames: Frame[],
  rules: ReturnType<typeof translateRules>,
  path: string,
): Span[] {
  const spans: Span[] = [];
  const elements = frames.map((f) => f.element);
  const raw = xml.slice(token.start, token.end);
  for (const [name, value] of Object.entries(token.attrs)) {
    if (!/\p{L}/u.test(value) || !attributeTranslate(rules, elements, localName(name))) continue;
    const match = new RegExp(`\\s${name.replace(/[.:-]/g, '\\$&')}\\s*=\\s*(["'])`).exec(raw);
    if (!match) continue;
    const start = token.start + match.index + match[0].length;
    const end = xml.indexOf(match[1] ?? '"', start);
    spans.push({
      unit: { id: `${path}/@${name}`, group: 'Attributes', label: `${path}/@${name}`, parts: [value], codes: 0 },
      ranges: [[start, end]],
      encode: escapeAttribute,
    });
  }
  return spans;
}

export function xmlSpans(xml: string, options: DocumentOptions): Span[] {
  const tokens = tokenize(xml);
  const rules = translateRules(options.itsDocument, tokens);
  const root: Frame = { element: { name: '', attrs: {} }, path: '', translate: true, children: new Map(), texts: 0 };
  const stack: Frame[] = [root];
  const spans: Span[] = [];
  for (const token of tokens) {
    const parent = stack.at(-1) ?? root;
    if (token.kind === 'open') {
      const name = localName(token.name);
      const n = (parent.children.get(token.name) ?? 0) + 1;
      parent.children.set(token.name, n);
      const element = { name: token.name, attrs: token.attrs };
      const elements = [...stack.slice(1).map((f) => f.element), element];
      const path = `${parent.path}/${token.name}${parent === root ? '' : `[${n}]`}`;
      const inRules = name === 'rules' && token.name.startsWith('its:');
      const frame: Frame = {
        element,
        path,
        translate: !inRules && elementTranslate(rules, elements, parent.translate),
        children: new Map(),
        texts: 0,
      };
      stack.push(frame);
      spans.push(...attributeSpans(xml, token, stack.slice(1), rules, path));
    } else if (token.kind === 'close') {
      stack.pop();
    } else if (token.kind === 'text' && parent !== root && parent.translate) {
      const inner = token.cdata ? [token.start + 9, token.end - 3] : [token.start, token.end];
      const [start, end] = trimRange(xml, inner[0] ?? 0, inner[1] ?? 0);
      if (start === end) continue;
      parent.texts++;
      const text = token.cdata ? xml.slice(start, end) : token.text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      const id = parent.texts === 1 ? parent.path : `${parent.path}#${parent.texts}`;
      spans.push({
        unit: { id, group: 'XML', label: id, parts: [text], codes: 0 },
        ranges: [[start, end]],
        encode: token.cdata ? escapeCdata : escapeText,
      });
    }
  }
  return spans;
}

export const xml = textFormat('xml', 'XML', 'xml', xmlSpans);
