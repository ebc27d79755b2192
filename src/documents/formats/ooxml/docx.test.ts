import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { isDocumentError } from '../../errors';
import { extractDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus';
import { libreOfficeText } from '../../testing/libreoffice';
import { expectAllTranslated, expectCountNear, expectPackageIntact, roundTrip, wordCount } from '../../testing/round-trip';
import { unitText } from '../../types';
import { countWords } from '../../words';

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Words of tracked deletions, read with JSZip and saxes: LibreOffice prints them, we do not count them. */
async function deletedWords(bytes: Uint8Array): Promise<number> {
  const xml = (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
  const parser = new SaxesParser();
  let inDeleted = false;
  let deleted = '';
  parser.on('opentag', (tag) => {
    inDeleted = tag.name === 'w:delText';
  });
  parser.on('closetag', () => {
    if (inDeleted) deleted += ' ';
    inDeleted = false;
  });
  parser.on('text', (text) => {
    if (inDeleted) deleted += text;
  });
  parser.write(xml).close();
  return countWords(deleted);
}

const files = corpusFiles('docx').filter((f) => !f.includes('HARD_'));
const read = (path: string) => extractDocument({ filename: path, bytes: corpusFile(path) }).units;

describe('Word documents', () => {
  it('reads the body, tables, headers, footers, footnotes, comments and tracked insertions, not deletions or field codes', () => {
    const units = read('docx/okapi_OpenXML_text_reference_v1_2.docx');
    const texts = units.map(unitText);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    expect(texts[0]).toMatch(/^This is a reference document \(OOoNinja v1\.2\)/);
    // Runs with their own formatting are parts of one paragraph, separated by codes.
    const fonts = units.find((u) => unitText(u).startsWith('These fonts and font attributes'));
    expect(fonts?.parts).toEqual(expect.arrayContaining(['bold', 'italics', 'underline']));
    expect(fonts?.codes).toBeGreaterThan(10);
    expect(new Set(units.map((u) => u.group))).toEqual(new Set(['Body', 'Header 1', 'Header 2', 'Footer 1', 'Footer 2', 'Footnotes', 'Comments']));
    expect(units.some((u) => u.label.startsWith('Table ·'))).toBe(true);

    const tracked = read('docx/poi_delins_tracked_changes.docx').map(unitText).join('\n');
    expect(tracked).toContain('A nickname for Petrika the Albanian variation of Peter');
    expect(tracked).not.toMatch(/HYPERLINK|PAGEREF/);
  });

  it('reads text boxes once, and Japanese text as one word per character', () => {
    const boxes = read('docx/okapi_TextBoxes.docx');
    expect(boxes.filter((u) => u.label.startsWith('Text box')).map(unitText)).toEqual(['unbelievable', 'pig', 'This here is a text box.  ']);
    const japanese = read('docx/poi_stress019_japanese.docx');
    expect(unitText(japanese[0] ?? { parts: [] })).toBe('リーダーシップに係る発行運営業務委託');
    expect(countWords('リーダーシップに係る')).toBe(10);
  });

  it('refuses the password-protected and the truncated file with a reason', () => {
    const reasons = ['docx/HARD_poi_bug53475-password-is-pass.docx', 'docx/HARD_poi_truncated62886.docx'].map((path) => {
      try {
        read(path);
        return 'read';
      } catch (error) {
        return isDocumentError(error) ? error.code : 'other';
      }
    });
    expect(reasons).toEqual(['encrypted', 'damaged']);
  });

  it('writes translated copies that keep everything else, which LibreOffice opens and counts alike', { timeout: 180_000 }, async () => {
    const trips = files.map((path) => ({ path, trip: roundTrip(path, corpusFile(path)) }));
    for (const { trip } of trips) expectAllTranslated(trip);
    for (const { path, trip } of trips) {
      const changed = await expectPackageIntact(corpusFile(path), trip.translated);
      expect(changed).toContain('word/document.xml');
    }
    const name = (path: string, suffix: string) => `${suffix}-${path.split('/').pop() ?? path}`;
    const texts = libreOfficeText(
      trips.flatMap(({ path, trip }) => [
        { name: name(path, 'source'), bytes: corpusFile(path) },
        { name: name(path, 'target'), bytes: trip.translated },
      ]),
      'pdf',
    );
    for (const { path, trip } of trips) {
      const source = texts.get(name(path, 'source')) ?? '';
      expect(texts.get(name(path, 'target'))).toContain('[de-DE]');
      // Comments are not printed, and tracked deletions are (struck through): compare like with like.
      const printed = trip.source.filter((u) => u.group !== 'Comments');
      const [ours, theirs] = path.includes('TextBoxes')
        ? // A vertical text box comes out of the PDF one letter per line: compare letters there.
          [letters(printed.map(unitText).join('')), letters(source)]
        : [wordCount(printed), countWords(source) - (await deletedWords(corpusFile(path)))];
      expectCountNear(path, ours, theirs);
    }
  });
});
