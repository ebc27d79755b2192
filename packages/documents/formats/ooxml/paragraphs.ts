/**
 * Paragraphs of WordprocessingML (`w:p`/`w:r`/`w:t`) and DrawingML (`a:p`/`a:r`/`a:t`) as units, and
 * their translation spliced back into the part. A paragraph's parts are its runs' texts, adjacent runs
 * with the same formatting merged; a formatting change, a tab, a break, a field or a note reference
 * starts a new part and counts as one code, and a boundary (a hyperlink, a content control, a tracked
 * insertion) opens and closes with one. A translated part goes into the first text element it came
 * from and the others of the part are emptied, so every run keeps its formatting, and no part spans a
 * boundary or a code: a translation stays inside its container and codes stay between the words.
 *
 * Markup Compatibility: of an `mc:AlternateContent`, the Choice is read; paragraphs of the Fallback
 * (Word's VML copy of a text box) are `hidden` and carry the id of the Choice paragraph they repeat.
 * Runs of a Fallback inside a paragraph of the Choice's level are neither text nor codes.
 */
import { localName, streamTokens, tokenize, type OpenToken, type TextToken } from '../../xml/tokens';
import { utf8Text } from '../../zip';
import { addPiece, type PiecesInProgress } from '../paragraph-pieces';
import type { Dialect, Fields, Paragraph, Piece, Scope, ScopeInit, ScopeRule } from './paragraph-dialect';

/** A complex field open: `code` until its separator, then `result` (text) or `hidden` (a code). */
interface OpenField {
  state: 'code' | 'result' | 'hidden';
  code: string;
}

type OpenParagraph = Paragraph & PiecesInProgress<Piece, string | null>;

interface Alternate {
  choice: string[];
  fallback: number;
  in: 'choice' | 'fallback' | null;
  /** Paragraphs open when it started: deeper ones are its own. */
  level: number;
}

/** Markup Compatibility elements under any prefix (Word 2007 wrote `ve:`) as `mc:…`; others as they are. */
function compatibility(name: string): string {
  const local = localName(name);
  return local === 'AlternateContent' || local === 'Choice' || local === 'Fallback' ? `mc:${local}` : name;
}

const newScope = (init: ScopeInit = {}, index = 0): Scope => ({ ...init, index, paragraphs: 0, children: 0 });

/**
 * A text token of a string of bytes as the text it is. The tokeniser resolved its character references
 * to characters and left its other bytes as they are, so it is UTF-8 decoded as it stands unless it has
 * both bytes beyond ASCII and a reference; then its source is decoded and read again (rare).
 */
function decodedText(source: string, token: TextToken): string {
  const raw = token.cdata ? '' : source.slice(token.start, token.end);
  if (raw.includes('&')) {
    if (!NOT_ASCII.test(raw)) return token.text;
    const reread = tokenize(`<t>${utf8Text(raw)}</t>`).find((t) => t.kind === 'text');
    return reread?.kind === 'text' ? reread.text : '';
  }
  return NOT_ASCII.test(token.text) ? utf8Text(token.text) : token.text;
}

const NOT_ASCII = /[\u0080-\uffff]/;

/** Every paragraph of the part in the order they open (nested text-box paragraphs included). */
export function readParagraphs(xml: string, part: string, dialect: Dialect): Paragraph[] {
  return [...paragraphsOf(xml, part, dialect)];
}

/**
 * The paragraphs of `readParagraphs`, each given as soon as it and every paragraph around it are closed:
 * a large part is never held as all its paragraphs at once.
 */
