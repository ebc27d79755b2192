/**
 * Approved, final and signed-off targets (XLIFF 1.2 `approved="yes"`, `state="final"`/`"signed-off"`,
 * memoQ `mq:locked`, Trados `ApprovedSignOff`/`ApprovedTranslation`/`locked="true"`, XLIFF 2.0
 * `state="final"`) are locked units: extracted with their target, never offered for translation, and
 * their markup comes back byte for byte, read back by saxes (not by our tokenizer).
 */
import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { expectWellFormed } from '../../testing/round-trip.harness';
import type { TextUnit, Translator } from '../../types';
import { readUnits } from './xliff.harness';

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

const XLIFF12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:mq="MQXliff">
<file original="ui.properties" source-language="en" target-language="de-DE" datatype="plaintext"><body>
<trans-unit id="approved" approved="yes"><source>Open the file.</source><target state="translated">Datei öffnen.</target></trans-unit>
<trans-unit id="final"><source>Save <g id="1">all</g>.</source><target state="final">Alles <g id="1">speichern</g>.</target></trans-unit>
<trans-unit id="signed"><source>Close.</source><target state='signed-off' xml:lang='de-DE'>Schließen.</target></trans-unit>
<trans-unit id="approved-empty" approved="yes"><source>Nothing approved yet.</source></trans-unit>
<trans-unit id="memoq" mq:locked="locked" mq:status="Confirmed"><source>Locked in memoQ.</source><target>In memoQ gesperrt.</target></trans-unit>
<trans-unit id="open"><source>Print.</source><target state="needs-translation">Drucken?</target></trans-unit>
<trans-unit id="not-approved" approved="no"><source>Quit.</source><target state="needs-review-translation">Beenden?</target></trans-unit>
</body></file></xliff>`;

const SDLXLIFF = `<?xml version="1.0" encoding="utf-8"?><xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0"><file original="a.docx" datatype="x-sdlfilterframework2" source-language="en-US" target-language="de-DE"><body>
<trans-unit id="t1"><source>One. Two. Three. Four.</source><seg-source><mrk mtype="seg" mid="1">One.</mrk> <mrk mtype="seg" mid="2">Two.</mrk> <mrk mtype="seg" mid="3">Three.</mrk> <mrk mtype="seg" mid="4">Four.</mrk></seg-source><target><mrk mtype="seg" mid="1">Eins.</mrk> <mrk mtype="seg" mid="2">Zwei.</mrk> <mrk mtype="seg" mid="3">Drei.</mrk> <mrk mtype="seg" mid="4">Vier?</mrk></target><sdl:seg-defs><sdl:seg id="1" conf="ApprovedSignOff" origin="interactive"/><sdl:seg id="2" conf="ApprovedTranslation"/><sdl:seg id="3" locked="true" conf="Translated"/><sdl:seg id="4" conf="Draft"/></sdl:seg-defs></trans-unit>
</body></file></xliff>`;

const XLIFF20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
 <file id="f1"><unit id="u1"><segment id="s1" state="final"><source>Done <pc id="1">here</pc>.</source><target>Hier <pc id="1">fertig</pc>.</target></segment><segment id="s2" state="reviewed"><source>Not yet.</source><target>Noch nicht?</target></segment></unit>
 <unit id="u2"><segment state="final"><source>Final without target.</source></segment></unit></file>
</xliff>`;

/** The raw markup of each trans-unit (1.2) or segment (2.0), by id, as the file holds it. */
function blocks(xml: string, name: 'trans-unit' | 'segment'): Map<string, string> {
  const found = xml.matchAll(new RegExp(`<${name}\\b[^>]*\\bid="([^"]+)"[\\s\\S]*?</${name}>`, 'g'));
  return new Map([...found].map((m) => [m[1] ?? '', m[0]]));
}

function translate(xml: string, filename: string, language: string, seen: TextUnit[] = []): string {
  const recording: Translator = (unit) => {
    seen.push(unit);
    return pseudoTranslator(language)(unit);
  };
  const out = decode(translateDocument({ filename, bytes: utf8(xml) }, recording, language));
  expectWellFormed(out, filename);
  return out;
}

const lockedIds = (xml: string, filename: string) =>
  extractDocument({ filename, bytes: utf8(xml) })
    .units.filter((u) => u.locked)
    .map((u) => u.id);

