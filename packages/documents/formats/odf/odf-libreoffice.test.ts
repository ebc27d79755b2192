/**
 * OpenDocument files written by a real application: the corpus ODT (OpenOffice.org 3), and spreadsheets
 * and presentations LibreOffice converts from corpus workbooks and slide decks (the corpus has none).
 * Each is pseudo-translated; LibreOffice opens the copies (sheets as CSV, presentations and the text
 * as printed) and shows the translations where the source text was.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { libreOfficeConvert, libreOfficeText } from '../../testing/libreoffice.harness';
import { cellAt, libreOfficeSheets } from '../../testing/libreoffice-sheets.harness';
import {
  expectAllTranslated,
  expectCountNear,
  expectPackageIntact,
  roundTrip,
  wordCount,
  type RoundTrip,
} from '../../testing/round-trip.harness';
import { unitText, type TextUnit } from '../../types';
import { countWords } from '../../words';

const SHEETS = ['xlsx/poi_45544_multisheet_richtext.xlsx', 'xlsx/poi_right-to-left.xlsx'];
const SLIDES = [
  'pptx/poi_SampleShow_notes.pptx',
  'pptx/okapi_1009-1_comment_notes_table.pptx',
  'pptx/poi_with_japanese.pptx',
];

const baseName = (path: string) => (path.split('/').pop() ?? path).replace(/\.\w+$/, '');

function converted(paths: string[], format: 'ods' | 'odp'): { name: string; bytes: Uint8Array }[] {
  const out = libreOfficeConvert(
    paths.map((path) => ({ name: path, bytes: corpusFile(path) })),
    format,
  );
  return paths.map((path) => ({ name: `${baseName(path)}.${format}`, bytes: out.get(path) ?? new Uint8Array() }));
}

/** The first entry is `mimetype`, stored (method 0), as ODF requires: read from the zip's own bytes. */
function expectMimetypeFirstAndStored(bytes: Uint8Array, mimetype: string): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0, true)).toBe(0x04034b50);
  expect(view.getUint16(8, true)).toBe(0);
  const nameLength = view.getUint16(26, true);
  const start = 30 + nameLength + view.getUint16(28, true);
  expect(new TextDecoder().decode(bytes.subarray(30, 30 + nameLength))).toBe('mimetype');
  expect(new TextDecoder().decode(bytes.subarray(start, start + mimetype.length))).toBe(mimetype);
}

/** Words LibreOffice prints for fields: their values (dates, page numbers, document properties, variables). */
function fieldWords(contentXml: string): number {
  const field =
    /<text:(date|time|page-number|page-count|subject|title|description|keywords|user-defined|initial-creator|author-name|creation-time|creation-date|variable-set|variable-get|sequence|bookmark-ref|reference-ref)\b[^>]*>([^<]*)<\/text:\1>/g;
  return [...contentXml.matchAll(field)].reduce((sum, m) => sum + countWords(m[2] ?? ''), 0);
}

const addressed = (u: TextUnit) => /^[A-Z]+\d+$/.test(u.label);

