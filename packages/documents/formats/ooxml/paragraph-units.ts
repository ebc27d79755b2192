/**
 * Paragraphs as units, and translations spliced back into their part. A paragraph shown twice (a
 * text box's VML fallback, a SmartArt drawing) is hidden: it gets the translation the translator gave
 * its visible copy (by id, else by the same source text), and the translator never sees it.
 */
import { DocumentError } from '../../errors';
import type { TextUnit, Translator } from '../../types';
import { xmlTranslation } from '../../translation-text';
import { applyEdits, type Edit } from '../../xml/tokens';
import type { Dialect, Paragraph } from './paragraph-dialect';

/**
 * A copy of a text read from a part. V8 gives a substring as a view of the string it was cut from, so a
 * unit or a remembered translation holding one would keep the whole decoded part (tens of MB) alive.
 */
const detached = (text: string) => ` ${text}`.slice(1);

/** A paragraph's parts as text, each a string of its own. */
const sourceParts = (p: Paragraph) => p.parts.map((pieces) => detached(pieces.map((x) => x.text).join('')));

export function paragraphUnit(p: Paragraph, group: string): TextUnit {
  const label = p.context ? `${p.context} · ¶ ${p.number}` : `¶ ${p.number}`;
  const parts = sourceParts(p);
  return { id: p.id, group, label, parts, codes: p.codes, ...(p.breaksBefore ? { breaksBefore: p.breaksBefore } : {}) };
}

interface GivenTranslation {
  source: string[];
  translated: readonly string[];
}

/** Translations given so far in a document, for the hidden copies of its paragraphs. */
export interface GivenTranslations {
  byId: Map<string, GivenTranslation>;
  byText: Map<string, GivenTranslation>;
}

export function newGivenTranslations(): GivenTranslations {
  return { byId: new Map(), byText: new Map() };
}

/** The translation of a hidden paragraph's visible copy, fitted to its parts (all in the first when they differ). */
function translationOfVisibleCopy(p: Paragraph, known: GivenTranslations): readonly string[] | undefined {
  const source = sourceParts(p);
  const byId = known.byId.get(p.id);
  const done = byId && byId.source.length === source.length ? byId : (known.byText.get(source.join('')) ?? byId);
  if (!done) return undefined;
  if (done.source.length === source.length) return done.translated;
  return source.map((_, i) => (i === 0 ? done.translated.join('') : ''));
}

/**
 * The part with each paragraph the translator answers for rewritten. `unitOf` gives the unit a
 * paragraph is shown as (a group name is enough for most parts), or undefined to leave it alone.
 * With `known`, hidden paragraphs take the translation of their visible copy instead.
 */
export function translateParagraphs(
  xml: string,
  paragraphs: Iterable<Paragraph>,
  unitOf: string | ((p: Paragraph) => TextUnit | undefined),
  translate: Translator,
  dialect: TranslationDialect,
  known?: GivenTranslations,
): string {
  return applyEdits(xml, paragraphEdits(paragraphs, unitOf, translate, dialect, known));
}

type TranslationDialect = Pick<Dialect, 'preserveSpace' | 'breaks' | 'escapes'>;

/** The edits of `translateParagraphs`, for a part written from its edits without the whole text at once. */
export function paragraphEdits(
  paragraphs: Iterable<Paragraph>,
  unitOf: string | ((p: Paragraph) => TextUnit | undefined),
  translate: Translator,
  dialect: TranslationDialect,
  known?: GivenTranslations,
): Edit[] {
  const edits: Edit[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.parts.length === 0) continue;
    let translated: readonly string[] | undefined;
    if (known && paragraph.hidden) translated = translationOfVisibleCopy(paragraph, known);
    else {
      const unit = typeof unitOf === 'string' ? paragraphUnit(paragraph, unitOf) : unitOf(paragraph);
      translated = unit && translate(unit);
      if (known && translated) {
        const done = { source: sourceParts(paragraph), translated };
        known.byId.set(paragraph.id, done);
        known.byText.set(done.source.join(''), done);
      }
    }
    if (!translated) continue;
    if (translated.length !== paragraph.parts.length) {
      throw new DocumentError('malformed', `The translation of ${paragraph.id} does not fit its runs`);
    }
    paragraph.parts.forEach((pieces, i) => {
      pieces.forEach((piece, j) => {
        const text = j === 0 ? (translated[i] ?? '') : '';
        const written = dialect.escapes ? dialect.escapes.encode(text) : text;
        edits.push({
          start: piece.start,
          end: piece.end,
          text: xmlTranslation(written, dialect.breaks(piece.runProperties ?? '')),
        });
        if (dialect.preserveSpace && j === 0 && /^\s|\s$/.test(text) && piece.open.attrs['xml:space'] === undefined) {
          const at = piece.open.start + 1 + piece.open.name.length;
          edits.push({ start: at, end: at, text: ' xml:space="preserve"' });
        }
      });
    });
  }
  return edits;
}
