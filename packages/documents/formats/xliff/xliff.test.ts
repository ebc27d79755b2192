import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus.harness';
import { expectWellFormed, roundTrip, wordCount } from '../../testing/round-trip.harness';
import { unitText } from '../../types';
import { readUnits } from './xliff.harness';

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const MEMOQ = 'xliff12/okapi_MQ-12-Test01_memoq.xlf';
const JAVAPM = 'xliff12/okapi_SF-12-Test02_javapm.xlf';
const ANGULAR = 'xliff20/ngx_ngExtractedMaster1_angular.xlf2';

/**
 * The file without what translating may change: targets, states, target languages, memoQ status, and
 * an approval given in another language (JavaPM's Spanish `approved="yes"` becomes "no" in German).
 */
function outsideTargets(xml: string): string {
  return xml
    .replace(/<target\b[^>]*?(?:\/>|>[\s\S]*?<\/target>)/g, '')
    .replace(/\s(?:state|target-language|trgLang|mq:status|approved)="[^"]*"/g, '');
}

describe('XLIFF corpus', () => {
  it('reads memoQ, JavaPM and Angular files: units, inline codes, notes and existing targets', () => {
    const memoq = extractDocument({ filename: 'a.xlf', bytes: corpusFile(MEMOQ) }).units;
    expect(memoq).toHaveLength(118); // 119 trans-units, one holds only a code
    expect(memoq[0]).toMatchObject({ id: '1', group: 'main.html', parts: ['Rainbow - Main Window'], codes: 0 });
    expect(memoq.find((u) => u.id === '4')).toMatchObject({ parts: ['Input List 1'], codes: 2 });
    expect(memoq.find((u) => u.id === '16')).toMatchObject({ parts: ['or press ', 'F2', ','], codes: 2 });
    const javapm = extractDocument({ filename: 'b.xlf', bytes: corpusFile(JAVAPM) }).units;
    expect(javapm).toHaveLength(98);
    expect(javapm[0]).toMatchObject({ id: 'About.0', parts: ['About...'], target: 'Acerca de...' });
    expect(javapm.find((u) => u.id === 'About.2')).toMatchObject({
      parts: ['Version {0} - Build {1}'],
      target: 'Versión {0} - Distribución {1}',
    });
    const angular = extractDocument({ filename: 'c.xlf2', bytes: corpusFile(ANGULAR) }).units;
    expect(angular).toHaveLength(40);
    expect(angular.find((u) => u.id === '9030312858648510700')).toMatchObject({
      parts: ['Eintrag ', ' von ', ' hinzugefügt.'],
      codes: 2,
      note: 'placeholder sample',
    });
    expect(angular.find((u) => u.id === '8998006760999956868')).toMatchObject({
      parts: ['Dieser Text enthält ', 'eingebettetes html'],
      codes: 1,
    });
    expect(new Set(angular.map((u) => u.id)).size).toBe(angular.length);
  });

  it('keeps ICU plural and select skeletons as codes: only the branch texts are parts', () => {
    const units = extractDocument({ filename: 'c.xlf2', bytes: corpusFile(ANGULAR) }).units;
    expect(units.find((u) => u.id === '157616252019374389')).toMatchObject({
      parts: ['kein Schaf', '1 Schaf', 'x Schafe'],
      codes: 4,
    });
    expect(units.find((u) => u.id === '6710804210857077393')?.parts).toEqual([
      'wert0 ausgewählt',
      'ein ',
      'anderer',
      ' Wert (wert1) ausgewählt',
      'was ',
      'ganz anderes',
      ' wurde ausgewählt',
    ]);
    const trip = roundTrip(ANGULAR, corpusFile(ANGULAR));
    const out = readUnits(decode(trip.translated));
    const plural = out.find((u) => u.id === '157616252019374389/1')?.target ?? '';
    expect(plural).toMatch(/^\{VAR_PLURAL, plural, =0 \{\[de-DE\] ķéíñ Šçĥáƒ\} =1 \{1 Šçĥáƒ\} other \{ẋ Šçĥáƒé\} \}$/);
    const select = out.find((u) => u.id === '6710804210857077393/1')?.target ?? '';
    expect(select.replace(/\{[^{}]*\}/g, '{}')).toBe('{VAR_SELECT, select, wert0 {} wert1 {} wert2 {} }');
  });

  for (const path of [...corpusFiles('xliff12'), ...corpusFiles('xliff20')]) {
    it(`translates every unit of ${path}, well-formed, nothing changed outside the targets`, () => {
      const bytes = corpusFile(path);
      const trip = roundTrip(path, bytes);
      // Same ids in the same order; the sources are what they were, the translation is in the targets.
      expect(trip.target.map((u) => u.id)).toEqual(trip.source.map((u) => u.id));
      expect(trip.target.map(unitText)).toEqual(trip.source.map(unitText));
      expect(trip.target.filter((u) => !u.target?.includes('[de-DE] ')).map((u) => u.id)).toEqual([]);
      const before = decode(bytes);
      const after = decode(trip.translated);
      expect(Array.from(trip.translated.subarray(0, 3))).toEqual(Array.from(bytes.subarray(0, 3))); // BOM or not, as it was
      expectWellFormed(after.replace(/^\uFEFF/, ''), path);
      expect(outsideTargets(after)).toBe(outsideTargets(before));
      // Independently (saxes): each translated unit's target has the source's inline markup and the tag.
      const units = readUnits(after.replace(/^\uFEFF/, ''));
      const translated = units.filter((u) => u.target?.includes('[de-DE]'));
      expect(translated.length).toBe(trip.source.length);
      for (const unit of translated) expect(unit.targetTags, unit.id).toEqual(unit.sourceTags);
      if (path.startsWith('xliff20/')) {
        expect(after).toMatch(/<xliff [^>]*trgLang="de-DE"/);
        expect(after.match(/<segment state="translated">/g)).toHaveLength(trip.source.length);
      } else {
        expect(after.match(/<file [^>]*>/g)?.every((tag) => tag.includes('target-language="de-DE"'))).toBe(true);
      }
      console.info(`${path}: ${trip.source.length} units, ${wordCount(trip.source)} words`);
    });
  }

  it('marks targets translated: memoQ status, JavaPM state and the target language of existing targets', () => {
    const memoq = decode(roundTrip(MEMOQ, corpusFile(MEMOQ)).translated);
    expect(memoq).toContain('<target state="translated">[de-DE] Ŕáíñƀóŵ - Ṁáíñ Ŵíñđóŵ</target>');
    expect(memoq.match(/mq:status="ManuallyConfirmed"/g)).toHaveLength(118);
    const javapm = decode(roundTrip(JAVAPM, corpusFile(JAVAPM)).translated);
    expect(javapm).toContain(
      '<target state="translated" xml:lang="de-DE">[de-DE] Áƀóúţ...</target><?sid 2015459032-0?>',
    );
    // Alternative translations are not the target: they stay Spanish.
    expect(javapm).toContain('<target xml:lang="es">Acerca de...</target>\n</alt-trans>');
  });
});
