/**
 * Generic XML: each text node of a translatable element is a unit addressed by its element path
 * (`/resources/string[3]`), and attributes become units where ITS rules select them. What ITS marks
 * as not translatable (the project's `itsDocument`, `its:rules` in the file, `its:translate="no"`)
 * is left alone.
 */
import type { DocumentOptions } from '../../types';
import { escapeAttribute, escapeText, localName, tokenize, type OpenToken } from '../../xml/tokens';
import {
  attributeTranslate,
  elementTranslate,
  ruleMatches,
  translateRules,
  type Element,
  type RuleMatches,
  type TranslateRule,
} from './its';
import { textFormat, trimRange, type Span } from './spans';

interface Frame {
  element: Element;
  parent: Frame | undefined;
  /** `name[n]` (the root element: `name`). */
  segment: string;
  depth: number;
  /** The element's number in document order. */
  ordinal: number;
  /** The path of its ancestor at depth HEAD (itself when it is not deeper). */
  head: string;
  path?: string;
  matches: RuleMatches;
  translate: boolean;
  children: Map<string, number>;
  texts: number;
}

/** Paths of elements deeper than DEEP levels keep HEAD levels, the element's number and TAIL levels. */
const DEEP = 32;
const HEAD = 4;
const TAIL = 8;

/**
 * The element's address, `/resources/string[3]`, made when a unit needs it (so reading stays linear
 * however deep the nesting): deeper than 32 levels, `/a/b[1]/c[1]/d[1]/…#4711/` and the last 8 levels,
 * where 4711 is the element's number in document order (unique, and equal in a translation).
 */
function pathOf(frame: Frame): string {
  if (frame.path !== undefined) return frame.path;
  const deep = frame.depth > DEEP;
  const segments: string[] = [];
  for (let f: Frame | undefined = frame; f && f.depth > 0 && segments.length < (deep ? TAIL : DEEP); f = f.parent) {
    segments.push(f.segment);
  }
  const tail = segments.reverse().join('/');
  frame.path = deep ? `${frame.head}/…#${frame.ordinal}/${tail}` : `/${tail}`;
  return frame.path;
}

function escapeCdata(text: string): string {
  return text.replace(/]]>/g, ']]]]><![CDATA[>');
}

/** Attributes some rule may select; found in the raw tag so that only the value changes. */
function attributeSpans(xml: string, token: OpenToken, frame: Frame, rules: TranslateRule[]): Span[] {
  const spans: Span[] = [];
  const raw = xml.slice(token.start, token.end);
  for (const [name, value] of Object.entries(token.attrs)) {
    if (!/\p{L}/u.test(value) || !attributeTranslate(rules, frame.matches, localName(name))) continue;
    const match = new RegExp(`\\s${name.replace(/[.:-]/g, '\\$&')}\\s*=\\s*(["'])`).exec(raw);
    if (!match) continue;
    const start = token.start + match.index + match[0].length;
    const end = xml.indexOf(match[1] ?? '"', start);
    const id = `${pathOf(frame)}/@${name}`;
    spans.push({
      unit: { id, group: 'Attributes', label: id, parts: [value], codes: 0 },
      ranges: [[start, end]],
      encode: escapeAttribute,
    });
  }
  return spans;
}

export function xmlSpans(xml: string, options: DocumentOptions): Span[] {
  const tokens = tokenize(xml);
  const rules = translateRules(options.itsDocument, tokens);
  const root: Frame = {
    element: { name: '', attrs: {} },
    parent: undefined,
    segment: '',
    depth: 0,
    ordinal: 0,
    head: '',
    path: '',
    matches: { here: [], hereOrAbove: [] },
    translate: true,
    children: new Map(),
    texts: 0,
  };
  const stack: Frame[] = [root];
  const spans: Span[] = [];
  let ordinal = 0;
  for (const token of tokens) {
    const parent = stack.at(-1) ?? root;
    if (token.kind === 'open') {
      const name = localName(token.name);
      const n = (parent.children.get(token.name) ?? 0) + 1;
      parent.children.set(token.name, n);
      const element = { name: token.name, attrs: token.attrs };
      const matches = ruleMatches(rules, element, parent === root ? undefined : parent.matches);
      const inRules = name === 'rules' && token.name.startsWith('its:');
      const frame: Frame = {
        element,
        parent,
        segment: parent === root ? token.name : `${token.name}[${n}]`,
        depth: parent.depth + 1,
        ordinal: ++ordinal,
        head: '',
        matches,
        translate: !inRules && elementTranslate(rules, element, matches, parent.translate),
        children: new Map(),
        texts: 0,
      };
      frame.head = frame.depth <= HEAD ? pathOf(frame) : parent.head;
      stack.push(frame);
      spans.push(...attributeSpans(xml, token, frame, rules));
    } else if (token.kind === 'close') {
      stack.pop();
    } else if (token.kind === 'text' && parent !== root && parent.translate) {
      const inner = token.cdata ? [token.start + 9, token.end - 3] : [token.start, token.end];
      const [start, end] = trimRange(xml, inner[0] ?? 0, inner[1] ?? 0);
      if (start === end) continue;
      parent.texts++;
      const text = token.cdata ? xml.slice(start, end) : token.text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      const path = pathOf(parent);
      const id = parent.texts === 1 ? path : `${path}#${parent.texts}`;
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
