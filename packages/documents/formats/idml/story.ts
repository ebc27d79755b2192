/**
 * The paragraphs of an InDesign story. A paragraph is the text of the Content elements up to a
 * paragraph break (`<Br/>`) or the end of its ParagraphStyleRange; each CharacterStyleRange's text is a
 * part (a change of character style counts as a code). Inline specials are codes: processing
 * instructions inside Content (tabs, page numbers, <?ACE n?>), anchored frames, variables, hyperlink
 * destinations, footnote and table markers; a hyperlink or XML tag around text is a code and its text
 * a part of its own. Inserted tracked changes are read as text. Footnotes and
 * table cells hold paragraphs of their own. Notes, hidden conditional text, deleted tracked changes,
 * XML attributes and formatting properties are neither text nor codes.
 */
import { localName, tokenize, type OpenToken } from '../../xml/tokens';
import { addPiece } from '../paragraph-pieces';

export interface Piece {
  /** Raw range of the text inside a Content element. */
  start: number;
  end: number;
  text: string;
}

export interface Paragraph {
  id: string;
  /** "¶ 3", "Footnote 1 · ¶ 1", "Table 1 · B2 · ¶ 1". */
  label: string;
  parts: Piece[][];
  codes: number;
}

/** Subtrees that are not the story's visible text and not codes either. */
const SILENT = new Set([
  'Properties',
  'Note',
  'XMLAttribute',
  'XMLComment',
  'XMLInstruction',
  'HiddenText',
  'StoryPreference',
  'InCopyExportOption',
]);
/** Elements whose content is read as it stands. */
const TRANSPARENT = new Set(['Story', 'ParagraphStyleRange', 'CharacterStyleRange', 'Change', 'Content', 'Br']);

interface Scope {
  key: string;
  label: string;
  paragraphs: number;
  tables: number;
  footnotes: number;
  current: (Paragraph & { broken: boolean; format: number }) | null;
  /** Codes met before the paragraph's first text. */
  pending: number;
}

const column = (n: number): string =>
  n < 26 ? String.fromCharCode(65 + n) : column(Math.floor(n / 26) - 1) + String.fromCharCode(65 + (n % 26));

/** Table cells are named "column:row" from 0. */
function cellName(open: OpenToken): string {
  const [col = 0, row = 0] = (open.attrs.Name ?? '').split(':').map(Number);
  return `${column(col)}${row + 1}`;
}

export function readStory(xml: string, part: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const scopes: Scope[] = [{ key: '', label: '', paragraphs: 0, tables: 0, footnotes: 0, current: null, pending: 0 }];
  /** Per open element: what closing it does. */
  const closers: (() => void)[] = [];
  let silent = 0;
  let content = false;
  let range = 0;
  let ranges = 0;
  let tables: { key: string; label: string }[] = [];

  const scope = () => scopes[scopes.length - 1] as Scope;
  const end = () => {
    const s = scope();
    s.current = null;
    s.pending = 0;
  };
  const code = () => {
    const s = scope();
    if (s.current) {
      s.current.codes++;
      s.current.broken = true;
    } else s.pending++;
  };
  const brk = () => {
    const p = scope().current;
    if (p) p.broken = true;
  };
  const text = (piece: Piece) => {
    const s = scope();
    let p = s.current;
    if (!p) {
      s.paragraphs++;
      p = {
        id: `${part}#${s.key}p${s.paragraphs}`,
        label: `${s.label}¶ ${s.paragraphs}`,
        parts: [],
        codes: s.pending,
        broken: true,
        format: range,
      };
      s.current = p;
      paragraphs.push(p);
    }
    // A change of character style is a formatting code between two parts.
    addPiece(p, piece, range);
  };
  const push = (key: string, label: string) => {
    scopes.push({
      key: `${scope().key}${key}/`,
      label: `${scope().label}${label} · `,
      paragraphs: 0,
      tables: 0,
      footnotes: 0,
      current: null,
      pending: 0,
    });
    return () => void scopes.pop();
  };

  for (const token of tokenize(xml)) {
    if (token.kind === 'open') {
      const name = localName(token.name);
      if (silent > 0 || SILENT.has(name) || (name === 'Change' && token.attrs.ChangeType === 'DeletedText')) {
        if (!token.selfClosing) silent++;
        continue;
      }
      let close = () => {};
      if (name === 'Content') {
        content = true;
        close = () => void (content = false);
      } else if (name === 'CharacterStyleRange') {
        const outer = range;
        range = ++ranges;
        close = () => void (range = outer);
      } else if (name === 'Br') end();
      else if (name === 'HyperlinkTextSource' || name === 'XMLElement') {
        // A link or an XML tag around text: a code, and its text a part of its own.
        code();
        close = brk;
      } else if (name === 'ParagraphStyleRange') close = end;
      else if (name === 'Footnote') {
        code();
        const s = scope();
        close = push(`fn${++s.footnotes}`, `Footnote ${s.footnotes}`);
      } else if (name === 'Table') {
        code();
        const s = scope();
        tables = [...tables, { key: `t${++s.tables}`, label: `Table ${s.tables}` }];
        close = () => void (tables = tables.slice(0, -1));
      } else if (name === 'Cell') {
        const table = tables.at(-1) ?? { key: 't', label: 'Table' };
        const cell = cellName(token);
        close = push(`${table.key}/${cell}`, `${table.label} · ${cell}`);
      } else if (!TRANSPARENT.has(name) && name !== 'Row' && name !== 'Column') {
        // An anchored frame, a variable, a page reference…: one code, its inside not read.
        code();
        if (!token.selfClosing) silent++;
        continue;
      }
      if (token.selfClosing) close();
      else closers.push(close);
    } else if (token.kind === 'close') {
      if (token.start === token.end) continue;
      if (silent > 0) silent--;
      else closers.pop()?.();
    } else if (token.kind === 'text') {
      if (content && silent === 0) text({ start: token.start, end: token.end, text: token.text });
    } else if (content && silent === 0) code(); // a processing instruction in Content: a tab, a page number, an inline marker
  }
  return paragraphs.filter((p) => p.parts.length > 0);
}