export function* paragraphsOf(
  xml: string,
  part: string,
  dialect: Dialect,
  /** `xml` is a string of bytes (`ZipPackage.latin1`): offsets and raw markup are in bytes, texts decoded. */
  bytes = false,
): Generator<Paragraph, void, undefined> {
  const tokens = streamTokens(xml);
  /** Paragraphs opened since no paragraph was open; given once the outermost closes. */
  let paragraphs: Paragraph[] = [];
  /** Paragraphs before them. */
  let given = 0;
  const open: OpenParagraph[] = [];
  const ancestors: OpenToken[] = [];
  const alternates: Alternate[] = [];
  const rule = dialect.scopes?.();
  const scopes: { scope: Scope; depth: number }[] = [{ scope: newScope(), depth: -1 }];
  const fields: OpenField[] = [];
  let instructionOpen = false;
  const silent = dialect.silent?.();
  let skipped = 0;
  let runFormat = '';
  let runProperties = '';
  let formatStart = -1;
  let textOpen: OpenToken | null = null;
  let number = 0;

  const current = () => open.at(-1);
  /** Inside a field's code or a result that is no text: nothing there is text or a code of its own. */
  const inField = () => fields.some((f) => f.state !== 'result');
  /** The current paragraph, unless the markup is the Fallback of something it already has. */
  const owner = () => (alternates.some((a) => a.in === 'fallback' && a.level === open.length) ? undefined : current());
  /** An inline code or a boundary: one code (unless `count` is false), and the next text starts a new part. */
  const code = (count = true, spacing = false) => {
    const p = owner();
    if (!p || inField()) return;
    if (count) p.codes++;
    p.broken = true;
    if (spacing) p.spaced = true;
  };
  const take = (piece: Piece) => {
    const p = owner();
    const field = fields.at(-1);
    if (field?.state === 'code') field.code += piece.text;
    if (p && !inField()) addPiece(p, piece, runFormat);
  };
  /** A simple field whose result is no text: one code, its content skipped. */
  const hiddenField = (token: OpenToken) =>
    dialect.fields?.simple === token.name &&
    !dialect.fields.resultIsText(token.attrs[dialect.fields.simpleInstruction] ?? '');

  for (const token of tokens) {
    if (open.length === 0 && paragraphs.length > 0) {
      given += paragraphs.length;
      yield* paragraphs;
      paragraphs = [];
    }
    if (token.kind === 'close') {
      // A self-closing element was handled at its open token.
      if (token.start === token.end) continue;
      ancestors.pop();
      if (scopes.length > 1 && scopes.at(-1)?.depth === ancestors.length) scopes.pop();
      if (skipped > 0) {
        skipped--;
        continue;
      }
      closeElement(token.name, token.end);
    } else if (token.kind === 'open') {
      if (skipped > 0) {
        if (!token.selfClosing) {
          skipped++;
          ancestors.push(token);
        }
        continue;
      }
      const hidden = hiddenField(token);
      if ((dialect.codes.has(token.name) && !silent?.(token)) || hidden) code(true, dialect.spacing?.has(token.name));
      if (rule && !alternates.some((a) => a.in === 'fallback')) enterScope(token, rule);
      const skippedParagraph = token.name === dialect.paragraph && scopes.some((s) => s.scope.skip);
      if (dialect.skipped.has(token.name) || skippedParagraph || hidden) {
        if (!token.selfClosing) {
          skipped = 1;
          ancestors.push(token);
        }
        continue;
      }
      ancestors.push(token);
      openElement(token);
      if (token.selfClosing) {
        ancestors.pop();
        if (token.name !== dialect.paragraph && token.name !== dialect.text) closeElement(token.name, token.end);
      }
    } else if (token.kind === 'text' && textOpen) {
      const read = bytes ? decodedText(xml, token) : token.text;
      const text = dialect.escapes ? dialect.escapes.decode(read) : read;
      take({ open: textOpen, start: token.start, end: token.end, text, runProperties });
      textOpen = null;
    } else if (token.kind === 'text' && instructionOpen) {
      const field = fields.at(-1);
      if (field?.state === 'code') field.code += token.text;
    }
  }
  yield* paragraphs;

  function enterScope(token: OpenToken, scopeRule: ScopeRule): void {
    const parent = scopes.at(-1)?.scope ?? newScope();
    const init = scopeRule(token, parent);
    if (!init || token.selfClosing) return;
    scopes.push({ scope: newScope(init, ++parent.children), depth: ancestors.length });
  }

  function field(token: OpenToken, rule: Fields): void {
    const type = token.attrs[`${token.name.slice(0, token.name.indexOf(':') + 1)}fldCharType`];
    const last = fields.at(-1);
    if (type === 'begin') {
      code();
      fields.push({ state: 'code', code: '' });
    } else if (type === 'separate' && last?.state === 'code') {
      last.state = rule.resultIsText(last.code) ? 'result' : 'hidden';
      code(false);
    } else if (type === 'end') {
      // A hyperlink's result closes with a code of its own; any other field was one code from its begin.
      if (fields.pop()?.state === 'result') code();
    }
  }

  function paragraphId(alternate: Alternate | undefined, hidden: boolean, scope: Scope): string {
    if (alternate?.in === 'fallback')
      return alternate.choice[alternate.fallback++] ?? `${part}#fallback-${given + paragraphs.length}`;
    if (hidden) return `${part}#hidden-${given + paragraphs.length}`;
    number++;
    scope.paragraphs++;
    const id =
      dialect.scopedIds && scope.key !== undefined ? `${part}#${scope.key}/p${scope.paragraphs}` : `${part}#p${number}`;
    if (alternate?.in === 'choice') alternate.choice.push(id);
    return id;
  }

  function openElement(token: OpenToken): void {
    const name = compatibility(token.name);
    if (name === 'mc:AlternateContent') alternates.push({ choice: [], fallback: 0, in: null, level: open.length });
    else if (name === 'mc:Choice' || name === 'mc:Fallback') {
      const alternate = alternates.at(-1);
      if (alternate) alternate.in = name === 'mc:Choice' ? 'choice' : 'fallback';
    } else if (name === dialect.paragraph) {
      const alternate = alternates.findLast((a) => a.in !== null);
      const hidden = alternate?.in === 'fallback' || open.some((p) => p.hidden);
      const scope = scopes.at(-1)?.scope ?? newScope();
      const id = paragraphId(alternate, hidden, scope);
      const paragraph: OpenParagraph = {
        id,
        hidden,
        context: scope.label,
        number: dialect.scopes ? scope.paragraphs : number,
        parts: [],
        codes: 0,
        format: null,
        broken: false,
      };
      paragraphs.push(paragraph);
      if (!token.selfClosing) open.push(paragraph);
    } else if (name === dialect.run) runFormat = runProperties = '';
    else if (name === dialect.runProperties) {
      formatStart = token.selfClosing ? -1 : token.start;
      if (token.selfClosing) runProperties = xml.slice(token.start, token.end);
    } else if (name === dialect.text) textOpen = token.selfClosing ? null : token;
    else if (dialect.fields && name === dialect.fields.char) field(token, dialect.fields);
    else if (name === dialect.fields?.instruction) instructionOpen = !token.selfClosing;
    else if (dialect.boundaries.has(name)) code();
  }

  function closeElement(element: string, end: number): void {
    const name = compatibility(element);
    if (name === 'mc:AlternateContent') alternates.pop();
    else if (name === 'mc:Choice' || name === 'mc:Fallback') {
      const alternate = alternates.at(-1);
      if (alternate) alternate.in = null;
    } else if (name === dialect.paragraph) {
      open.pop();
      // A field code does not run past its paragraph (one whose separator or end was deleted might).
      while (open.length === 0 && fields.at(-1)?.state === 'code') fields.pop();
    } else if (name === dialect.runProperties && formatStart >= 0) {
      runProperties = xml.slice(formatStart, end);
      runFormat = runProperties.replace(dialect.noise, '');
      formatStart = -1;
    } else if (name === dialect.text && textOpen) {
      // An empty text element: a place a translation can still go.
      take({ open: textOpen, start: textOpen.end, end: textOpen.end, text: '', runProperties });
      textOpen = null;
    } else if (name === dialect.fields?.instruction) instructionOpen = false;
    else if (dialect.boundaries.has(name)) code();
  }
}
