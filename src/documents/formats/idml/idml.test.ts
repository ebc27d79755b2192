import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { expectAllTranslated, expectCountNear, expectPackageIntact, roundTrip, wordCount } from '../../testing/round-trip';
import { unitText } from '../../types';
import { countWords } from '../../words';

const PATH = 'idml/okapi_7_elements_of_localizability.idml';

/** All Content text of the stories designmap.xml lists, read with JSZip and saxes, paragraph per Br. */
async function independentText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const designmap = (await zip.file('designmap.xml')?.async('string')) ?? '';
  const stories = [...designmap.matchAll(/<idPkg:Story src="([^"]+)"/g)].map((m) => m[1] ?? '');
  let text = '';
  for (const story of stories) {
    const parser = new SaxesParser();
    let inContent = false;
    parser.on('opentag', (tag) => {
      inContent = tag.name === 'Content';
      if (tag.name === 'Br') text += '\n';
    });
    parser.on('closetag', () => {
      inContent = false;
    });
    parser.on('text', (t) => {
      if (inContent) text += t;
    });
    parser.write((await zip.file(story)?.async('string')) ?? '').close();
    text += '\n';
  }
  return text;
}

describe('InDesign IDML', () => {
  it('reads stories as paragraphs, character style ranges as parts', () => {
    const { source } = roundTrip(PATH, corpusFile(PATH));
    expect(source.find((u) => unitText(u).startsWith('1. Regional Settings'))?.parts).toEqual([
      '1. Regional Settings: ',
      'Are regional settings easily switched to different locales throughout?',
    ]);
    expect(source.map(unitText)).toContain('Measurement formats (e.g. metric)');
  });

  it('writes a package InDesign can open: mimetype first, stories well-formed, the rest untouched; counts alike', async () => {
    const bytes = corpusFile(PATH);
    const trip = roundTrip(PATH, bytes);
    expectAllTranslated(trip);
    const changed = await expectPackageIntact(bytes, trip.translated);
    expect(changed.every((name) => name.startsWith('Stories/'))).toBe(true);
    expect(Object.keys((await JSZip.loadAsync(trip.translated)).files)[0]).toBe('mimetype');
    expectCountNear(PATH, wordCount(trip.source), countWords(await independentText(bytes)));
    expect(await independentText(trip.translated)).toContain('[de-DE]');
  });
});
