/**
 * What every format test checks on a real file: the pseudo-translated copy has the same units in the
 * same order, all translated; a zip package keeps every entry it did not need to change byte for byte
 * and its rewritten XML is well-formed, as read by other libraries (JSZip, saxes) than the ones that
 * wrote it.
 */
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { expect } from 'vitest';
import { pseudoTranslator } from '../pseudo';
import { extractDocument, translateDocument } from '../registry';
import type { DocumentOptions, TextUnit } from '../types';
import { countUnitWords } from '../words';

export interface RoundTrip {
  source: TextUnit[];
  target: TextUnit[];
  translated: Uint8Array;
}

export function roundTrip(
  filename: string,
  bytes: Uint8Array,
  options: DocumentOptions = {},
  language = 'de-DE',
): RoundTrip {
  const source = extractDocument({ filename, bytes, options }).units;
  const translated = translateDocument({ filename, bytes, options }, pseudoTranslator(language), language);
  const target = extractDocument({ filename, bytes: translated, options }).units;
  return { source, target, translated };
}

/**
 * Same ids in the same order, and every unit now holds the language tag (before its first letter); an
 * Excel sheet name holds it as `(de-DE) `, since a sheet name cannot hold brackets (xlsx-sheet-names.ts).
 */
export function expectAllTranslated({ source, target }: RoundTrip, language = 'de-DE'): void {
  expect(target.map((u) => u.id)).toEqual(source.map((u) => u.id));
  const tagged = (u: TextUnit) =>
    u.parts.join('').includes(u.label === 'Sheet name' ? `(${language}) ` : `[${language}] `);
  const untranslated = target.filter((u) => !tagged(u));
  expect(untranslated.map((u) => `${u.id}: ${u.parts.join('')}`)).toEqual([]);
}

/**
 * The round trip of a zip package, checked: every unit comes back translated, and every entry that did not
 * need to change is kept (`expectPackageIntact`). Returns the trip and the names of the changed entries.
 */
export async function packageRoundTrip(
  filename: string,
  bytes: Uint8Array,
): Promise<RoundTrip & { changed: string[] }> {
  const trip = roundTrip(filename, bytes);
  expectAllTranslated(trip);
  return { ...trip, changed: await expectPackageIntact(bytes, trip.translated) };
}

export function wordCount(units: readonly TextUnit[]): number {
  return units.reduce((sum, unit) => sum + countUnitWords(unit), 0);
}

/** Throws when `xml` is not well-formed (saxes, strict XML with namespaces). */
export function expectWellFormed(xml: string, name: string): void {
  const parser = new SaxesParser({ xmlns: true });
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.write(xml).close();
  if (failure) throw new Error(`${name} is not well-formed: ${(failure as Error).message}`);
}

/**
 * The translated package has the same entries in the same order; the entries it changed are
 * well-formed XML; all others are byte for byte the originals. Returns the changed entry names.
 */
export async function expectPackageIntact(original: Uint8Array, translated: Uint8Array): Promise<string[]> {
  const [before, after] = await Promise.all([JSZip.loadAsync(original), JSZip.loadAsync(translated)]);
  const names = Object.keys(before.files);
  expect(Object.keys(after.files)).toEqual(names);
  const changed: string[] = [];
  for (const name of names) {
    const entry = before.file(name);
    if (!entry) continue;
    const [a, b] = await Promise.all([entry.async('uint8array'), after.file(name)?.async('uint8array')]);
    if (b && a.length === b.length && a.every((byte, i) => byte === b[i])) continue;
    changed.push(name);
    // A chart's embedded workbook is translated with the chart: a package whose parts are well-formed too.
    if (/\/embeddings\/[^/]+\.xlsx$/.test(name)) {
      const embedded = await JSZip.loadAsync(b ?? new Uint8Array());
      for (const part of Object.keys(embedded.files).filter((n) => /\.xml$/.test(n)))
        expectWellFormed((await embedded.file(part)?.async('string')) ?? '', `${name}/${part}`);
      continue;
    }
    expect(name).toMatch(/\.xml$/);
    expectWellFormed(new TextDecoder().decode(b), name);
  }
  return changed;
}

/** Our count is within `tolerance` (±20 %) of the independent one; the message names the file. */
export function expectCountNear(file: string, ours: number, independent: number, tolerance = 0.2): void {
  const ratio = independent === 0 ? (ours === 0 ? 1 : Infinity) : ours / independent;
  expect(Math.abs(ratio - 1), `${file}: ${ours} words, independent count ${independent}`).toBeLessThanOrEqual(
    tolerance,
  );
}
