/**
 * What the paragraph reader (paragraphs.ts) is told and what it gives: the dialect that names a markup's
 * paragraph, run and text elements, the scopes paragraphs are counted and labelled in, and the paragraph
 * with its parts.
 */
import type { BreakMarkup } from '../../translation-text';
import type { OpenToken } from '../../xml/tokens';

/** A place paragraphs are counted in: a table cell, a shape, a note; labels and ids come from it. */
export interface Scope {
  /** What the rule made it for (`shape`, `row`…), for the rule's own use. */
  kind?: string;
  /** Shown before "¶ n" in the label of the paragraphs directly in it. */
  label?: string | undefined;
  /** With `scopedIds`, the paragraphs directly in it are `part#key/pN`. */
  key?: string | undefined;
  /** Its paragraphs are not text (separator footnotes, slide-number placeholders). */
  skip?: boolean;
  /** Set by readParagraphs: its place among the scopes opened in its parent (1, 2, …). */
  index: number;
  /** Set by readParagraphs: paragraphs and scopes opened directly in it so far. */
  paragraphs: number;
  children: number;
}

/** Called for each element opened outside skipped subtrees and Fallbacks; may change `parent`. */
export type ScopeInit = Pick<Scope, 'kind' | 'label' | 'key' | 'skip'>;
export type ScopeRule = (token: OpenToken, parent: Scope) => ScopeInit | undefined;

export interface Dialect {
  paragraph: string;
  run: string;
  text: string;
  runProperties: string;
  /** Inline elements that are codes (tabs, breaks, note references, fields). */
  codes: ReadonlySet<string>;
  /** The codes that are white space (tabs, line breaks): words on either side are two. */
  spacing?: ReadonlySet<string>;
  /** Elements whose start and end break parts (hyperlinks, fields with their own text). */
  boundaries: ReadonlySet<string>;
  /** Subtrees whose text is not translated (deletions, field results of `a:fld`). */
  skipped: ReadonlySet<string>;
  /** Formatting details that do not make two runs different (language, spell-check marks). */
  noise: RegExp;
  /** Word: a text that starts or ends with a space needs xml:space="preserve". */
  preserveSpace: boolean;
  /** How a line break or tab in a translation is written inside a text element, given its run's raw properties. */
  breaks: (runProperties: string) => BreakMarkup;
  /** Excel: the text element's content is an escaped string (`_x000D_`), read decoded, written encoded. */
  escapes?: { decode: (text: string) => string; encode: (text: string) => string };
  /**
   * Word's fields: a complex one (`w:fldChar` begin, its code in `w:instrText`, separate, its result, end)
   * or a simple one (`w:fldSimple w:instr`). The code is never text; the result is text between two codes
   * when `resultIsText(code)` (a hyperlink), otherwise the whole field is one code (PAGE, DATE, TOC, REF…).
   */
  fields?: Fields;
  /** A fresh test per part for elements `codes` names that are no codes there (Word's `_GoBack` bookmark). */
  silent?: () => (token: OpenToken) => boolean;
  /** A fresh rule per part for the scopes paragraphs are counted and labelled in. */
  scopes?: () => ScopeRule;
  /** Ids by scope (`part#sp4/p2`) instead of by paragraph number in the part (`part#p12`). */
  scopedIds?: boolean;
}

export interface Fields {
  char: string;
  instruction: string;
  simple: string;
  /** The attribute of `simple` that holds its code. */
  simpleInstruction: string;
  resultIsText: (code: string) => boolean;
}

export interface Piece {
  open: OpenToken;
  /** Raw range of the text between `<w:t>` and `</w:t>`. */
  start: number;
  end: number;
  text: string;
  /** The raw properties element of the piece's run (`<a:rPr …/>`); none in ODF. */
  runProperties?: string;
}

export interface Paragraph {
  id: string;
  /** Duplicates (the VML fallback of a text box) are translated but not extracted. */
  hidden: boolean;
  context: string | undefined;
  number: number;
  /** Each part's pieces; a part's text is its pieces' texts joined. */
  parts: Piece[][];
  codes: number;
  /** Indexes of the parts that follow a tab or line break. */
  breaksBefore?: number[];
}

/** Spreadsheet-style column letters: 1 → A, 27 → AA. */
export function columnLetters(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}
