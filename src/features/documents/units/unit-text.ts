/** A text unit's text as people read it. */
import { unitText, type FormatId, type TextUnit } from '#documents/types';

/**
 * The unit's parts in order; a PO entry's parts are its singular and plural forms, alternatives rather
 * than pieces, shown "one | many" as the layer writes an existing plural translation.
 */
export function displayText(unit: TextUnit, format: FormatId): string {
  return format === 'po' ? unit.parts.join(' | ') : unitText(unit);
}

/**
 * The text of a unit of a translated file: a bilingual file (XLIFF, PO) keeps the source in the unit and
 * the translation in its target; any other file is the translation itself.
 */
export function translatedText(unit: TextUnit, format: FormatId): string {
  return unit.target ?? displayText(unit, format);
}
