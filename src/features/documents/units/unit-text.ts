/** A text unit's text as people read it. */
import type { FormatId, TextUnit } from '#documents/types';
import { countedText } from '#documents/words';

/**
 * The unit's parts in order, with a space where a tab or line break stood between two (so the compare
 * view's counts are the analysis's); a PO entry's parts are its singular and plural forms, alternatives
 * rather than pieces, shown "one | many" as the layer writes an existing plural translation.
 */
export function displayText(unit: TextUnit, format: FormatId): string {
  return format === 'po' ? unit.parts.join(' | ') : countedText(unit);
}

/**
 * The text of a unit of a translated file: a bilingual file (XLIFF, PO) keeps the source in the unit and
 * the translation in its target; any other file is the translation itself.
 */
export function translatedText(unit: TextUnit, format: FormatId): string {
  return unit.target ?? displayText(unit, format);
}
