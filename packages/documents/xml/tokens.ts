/**
 * XML as a flat list of tokens with their offsets in the source text, so a format can find its text
 * and splice translations into the original markup: everything not replaced stays byte for byte.
 * htmlparser2 in XML mode tokenises; this module adds the checks a translation filter needs
 * (balanced tags, no entity declarations, nesting no deeper than `MAX_XML_DEPTH`) and those of
 * well-formedness htmlparser2 forgives (XML 1.0 §2.1, §2.4, §3.1, §4.1): exactly one root element with
 * only white space, comments, processing instructions and a document type declaration around it;
 * every `&` starting one of the five predefined entity references or a character reference; no `<` in
 * text or attribute values; attributes unique in their tag and quoted. Each check looks only at the
 * token's own source, so reading stays linear.
 */
import { Parser } from 'htmlparser2';
import { DocumentError } from '../errors';

export interface OpenToken {
  kind: 'open';
  name: string;
  attrs: Record<string, string>;
  start: number;
  /** Offset just after the tag's `>`. */
  end: number;
  selfClosing: boolean;
}
export interface CloseToken {
  kind: 'close';
  name: string;
  /** For a self-closing element: both at the end of its open tag. */
  start: number;
  end: number;
}
export interface TextToken {
  kind: 'text';
  /** Decoded text (entities and character references resolved; CDATA content as is). */
  text: string;
  start: number;
  end: number;
  cdata: boolean;
}
export interface OtherToken {
  kind: 'other';
  start: number;
  end: number;
}
export type XmlToken = OpenToken | CloseToken | TextToken | OtherToken;

