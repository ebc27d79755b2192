/**
 * A translated Word part as a test reads it back: parsed by jsdom's XML parser from the package JSZip
 * unpacks, each paragraph as the sequence of its texts, containers and codes, and the raw markup of the
 * elements that must stay byte for byte. Translations are in guillemets, so where each lands shows.
 */
import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { expect } from 'vitest';
import type { Translator } from '../types';

/** Each part in guillemets: where a translation lands shows in the file. */
export const guillemets: Translator = (unit) => unit.parts.map((part) => `«${part}»`);

/** The main part as jsdom's XML parser reads it (JSZip unpacks it); a parse error fails the test. */
export async function documentOf(bytes: Uint8Array): Promise<Document> {
  const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  return parsed;
}

const CONTAINERS = new Set([
  'w:sdtContent',
  'w:customXml',
  'w:smartTag',
  'w:ins',
  'w:del',
  'w:moveFrom',
  'w:moveTo',
  'w:dir',
  'w:bdo',
  'w:hyperlink',
  'w:fldSimple',
]);
const MARKS = new Set([
  'm:oMath',
  'm:oMathPara',
  'w:bookmarkStart',
  'w:bookmarkEnd',
  'w:commentRangeStart',
  'w:commentRangeEnd',
  'w:commentReference',
  'w:moveFromRangeStart',
  'w:moveToRangeStart',
  'w:tab',
]);

/** What a paragraph holds in order: its texts, containers as `<name>`…`</name>`, marks, field chars and codes. */
export function sequence(node: Element): string[] {
  return Array.from(node.children).flatMap((child): string[] => {
    const name = child.tagName;
    if (name === 'w:t') return child.textContent ? [child.textContent] : [];
    if (name === 'w:delText' || name === 'w:instrText') return [`${name} ${child.textContent}`];
    if (name === 'w:fldChar') return [`fldChar ${child.getAttribute('w:fldCharType')}`];
    if (CONTAINERS.has(name)) return [`<${name}>`, ...sequence(child), `</${name}>`];
    if (MARKS.has(name)) return [name];
    return name.endsWith('Pr') ? [] : sequence(child);
  });
}

/** The body's paragraphs, each as its `sequence`. */
export const paragraphs = (document: Document) =>
  Array.from(document.getElementsByTagName('w:body')[0]?.getElementsByTagName('w:p') ?? []).map(sequence);

/** The raw markup of every element `name` (a deletion, an equation) in the order it comes. */
export async function rawElements(bytes: Uint8Array, name: string): Promise<string[]> {
  const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
  return xml.match(new RegExp(`<${name}[ >][\\s\\S]*?</${name}>`, 'g')) ?? [];
}
