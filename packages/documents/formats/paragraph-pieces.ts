/** A paragraph being read from a word-processing or layout document (DOCX, PPTX, ODF, IDML story). */
export interface PiecesInProgress<Piece, Format> {
  /** The text parts so far; a part is the pieces of one run of like-formatted text. */
  parts: Piece[][];
  codes: number;
  /** The formatting of the last piece, to merge runs that look the same. */
  format: Format;
  /** A code or boundary since the last piece: the next piece starts a new part. */
  broken: boolean;
  /** The code since the last piece is a tab or line break: white space that no part holds. */
  spaced?: boolean;
  /** Indexes of the parts that start after a tab or line break (`TextUnit.breaksBefore`). */
  breaksBefore?: number[];
}

/**
 * Adds a piece of text to the paragraph: to its last part when nothing came between them and they look
 * the same (`format`), otherwise as a new part. A change of formatting between two pieces is a code of
 * its own (a code or boundary in between has been counted already).
 */
export function addPiece<Piece, Format>(p: PiecesInProgress<Piece, Format>, piece: Piece, format: Format): void {
  const last = p.parts.at(-1);
  if (last && !p.broken && p.format === format) last.push(piece);
  else {
    if (last && !p.broken) p.codes++;
    if (last && p.spaced) (p.breaksBefore ??= []).push(p.parts.length);
    p.parts.push([piece]);
  }
  p.spaced = false;
  p.format = format;
  p.broken = false;
}
