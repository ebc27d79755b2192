import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus';
import { libreOfficeText } from '../../testing/libreoffice';
import { expectAllTranslated, expectCountNear, expectPackageIntact, roundTrip, wordCount } from '../../testing/round-trip';
import { unitText } from '../../types';
import { countWords } from '../../words';

const files = corpusFiles('pptx');

const read = (path: string) => extractDocument({ filename: path, bytes: corpusFile(path) }).units;

describe('PowerPoint presentations', () => {
  it('reads slides in order with their shapes and tables, speaker notes and SmartArt', () => {
    const sample = read('pptx/poi_SampleShow_notes.pptx');
    expect(sample.map((u) => [u.group, unitText(u)])).toEqual([
      ['Slide 1', 'Title of the first slide'],
      ['Slide 1', 'Subtitle of the first slide'],
      ['Slide 1', 'This bit is in italic green'],
      ['Notes 1', 'I am the notes of the first slide'],
      ['Slide 2', 'This is the second slide'],
      ['Slide 2', 'It has bullet points on it'],
      ['Slide 2', 'They’re fun, aren’t they?'],
      ['Slide 2', 'Especially in a different font like Arial Black at 16 point!'],
      ['Notes 2', 'These are the notes of the 2nd slide'],
      ['Notes 2', 'THIS LINE IS BOLD'],
    ]);
    const mixed = read('pptx/okapi_1009-1_comment_notes_table.pptx');
    expect(mixed.filter((u) => u.label.startsWith('Table 4')).map(unitText)).toEqual(['c00', 'c01', 'c10', 'c11']);
    expect(mixed.filter((u) => u.group === 'Slide 1 · SmartArt').map(unitText)).toEqual(['Lined list', 'Item 1', 'Item 2', 'Item 3']);
    const japanese = read('pptx/poi_with_japanese.pptx');
    const styled = japanese.find((u) => unitText(u) === 'Bold italic underline superscript subscript');
    expect(styled?.parts).toEqual(['Bold', ' ', 'italic', ' ', 'underline', ' ', 'superscript', ' ', 'subscript']);
    expect(japanese.map(unitText)).toEqual(expect.arrayContaining(['ゾルゲと尾崎、淡々と最期', '𐌲𐌿𐍄𐌹𐍃𐌺']));
  });

  it('writes translated copies that keep everything else, which LibreOffice opens and counts alike', { timeout: 180_000 }, async () => {
    const trips = files.map((path) => ({ path, trip: roundTrip(path, corpusFile(path)) }));
    for (const { trip } of trips) expectAllTranslated(trip);
    for (const { path, trip } of trips) {
      expect(await expectPackageIntact(corpusFile(path), trip.translated)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^ppt\/slides\/slide\d+\.xml$/)]),
      );
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
      expectCountNear(path, wordCount(trip.source), countWords(texts.get(name(path, 'source')) ?? ''));
    }
  });
});