describe('OpenDocument files LibreOffice wrote', () => {
  it(
    'translates text, spreadsheets and presentations; LibreOffice opens the copies and shows the translations',
    { timeout: 300_000 },
    async () => {
      const files = [
        { name: 'document.odt', bytes: corpusFile('odt/okapi_TestDocument01.odt') },
        ...converted(SHEETS, 'ods'),
        ...converted(SLIDES, 'odp'),
      ];
      const trips = new Map<string, RoundTrip & { bytes: Uint8Array }>(
        files.map((f) => [f.name, { ...roundTrip(f.name, f.bytes), bytes: f.bytes }]),
      );
      for (const [name, trip] of trips) {
        expectAllTranslated(trip);
        expect(await expectPackageIntact(trip.bytes, trip.translated), name).toContain('content.xml');
        expect(Object.keys((await JSZip.loadAsync(trip.translated)).files)[0]).toBe('mimetype');
        const type = `application/vnd.oasis.opendocument.${name.endsWith('.odt') ? 'text' : name.endsWith('.ods') ? 'spreadsheet' : 'presentation'}`;
        expectMimetypeFirstAndStored(trip.translated, type);
      }
      const sheetNames = [...trips.keys()].filter((n) => n.endsWith('.ods'));
      const slideNames = [...trips.keys()].filter((n) => n.endsWith('.odp'));
      const trip = (name: string) =>
        trips.get(name) ?? { source: [], target: [], translated: new Uint8Array(), bytes: new Uint8Array() };

      // Structure: sheets by name and address, slides with their notes.
      const rich = trip('poi_45544_multisheet_richtext.ods').source;
      expect(rich.find((u) => u.label === 'A7' && u.group === 'Profile of Class')?.parts).toEqual([
        'Class Profile for First-Year Full-Time MBA, Joint Degree, and ',
        'IMBA Students',
      ]);
      expect(new Set(rich.map((u) => u.group)).size).toBe(7);
      expect(trip('poi_right-to-left.ods').source.map((u) => `${u.group}!${u.label}`)).toContain('عربى!A4');
      expect(() => extractDocument({ filename: 'sheet.odt', bytes: trip('poi_right-to-left.ods').bytes })).toThrow(
        /not an OpenDocument text/,
      );
      const notes = trip('poi_SampleShow_notes.odp').source.map((u) => `${u.group} / ${u.label}: ${unitText(u)}`);
      expect(notes).toEqual(
        expect.arrayContaining([
          'Slide 1 / Title · ¶ 1: Title of the first slide',
          'Notes 1 / ¶ 1: I am the notes of the first slide',
          'Notes 2 / ¶ 2: THIS LINE IS BOLD',
        ]),
      );
      const table = trip('okapi_1009-1_comment_notes_table.odp').source.map(
        (u) => `${u.group} / ${u.label}: ${unitText(u)}`,
      );
      expect(table).toEqual(
        expect.arrayContaining([
          'Slide 1 / Table 4 · B2 · ¶ 1: c11',
          'Slide 1 / Comment 1 · ¶ 1: Comment 1.',
          'Notes 1 / ¶ 2: Note 2.',
        ]),
      );

      // Calc shows each unit's text in the cell its label names, before and after translation.
      const sheets = libreOfficeSheets(
        sheetNames.flatMap((name) => [
          { name: `source-${name}`, bytes: trip(name).bytes },
          { name: `target-${name}`, bytes: trip(name).translated },
        ]),
      );
      for (const name of sheetNames) {
        for (const side of ['source', 'target'] as const) {
          const book = sheets.get(`${side}-${name}`);
          const units = trip(name)[side].filter(addressed);
          const shown = units.map((u) => [u.id, cellAt(book?.get(u.group) ?? [], u.label).split('\n')[0]]);
          expect(shown, `${side}-${name}`).toEqual(units.map((u) => [u.id, unitText(u)]));
        }
        // Every cell with letters, each time it occurs (an ODS cell is a unit of its own).
        const cells = [...(sheets.get(`source-${name}`)?.values() ?? [])].flat(2).filter((cell) => /\p{L}/u.test(cell));
        expectCountNear(
          name,
          wordCount(trip(name).source),
          cells.reduce((sum, cell) => sum + countWords(cell), 0),
        );
      }

      // Presentations as LibreOffice saves them again; the text document and the copies as printed.
      const native = libreOfficeText(slideNames.map((name) => ({ name, bytes: trip(name).bytes })));
      for (const name of slideNames)
        expectCountNear(name, wordCount(trip(name).source), countWords(native.get(name) ?? ''));
      const printed = libreOfficeText(
        [
          { name: 'source.odt', bytes: trip('document.odt').bytes },
          { name: 'target.odt', bytes: trip('document.odt').translated },
          ...slideNames.map((name) => ({ name: `target-${name}`, bytes: trip(name).translated })),
        ],
        'pdf',
      );
      const odt = trip('document.odt');
      const header = odt.target.find((u) => u.group === 'Header 1');
      const footnote = odt.target.find((u) => u.label === 'Footnote 1 · ¶ 2');
      for (const shown of [header, footnote])
        expect(printed.get('target.odt')).toContain(unitText(shown ?? { parts: ['missing'] }));
      for (const name of slideNames) expect(printed.get(`target-${name}`)).toContain('[de-DE]');
      // Comments are not printed: counted without them. The printout has what is not text: the values
      // of fields, and the header and footer once per page.
      const pdf = printed.get('source.odt') ?? '';
      const content = (await (await JSZip.loadAsync(odt.bytes)).file('content.xml')?.async('string')) ?? '';
      const repeated = odt.source
        .filter((u) => /^(Header|Footer)/.test(u.group))
        .reduce((sum, u) => sum + (pdf.split(unitText(u)).length - 2) * countWords(unitText(u)), 0);
      expectCountNear(
        'document.odt',
        wordCount(odt.source.filter((u) => u.group !== 'Comments')),
        countWords(pdf) - fieldWords(content) - repeated,
      );
    },
  );
});