const ENTITY_DECLARATION = /<!DOCTYPE[^>[]*\[[\s\S]*?<!ENTITY/i;

/**
 * Elements nested deeper than this are refused. Real documents nest a few dozen levels; libxml2
 * refuses more than 256 by default (2,048 with XML_PARSE_HUGE). The bound keeps every per-element
 * step of the layer (and htmlparser2's own stack) constant, so reading stays linear in the size.
 */
export const MAX_XML_DEPTH = 1000;

/** An `&` that does not start `&amp; &lt; &gt; &quot; &apos; &#NN; &#xHH;`. */
const STRAY_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;
/** XML white space (§2.3 S), and a byte order mark a decoder left at the very start. */
const OUTSIDE_ROOT_ALLOWED = /^[ \t\r\n]*$/;

function malformed(xml: string, offset: number, what: string): DocumentError {
  const line = xml.slice(0, offset).split('\n').length;
  return new DocumentError('malformed', `The XML is not well-formed: ${what} at line ${line}`);
}

/** Tokenises `xml`; throws DocumentError for entity declarations and for tags that do not nest. */
export function tokenize(xml: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  const scanner = scan(xml, (token) => tokens.push(token));
  scanner.write(xml);
  scanner.end();
  return tokens;
}

/** Characters of the source handed to the parser at a time by `streamTokens`. */
const STREAM_SLICE = 64 * 1024;

/**
 * The tokens of `tokenize`, made as they are read: a large part (a 100 MB `document.xml`) is never
 * held as a list of millions of tokens, only as the tokens of the slice being read.
 */
export function* streamTokens(xml: string): Generator<XmlToken, void, undefined> {
  let ready: XmlToken[] = [];
  const scanner = scan(xml, (token) => ready.push(token));
  for (let at = 0; at < xml.length; at += STREAM_SLICE) {
    scanner.write(xml.slice(at, at + STREAM_SLICE));
    const tokens = ready;
    ready = [];
    yield* tokens;
  }
  scanner.end();
  yield* ready;
}

/** The scanner both share: `write` the source (whole or in slices, in order), then `end`. */
function scan(xml: string, emit: (token: XmlToken) => void): { write(chunk: string): void; end(): void } {
  if (ENTITY_DECLARATION.test(xml)) {
    throw new DocumentError('entities', 'The XML declares entities, which are refused for safety');
  }
  const stack: string[] = [];
  let last: XmlToken | undefined;
  const push = (token: XmlToken) => {
    last = token;
    emit(token);
  };
  let openStart = 0;
  // End of the last markup seen: htmlparser2 reports a processing instruction one character short.
  let lastEnd = 0;
  const startOf = () => Math.max(parser.startIndex, lastEnd);
  const markupEnd = () => (lastEnd = xml.indexOf('>', parser.endIndex) + 1);
  let cdataStart = -1;
  let cdataText = '';
  let pendingText: TextToken | null = null;
  /** Whether the root element has been opened (a second one is refused). */
  let rooted = false;
  let attributeNames = new Set<string>();
  const checkText = ({ start, end, text }: TextToken) => {
    const source = xml.slice(start, end);
    const less = source.indexOf('<');
    if (less >= 0) throw malformed(xml, start + less, "a '<' in text (write &lt;)");
    const stray = STRAY_AMPERSAND.exec(source);
    if (stray) throw malformed(xml, start + stray.index, "an '&' that starts no entity reference (write &amp;)");
    if (stack.length === 0 && !OUTSIDE_ROOT_ALLOWED.test(start === 0 ? text.replace(/^\uFEFF/, '') : text)) {
      throw malformed(xml, start, rooted ? 'text after the root element' : 'text before the root element');
    }
  };
  const flushText = () => {
    if (pendingText) {
      checkText(pendingText);
      push(pendingText);
    }
    pendingText = null;
  };
  const parser: Parser = new Parser(
    {
      onopentagname(name) {
        flushText();
        openStart = xml.lastIndexOf('<', parser.endIndex);
        if (stack.length === 0) {
          if (rooted) throw malformed(xml, openStart, `a second root element <${name}>`);
          rooted = true;
        }
        attributeNames = new Set();
      },
      onattribute(name, _value, quote) {
        if (attributeNames.has(name)) throw malformed(xml, openStart, `the attribute ${name} twice in one tag`);
        attributeNames.add(name);
        if (quote !== '"' && quote !== "'")
          throw malformed(xml, openStart, `the attribute ${name} without a quoted value`);
      },
      onopentag(name, attrs, implied) {
        if (implied) return;
        const end = markupEnd();
        const tag = xml.slice(openStart + 1, end);
        const less = tag.indexOf('<');
        if (less >= 0) throw malformed(xml, openStart, `a '<' in an attribute value of <${name}> (write &lt;)`);
        const stray = STRAY_AMPERSAND.exec(tag);
        if (stray) {
          throw malformed(xml, openStart, `an '&' that starts no entity reference in <${name}> (write &amp;)`);
        }
        const selfClosing = xml.charCodeAt(end - 2) === 47; /* '/' */
        push({ kind: 'open', name, attrs, start: openStart, end, selfClosing });
        if (selfClosing) push({ kind: 'close', name, start: end, end });
        else if (stack.push(name) > MAX_XML_DEPTH) {
          throw malformed(xml, openStart, `elements nested deeper than ${MAX_XML_DEPTH} levels`);
        }
      },
      onclosetag(name, implied) {
        flushText();
        if (implied) {
          // htmlparser2 closes a self-closing tag with implied=true; a truly implied close means bad nesting.
          if (last?.kind === 'close' && last.name === name) return;
          throw new DocumentError('malformed', `The XML element <${name}> is not closed`);
        }
        const expected = stack.pop();
        if (expected !== name) {
          throw new DocumentError('malformed', `The XML closes <${name}> where <${expected ?? '(none)'}> is open`);
        }
        const start = xml.lastIndexOf('<', parser.endIndex);
        push({ kind: 'close', name, start, end: markupEnd() });
      },
      ontext(text) {
        if (cdataStart >= 0) {
          cdataText += text;
          return;
        }
        const start = startOf();
        const end = parser.endIndex + 1;
        lastEnd = end;
        if (pendingText && pendingText.end === start) {
          pendingText.text += text;
          pendingText.end = end;
        } else {
          flushText();
          pendingText = { kind: 'text', text, start, end, cdata: false };
        }
      },
      oncdatastart() {
        flushText();
        cdataStart = xml.lastIndexOf('<![CDATA[', parser.endIndex);
        if (stack.length === 0) throw malformed(xml, cdataStart, 'a CDATA section outside the root element');
        cdataText = '';
      },
      oncdataend() {
        push({ kind: 'text', text: cdataText, start: cdataStart, end: markupEnd(), cdata: true });
        cdataStart = -1;
      },
      oncomment() {
        flushText();
        const start = lastEnd;
        push({ kind: 'other', start, end: markupEnd() });
      },
      onprocessinginstruction() {
        flushText();
        // Also document type declarations; they start where the last token ended.
        const start = lastEnd;
        push({ kind: 'other', start, end: markupEnd() });
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  return {
    write: (chunk) => parser.write(chunk),
    end() {
      parser.end();
      flushText();
      if (stack.length > 0) {
        throw new DocumentError('malformed', `The XML ends before <${stack.at(-1) ?? ''}> is closed`);
      }
      if (!rooted) throw malformed(xml, xml.length, 'no root element');
    },
  };
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits (raw markup, already escaped) to `source`. */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return source;
  let out = '';
  for (const chunk of editedChunks(source, edits)) out += chunk;
  return out;
}

/**
 * The text of `applyEdits` as the pieces it is made of (ranges of the source and edits' texts), made
 * as they are read: a large part can be written without its edited text ever held whole.
 */
export function* editedChunks(source: string, edits: readonly Edit[]): Generator<string, void, undefined> {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`Overlapping edits at ${edit.start}`);
    yield source.slice(at, edit.start);
    yield edit.text;
    at = edit.end;
  }
  yield source.slice(at);
}

/** Whether the edits leave `source` as it is (each replaces a range with the same text). */
export function changesNothing(source: string, edits: readonly Edit[]): boolean {
  return edits.every((edit) => source.slice(edit.start, edit.end) === edit.text);
}

/** Local name of a qualified name: `w:t` → `t`. */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