describe('XLIFF approved, final and signed-off targets', () => {
  it('XLIFF 1.2: approved, final, signed-off and memoQ-locked targets stay as they are, the rest is translated', () => {
    expect(lockedIds(XLIFF12, 'a.xlf')).toEqual(['approved', 'final', 'signed', 'memoq']);
    const offered: TextUnit[] = [];
    const out = translate(XLIFF12, 'a.xlf', 'de-DE', offered);
    expect(offered.map((u) => u.id)).toEqual(['approved-empty', 'open', 'not-approved']);
    const [before, after] = [blocks(XLIFF12, 'trans-unit'), blocks(out, 'trans-unit')];
    for (const id of ['approved', 'final', 'signed', 'memoq']) expect(after.get(id), id).toBe(before.get(id));
    // Read back by saxes: the kept targets, and the new ones.
    expect(readUnits(out).map((u) => [u.id, u.target])).toEqual([
      ['approved', 'Datei öffnen.'],
      ['final', 'Alles speichern.'],
      ['signed', 'Schließen.'],
      ['approved-empty', '[de-DE] Ñóţĥíñĝ áþþŕóṽéđ ýéţ.'],
      ['memoq', 'In memoQ gesperrt.'],
      ['open', '[de-DE] Þŕíñţ.'],
      ['not-approved', '[de-DE] Ǫúíţ.'],
    ]);
    // An approval without a target approves nothing: the new target is not approved either.
    expect(after.get('approved-empty')).toContain('<trans-unit id="approved-empty" approved="no">');
  });

  it('XLIFF 1.2: an approval in another language does not hold; the new translation is not approved', () => {
    expect(lockedIds(XLIFF12, 'a.xlf')).toHaveLength(4);
    const offered: TextUnit[] = [];
    const out = translate(XLIFF12, 'a.xlf', 'fr-FR', offered);
    expect(offered.map((u) => [u.id, u.locked])).toEqual(
      ['approved', 'final', 'signed', 'approved-empty', 'memoq', 'open', 'not-approved'].map((id) => [id, undefined]),
    );
    expect(readUnits(out).every((u) => u.target?.startsWith('[fr-FR] '))).toBe(true);
    expect(out).toContain('<trans-unit id="approved" approved="no">');
    expect(out).toContain('<target state="translated">[fr-FR] Šáṽé <g id="1">áļļ</g>.</target>');
    // "de" and "de-DE" are one language: the approvals hold.
    expect(translate(XLIFF12, 'a.xlf', 'de')).toContain(
      '<target state="final">Alles <g id="1">speichern</g>.</target>',
    );
  });

  it('Trados SDLXLIFF: signed-off, approved and locked segments are kept; their status is not touched', () => {
    expect(lockedIds(SDLXLIFF, 'a.sdlxliff')).toEqual(['t1#1', 't1#2', 't1#3']);
    const out = translate(SDLXLIFF, 'a.sdlxliff', 'de-DE');
    expect(out).toContain(
      '<target><mrk mtype="seg" mid="1">Eins.</mrk> <mrk mtype="seg" mid="2">Zwei.</mrk> <mrk mtype="seg" mid="3">Drei.</mrk> <mrk mtype="seg" mid="4">[de-DE] Ƒóúŕ.</mrk></target>',
    );
    expect(out).toContain(
      '<sdl:seg id="1" conf="ApprovedSignOff" origin="interactive"/><sdl:seg id="2" conf="ApprovedTranslation"/><sdl:seg id="3" locked="true" conf="Translated"/><sdl:seg id="4" conf="Translated"/>',
    );
  });

  it('XLIFF 2.0: a final segment is kept beside a translated one; final without a target is translated', () => {
    expect(lockedIds(XLIFF20, 'a.xlf')).toEqual(['u1#s1']);
    const out = translate(XLIFF20, 'a.xlf', 'de-AT');
    const [before, after] = [blocks(XLIFF20, 'segment'), blocks(out, 'segment')];
    expect(after.get('s1')).toBe(before.get('s1'));
    expect(after.get('s2')).toBe(
      '<segment id="s2" state="translated"><source>Not yet.</source><target>[de-AT] Ñóţ ýéţ.</target></segment>',
    );
    expect(readUnits(out).map((u) => u.target)).toEqual([
      'Hier fertig.',
      '[de-AT] Ñóţ ýéţ.',
      '[de-AT] Ƒíñáļ ŵíţĥóúţ ţáŕĝéţ.',
    ]);
  });

  it('JavaPM (real file, approved in Spanish): into Spanish the 90 approved units are kept, the 8 others translated', () => {
    const path = 'xliff12/okapi_SF-12-Test02_javapm.xlf';
    const bytes = corpusFile(path);
    const units = extractDocument({ filename: 'b.xlf', bytes }).units;
    expect([units.length, units.filter((u) => u.locked?.language === 'es').length]).toEqual([98, 90]);
    const xml = decode(bytes);
    const out = decode(translateDocument({ filename: 'b.xlf', bytes }, pseudoTranslator('es'), 'es'));
    expectWellFormed(out.replace(/^\uFEFF/, ''), path);
    const [before, after] = [blocks(xml, 'trans-unit'), blocks(out, 'trans-unit')];
    const changed = [...before].filter(([id, raw]) => after.get(id) !== raw).map(([id]) => id);
    expect(changed).toEqual(units.filter((u) => !u.locked).map((u) => u.id));
    expect(readUnits(out.replace(/^\uFEFF/, '')).filter((u) => u.target?.startsWith('[es] '))).toHaveLength(8);
  });
});
