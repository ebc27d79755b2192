import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus';
import { libreOfficeText } from '../../testing/libreoffice';
import { expectAllTranslated, expectCountNear, expectPackageIntact, roundTrip, wordCount } from '../../testing/round-trip';
import { unitText } from '../../types';
import { countWords } from '../../words';

const files = corpusFiles('xlsx').filter((f) => !f.includes('HARD_'));
const read = (path: string, options = {}) => extractDocument({ filename: path, bytes: corpusFile(path), options }).units;

/** The cells of LibreOffice's CSV export (RFC 4180 quoting). */
function csvCells(csv: string): string[] {
  return [...csv.matchAll(/"((?:[^"]|"")*)"|([^,\r\n]+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/""/g, '"'));
}

describe('Excel workbooks', () => {
  it('reads shared and inline strings of every sheet in order, with rich text runs as parts', () => {
    const inline = read('xlsx/poi_InlineStrings.xlsx');
    expect(inline.slice(0, 6).map((u) => [u.label, unitText(u)])).toEqual([
      ['A1', 'Numbers'],
      ['B1', 'Strings'],
      ['C1', 'Inline Strings'],
      ['D1', 'Formulas'],
      ['B2', 'A'],
      ['C2', '1st Inline String'],
    ]);
    const rich = read('xlsx/poi_45544_multisheet_richtext.xlsx');
    expect(new Set(rich.map((u) => u.group)).size).toBeGreaterThan(3);
    expect(rich.find((u) => u.label === 'A7' && u.group === 'Profile of Class')?.parts).toEqual([
      'Class Profile for First-Year Full-Time MBA, Joint Degree, and ',
      'IMBA Students',
    ]);
    const rtl = read('xlsx/poi_right-to-left.xlsx');
    expect(rtl.map((u) => u.group)).toContain('عربى');
    expect(rtl.map(unitText)).toContain(' עִבְרִית and اَلْعَرَبِيَّةُ');
  });

  it('leaves cells with an excluded background colour untranslated', () => {
    const path = 'xlsx/okapi_standardcolors.xlsx';
    expect(read(path).map(unitText)).toEqual(['Dark Red', 'Red', 'Orange', 'Yellow', 'Light Green', 'Green', 'Light Blue', 'Blue', 'Dark Blue', 'Dark Purple']);
    const options = { xlsxExcludedBackgroundColors: ['RED', 'BLUE', 'PURPLE'] };
    expect(read(path, options).map(unitText)).toEqual(['Dark Red', 'Orange', 'Yellow', 'Light Green', 'Green', 'Light Blue', 'Dark Blue']);
    const trip = roundTrip(path, corpusFile(path), options);
    const after = extractDocument({ filename: path, bytes: trip.translated }).units.map(unitText);
    expect(after).toEqual(expect.arrayContaining(['Red', 'Blue', 'Dark Purple', expect.stringMatching(/^\[de-DE\] /) as string]));
    expect(after.filter((t) => t.startsWith('[de-DE]'))).toHaveLength(7);
  });

  it('writes translated copies that keep everything else, which LibreOffice opens and counts alike', { timeout: 180_000 }, async () => {
    const trips = files.map((path) => ({ path, trip: roundTrip(path, corpusFile(path)) }));
    for (const { trip } of trips) expectAllTranslated(trip);
    for (const { path, trip } of trips) {
      expect(await expectPackageIntact(corpusFile(path), trip.translated)).toContain('xl/sharedStrings.xml');
    }
    const name = (path: string, side: string) => `${side}-${path.split('/').pop() ?? path}`;
    const texts = libreOfficeText(
      trips.flatMap(({ path, trip }) => [
        { name: name(path, 'source'), bytes: corpusFile(path) },
        { name: name(path, 'target'), bytes: trip.translated },
      ]),
    );
    for (const { path, trip } of trips) {
      expect(texts.get(name(path, 'target'))).toContain('[de-DE]');
      // Text cells only (numbers and formula results are not text), each distinct text once, as a
      // shared string is counted once.
      const cells = new Set(csvCells(texts.get(name(path, 'source')) ?? '').filter((cell) => /\p{L}/u.test(cell)));
      const independent = [...cells].reduce((sum, cell) => sum + countWords(cell), 0);
      expectCountNear(path, wordCount(trip.source), independent);
    }
  });
});
