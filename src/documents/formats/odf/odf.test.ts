import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus';
import { libreOfficeConvert, libreOfficeText } from '../../testing/libreoffice';
import { expectAllTranslated, expectCountNear, expectPackageIntact, roundTrip, wordCount } from '../../testing/round-trip';
import { unitText } from '../../types';
import { countWords } from '../../words';

const ODT = 'odt/okapi_TestDocument01.odt';

describe('OpenDocument files', () => {
  it('reads paragraphs, spans, footnotes, tables and headers; fields, comments and note marks are codes', () => {
    const units = extractDocument({ filename: ODT, bytes: corpusFile(ODT) }).units;
    const byText = (start: string) => units.find((u) => unitText(u).startsWith(start));
    expect(byText('Paragraph with bold')?.parts).toEqual(['Paragraph with ', 'bold', ', ', 'italics', ', ', 'and ', 'both', '.']);
    expect(byText('Paragraph with footnote here')?.parts).toEqual(['Paragraph with footnote here', ' and here', '.']);
    expect(units.map(unitText)).toEqual(expect.arrayContaining(['Text of the automatic footnote.', 'Cell r1-c1', 'Text of the header']));
    expect(byText('Fields: date=')?.parts.join('|')).toBe('Fields: date=|, time=|, pgnum=|, pgcount=|, subject=|, title=|, author=|.');
    expect(units.find((u) => unitText(u) === 'Cell r2-c2')?.label).toBe('Table1 · B2 · ¶ 16');
    expect(units.find((u) => unitText(u) === 'Text of the header')?.group).toBe('Header');
  });

  it('translates text, spreadsheets and presentations that LibreOffice wrote; it opens the copies and counts alike', { timeout: 240_000 }, async () => {
    const convert = (path: string, format: string) => libreOfficeConvert([{ name: path, bytes: corpusFile(path) }], format).get(path) ?? new Uint8Array();
    const files = [
      { name: 'document.odt', bytes: corpusFile(ODT) },
      { name: 'richtext.ods', bytes: convert('xlsx/poi_45544_multisheet_richtext.xlsx', 'ods') },
      { name: 'notes.odp', bytes: convert('pptx/poi_SampleShow_notes.pptx', 'odp') },
    ];
    const trips = files.map((file) => ({ ...file, trip: roundTrip(file.name, file.bytes) }));
    for (const { name, bytes, trip } of trips) {
      expectAllTranslated(trip);
      expect(await expectPackageIntact(bytes, trip.translated)).toContain('content.xml');
      const zip = await JSZip.loadAsync(trip.translated);
      expect(Object.keys(zip.files)[0], name).toBe('mimetype');
    }
    const sheets = trips.find((t) => t.name.endsWith('.ods'));
    expect(sheets?.trip.source.find((u) => u.label === 'A7')?.group).toBe('Profile of Class');
    const slides = trips.find((t) => t.name.endsWith('.odp'));
    expect(slides?.trip.source.map((u) => u.group)).toEqual(expect.arrayContaining(['Slide 1', 'Notes 1', 'Slide 2', 'Notes 2']));

    const texts = libreOfficeText(trips.flatMap(({ name, bytes, trip }) => [{ name: `source-${name}`, bytes }, { name: `target-${name}`, bytes: trip.translated }]), 'native');
    for (const { name, trip } of trips) {
      expect(texts.get(`target-${name}`)).toContain('[de-DE]');
      const independent = texts.get(`source-${name}`) ?? '';
      if (name.endsWith('.ods')) {
        // Text cells only, each distinct text once (as the XLSX test counts).
        const cells = new Set([...independent.matchAll(/"((?:[^"]|"")*)"|([^,\r\n]+)/g)].map((m) => m[1] ?? m[2] ?? '').filter((c) => /\p{L}/u.test(c)));
        const distinct = new Map(trip.source.map((u) => [unitText(u), u]));
        expectCountNear(name, wordCount([...distinct.values()]), [...cells].reduce((sum, c) => sum + countWords(c), 0));
      } else if (name.endsWith('.odt')) {
        // Plain-text export leaves out the header (it is in styles.xml): compare the body.
        expectCountNear(name, wordCount(trip.source.filter((u) => u.group === 'Body')), countWords(independent));
      } else expectCountNear(name, wordCount(trip.source), countWords(independent));
    }
  });
});
