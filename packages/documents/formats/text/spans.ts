/**
 * The text formats' common shape: a format finds its units as spans of the decoded text, each with the
 * raw ranges its parts came from; translating rewrites exactly those ranges and nothing else.
 */
import { DocumentError } from '../../errors';
import { assertText, decodeText, writeText, type EncodingRule } from '../../text-encoding';
import { cleanTranslation } from '../../translation-text';
import type { DocumentOptions, FormatHandler, FormatId, TextUnit } from '../../types';
import type { Edit } from '../../xml/tokens';

export interface Span {
  unit: TextUnit;
  /** One raw range per part, in the decoded text: where the part's text sits. */
  ranges: readonly (readonly [number, number])[];
  /** Writes a translated part in the syntax of the place it goes (escaping, quoting). */
  encode: (part: string, index: number, parts: readonly string[]) => string;
  /** Further edits the translated parts call for (quotes around a value that now needs them). */
  around?: (parts: readonly string[]) => Edit[];
}

export type FindSpans = (text: string, options: DocumentOptions, targetLanguage?: string) => Span[];

/** Leading and trailing white space (spaces, tabs, line breaks; not no-break spaces) of a piece. */
export function trimRange(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && /[ \t\r\n]/.test(text.charAt(s))) s++;
  while (e > s && /[ \t\r\n]/.test(text.charAt(e - 1))) e--;
  return [s, e];
}

/** A handler for a text format from its span finder; extra edits (headers, attributes) may be added. */
export function textFormat(
  id: FormatId,
  what: string,
  rule: EncodingRule,
  find: FindSpans,
  extraEdits?: (text: string, targetLanguage: string) => Edit[],
): FormatHandler {
  const read = (bytes: Uint8Array) => {
    assertText(bytes, what);
    return decodeText(bytes, rule);
  };
  return {
    id,
    extract(bytes, options) {
      return find(read(bytes).text, options).map((span) => span.unit);
    },
    translate(bytes, translate, { targetLanguage, options }) {
      const decoded = read(bytes);
      const edits: Edit[] = [];
      for (const span of find(decoded.text, options, targetLanguage)) {
        const parts = translate(span.unit)?.map(cleanTranslation);
        if (!parts) continue;
        span.ranges.forEach(([start, end], i) => {
          edits.push({ start, end, text: span.encode(parts[i] ?? '', i, parts) });
        });
        edits.push(...(span.around?.(parts) ?? []));
      }
      edits.push(...(extraEdits?.(decoded.text, targetLanguage) ?? []));
      return writeText(decoded, edits);
    },
  };
}

/** Compiles user-given regular expressions, naming the one that is not valid. */
export function compilePatterns(sources: readonly string[] | undefined, what: string): RegExp[] {
  return (sources ?? []).map((source) => {
    try {
      return new RegExp(source, 'u');
    } catch {
      throw new DocumentError('malformed', `The ${what} ${source} is not a valid regular expression`);
    }
  });
}
