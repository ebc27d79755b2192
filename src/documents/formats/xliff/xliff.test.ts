import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile, corpusFiles } from '../../testing/corpus';
import { expectWellFormed, roundTrip } from '../../testing/round-trip';
import { unitText } from '../../types';

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const SDLXLIFF = `<?xml version="1.0" encoding="utf-8"?><xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0"><file original="C:\\a.docx" datatype="x-sdlfilterframework2" source-language="en-US" target-language="de-DE"><header><file-info xmlns="http://sdl.com/FileTypes/SdlXliff/1.0"><value key="SDL:FileId">1</value></file-info></header><body><group><sdl:cxts><sdl:cxt id="1"/></sdl:cxts><trans-unit id="a1b2"><source><g id="1">Save the file. </g>Then close <x id="2"/>it.</source><seg-source><g id="1"><mrk mtype="seg" mid="1">Save the file.</mrk> </g><mrk mtype="seg" mid="2">Then close <x id="2"/>it.</mrk></seg-source><target><g id="1"><mrk mtype="seg" mid="1"/> </g><mrk mtype="seg" mid="2"/></target><sdl:seg-defs><sdl:seg id="1"/><sdl:seg id="2"/></sdl:seg-defs></trans-unit><trans-unit id="c3" translate="no"><source>Locked</source></trans-unit><trans-unit id="d4"><source>Only seg-source</source><seg-source><mrk mtype="seg" mid="3">Only seg-source</mrk></seg-source></trans-unit></group></body></file></xliff>`;

const XTM = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xtm="http://www.xtm-intl.com/XLIFF">
<file original="brochure.docx" source-language="en-GB" datatype="x-xtm" xtm:file-id="77">
<body>
<trans-unit id="1" xtm:segment-id="1" xml:space="preserve"><source>Fees &amp; charges <bpt id="1">&lt;b&gt;</bpt>apply<ept id="1">&lt;/b&gt;</ept> &lt; 5 days</source><target/></trans-unit>
<trans-unit id="2"><source>Tab<ph id="2">&lt;tab/&gt;</ph>separated</source><target state="new">Alt</target></trans-unit>
</body>
</file>
</xliff>`;

describe('XLIFF', () => {
  it('reads memoQ, JavaPM and Angular files: units, inline codes, notes and existing targets', () => {
    const memoq = extractDocument({ filename: 'a.xlf', bytes: corpusFile('xliff12/okapi_MQ-12-Test01_memoq.xlf') }).units;
    expect(memoq[0]).toMatchObject({ id: '1', parts: ['Rainbow - Main Window'] });
    const javapm = extractDocument({ filename: 'b.xlf', bytes: corpusFile('xliff12/okapi_SF-12-Test02_javapm.xlf') }).units;
    expect(javapm[0]).toMatchObject({ id: 'About.0', parts: ['About...'], target: 'Acerca de...' });
    const angular = extractDocument({ filename: 'c.xlf2', bytes: corpusFile('xliff20/ngx_ngExtractedMaster1_angular.xlf2') }).units;
    expect(angular.find((u) => u.id === '9030312858648510700')).toMatchObject({ parts: ['Eintrag ', ' von ', ' hinzugefügt.'], codes: 2, note: 'placeholder sample' });
  });

  it('translates every unit of the corpus files, keeps them well-formed and sets the target language', () => {
    for (const path of corpusFiles('xliff12').concat(corpusFiles('xliff20'))) {
      const trip = roundTrip(path, corpusFile(path), {}, 'pt-BR');
      expect(trip.target.map((u) => u.id)).toEqual(trip.source.map((u) => u.id));
      const text = decode(trip.translated).replace(/^\uFEFF/, '');
      expectWellFormed(text, path);
      expect(text).toMatch(path.includes('20/') ? /<xliff [^>]*trgLang="pt-BR"/ : /<file [^>]*target-language="pt-BR"/);
      // Targets only: the sources are what they were.
      expect(extractDocument({ filename: path, bytes: trip.translated }).units.map(unitText)).toEqual(trip.source.map(unitText));
      expect(trip.target.every((u) => u.target?.includes('[pt-BR]'))).toBe(true);
    }
  });

  it('fills the segments of a Trados SDLXLIFF file mrk by mrk, and builds a target where there is none', () => {
    const trip = roundTrip('a.sdlxliff', utf8(SDLXLIFF));
    expect(trip.source.map((u) => [u.id, unitText(u)])).toEqual([
      ['a1b2#1', 'Save the file.'],
      ['a1b2#2', 'Then close it.'],
      ['d4#3', 'Only seg-source'],
    ]);
    const out = decode(trip.translated);
    expectWellFormed(out, 'sdlxliff');
    expect(out).toContain('<target state="translated"><g id="1"><mrk mtype="seg" mid="1">[de-DE] Šáṽé ţĥé ƒíļé.</mrk> </g><mrk mtype="seg" mid="2">[de-DE] Ţĥéñ çļóšé <x id="2"/>íţ.</mrk></target>');
    expect(out).toContain('</seg-source><target xml:lang="de-DE" state="translated"><mrk mtype="seg" mid="3">[de-DE] Óñļý šéĝ-šóúŕçé</mrk></target>');
    expect(out).toContain('<trans-unit id="c3" translate="no"><source>Locked</source></trans-unit>');
  });

  it('keeps XTM codes and escapes: native code stays code, text is escaped again', () => {
    const trip = roundTrip('b.xlf', utf8(XTM));
    expect(trip.source[0]).toMatchObject({ parts: ['Fees & charges ', 'apply', ' < 5 days'], codes: 2 });
    const out = decode(trip.translated);
    expectWellFormed(out, 'xtm');
    expect(out).toContain('<target state="translated">[de-DE] Ƒééš &amp; çĥáŕĝéš <bpt id="1">&lt;b&gt;</bpt>áþþļý<ept id="1">&lt;/b&gt;</ept> &lt; 5 đáýš</target>');
    expect(out).toContain('<target state="translated">[de-DE] Ţáƀ<ph id="2">&lt;tab/&gt;</ph>šéþáŕáţéđ</target>');
  });
});
