/**
 * The document-format layer's one interface: every format extracts its translatable text units with a
 * stable structural address and writes translated units back into a copy of the file that changes
 * nothing else. Shared by the portal (preview, compare) and the sandbox (analysis, vendors); pure
 * TypeScript without DOM or Node APIs.
 */

export type FormatId =
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'odt'
  | 'ods'
  | 'odp'
  | 'idml'
  | 'xliff'
  | 'po'
  | 'srt'
  | 'vtt'
  | 'txt'
  | 'json'
  | 'xml'
  | 'html'
  | 'markdown';

/** One translatable unit (paragraph, cell, shape paragraph, trans-unit, PO entry, cue, JSON value). */
export interface TextUnit {
  /** Stable structural address, unique in the document and equal in a source and its translation. */
  id: string;
  /** Where the unit sits, for people: "Body", "Header 1", "Sheet1", "Slide 2", "Notes 2", a file name. */
  group: string;
  /** Its place in the group, for people: "¶ 4", "B3", "Table 1 · ¶ 2", a unit id, a cue number. */
  label: string;
  /**
   * The text pieces between inline codes (Word runs, XLIFF inline tags, PO singular/plural): a
   * translation gives back as many pieces, so formatting and codes stay where they were.
   */
  parts: string[];
  /** Inline codes, tags and placeholders inside the unit: placeables, not words. */
  codes: number;
  /**
   * Indexes of the parts that follow a tab or line break held by a code (Word, PowerPoint, OpenDocument):
   * white space between them when words are counted (`countedText`), nothing when the parts are shown.
   */
  breaksBefore?: readonly number[];
  /** Context for the translator: PO msgctxt/comments, XLIFF notes, a JSON key. */
  note?: string;
  /** A translation the file already holds (XLIFF target, PO msgstr), as plain text. */
  target?: string;
  /**
   * The file marks the unit's translation as done and closed (XLIFF `approved="yes"`, `state="final"` or
   * `signed-off`, Trados `ApprovedSignOff`/`ApprovedTranslation` or a locked segment, memoQ `mq:locked`):
   * shown and counted (the analysis's `Locked` figures), never offered for translation, its target kept.
   * `language` is the target language the file declares: approvals in another language do not hold
   * for this one (`lockedFor`).
   */
  locked?: { language?: string };
}

/** The project's `documentConfiguration` (and Excel colours), as far as it changes what is translated. */
export interface DocumentOptions {
  /** Regular expressions; matching text is excluded from translation. */
  excludeContentsFromTranslationPatterns?: readonly string[];
  /** XML and Excel only: extracted text is treated as HTML (tags become codes). */
  applySubfilterHtml?: boolean;
  /** ITS 1.0 rules document for XML (`its:translateRule`). */
  itsDocument?: string | null;
  /** JSON keys (regular expressions) whose values are not translated. */
  jsonExceptions?: readonly string[];
  /** Excel cells with these fills are not translated (DARKRED, RED, …). */
  xlsxExcludedBackgroundColors?: readonly string[];
}

/** Gives the translated parts of a unit (as many as `unit.parts`), or undefined to leave it as it is. */
export type Translator = (unit: TextUnit) => readonly string[] | undefined;

export interface TranslateContext {
  /** BCP-47 code of the target language (XLIFF target-language, PO Language and plural forms). */
  targetLanguage: string;
  options: DocumentOptions;
}

/** One module per format family implements this. Inputs are the file's bytes. */
export interface FormatHandler {
  id: FormatId;
  /** Throws `DocumentError` for content it cannot read. */
  extract(bytes: Uint8Array, options: DocumentOptions): TextUnit[];
  /** A copy of the file with the units `translate` answers for rewritten; throws `DocumentError`. */
  translate(bytes: Uint8Array, translate: Translator, context: TranslateContext): Uint8Array;
}

/**
 * Whether the unit's approved translation holds for an order into `ordered`: the file declares no
 * language, the same tag, or the same language where one of the two names no region or script. A file
 * approved in Spanish and ordered in German is translated.
 */
export function lockedFor(unit: Pick<TextUnit, 'locked'>, ordered: string): boolean {
  const declared = unit.locked?.language;
  if (!unit.locked || !declared) return unit.locked !== undefined;
  const [a, b] = [declared.toLowerCase().split(/[-_]/), ordered.toLowerCase().split(/[-_]/)];
  if (a.join('-') === b.join('-')) return true;
  return a[0] === b[0] && (a.length === 1 || b.length === 1);
}

export function unitText(unit: Pick<TextUnit, 'parts'>): string {
  return unit.parts.join('');
}
