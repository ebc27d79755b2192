import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { expectWellFormed, roundTrip } from '../../testing/round-trip.harness';
import { unitText, type Translator } from '../../types';
import { readUnits } from './xliff.harness';

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Modelled on Trados Studio 2021 output: header definitions, a locked structure unit, g-wrapped segments, empty target mrks. */
const SDLXLIFF = `<?xml version="1.0" encoding="utf-8"?><xliff xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2" sdl:version="1.0"><file original="C:\\Projects\\Brochure\\en-US\\brochure.docx" datatype="x-sdlfilterframework2" source-language="en-US" target-language="de-DE"><header><file-info xmlns="http://sdl.com/FileTypes/SdlXliff/1.0"><value key="SDL:FileId">4c3f0d0e-8a41-4f9e-9d0b-3f0c2b7e9a11</value><sniff-info><detected-encoding detection-level="Certain" encoding="utf-8"/></sniff-info></file-info><sdl:filetype-info><sdl:filetype-id>Word 2007 v 2.0.0.0</sdl:filetype-id></sdl:filetype-info><fmt-defs xmlns="http://sdl.com/FileTypes/SdlXliff/1.0"><fmt-def id="1"><value key="Bold">True</value></fmt-def></fmt-defs><tag-defs xmlns="http://sdl.com/FileTypes/SdlXliff/1.0"><tag id="pt1"><bpt name="cf" word-end="false">&lt;cf bold="True"&gt;</bpt><ept name="cf" word-end="false">&lt;/cf&gt;</ept><fmt id="1"/></tag><tag id="pt2"><ph name="br" word-end="false">&lt;br/&gt;</ph></tag></tag-defs></header><body>
<group><sdl:cxts><sdl:cxt id="1"/></sdl:cxts><trans-unit translate="no" id="lockTU_0"><source><x id="0"/></source></trans-unit>
<trans-unit id="a1"><source><g id="pt1">Safety first.</g> Read the manual<x id="pt2"/> before use.</source><seg-source><g id="pt1"><mrk mtype="seg" mid="1">Safety first.</mrk></g> <mrk mtype="seg" mid="2">Read the manual<x id="pt2"/> before use.</mrk></seg-source><target><g id="pt1"><mrk mtype="seg" mid="1"/></g> <mrk mtype="seg" mid="2"/></target><sdl:seg-defs><sdl:seg id="1"/><sdl:seg id="2"/></sdl:seg-defs></trans-unit>
<trans-unit id="b2"><source>Keep it dry. Store below 30&#160;°C.</source><seg-source><mrk mtype="seg" mid="3">Keep it dry.</mrk> <mrk mtype="seg" mid="4">Store below 30&#160;°C.</mrk></seg-source><target><mrk mtype="seg" mid="3">Trocken halten.</mrk> <mrk mtype="seg" mid="4"/></target><sdl:seg-defs><sdl:seg id="3" conf="Draft" origin="interactive"/><sdl:seg id="4"/></sdl:seg-defs></trans-unit>
<trans-unit id="c3"><source>Contact <mrk mtype="x-sdl-comment" sdl:cid="c1">support</mrk> today.</source><seg-source><mrk mtype="seg" mid="5"><mrk mtype="x-sdl-location" mid="loc1"/>Contact <mrk mtype="x-sdl-comment" sdl:cid="c1">support</mrk> today.</mrk></seg-source><sdl:seg-defs><sdl:seg id="5"/></sdl:seg-defs></trans-unit>
<trans-unit id="d4"><source>Warranty. See terms.</source><seg-source><mrk mtype="seg" mid="6">Warranty.</mrk> <mrk mtype="seg" mid="7">See terms.</mrk></seg-source><target>Garantie.</target><sdl:seg-defs><sdl:seg id="6"/><sdl:seg id="7"/></sdl:seg-defs></trans-unit>
</group></body><sdl:cmt-defs><sdl:cmt-def id="c1"><Comments xmlns=""><Comment user="pm" date="2024-03-14T10:12:01" type="Medium">Use the brand name</Comment></Comments></sdl:cmt-def></sdl:cmt-defs></file></xliff>`;

/** Modelled on XTM Cloud's XLIFF 1.2 export: xtm: attributes, {1} native codes, CDATA, single-quoted targets, segments. */
const XTM = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xtm="urn:xliff:xtm-extensions">
<file original="brochure.docx" source-language="en-GB" target-language="fr-FR" datatype="x-unknown" xtm:project-id="8812">
<header><tool tool-id="XTM" tool-name="XTM Cloud"/></header>
<body>
<trans-unit id="1" xtm:segment-id="b1f2" xtm:status="NOT_TRANSLATED" xml:space="preserve"><source><bpt id="1" ctype="bold">{1}</bpt>Fees &amp; charges<ept id="1">{/1}</ept> apply &lt; 5 days</source><target state="new"/><note from="XTM">Max. 40 characters</note></trans-unit>
<trans-unit id="2" xtm:segment-id="b1f3"><source>Click <ph id="2" ctype="x-xtm-link">{2}</ph> to continue.<![CDATA[ (see <terms> & "conditions")]]></source><target state='needs-translation' xml:lang='fr-FR'></target></trans-unit>
<trans-unit id="3" xtm:segment-id="b1f4"><source>One. Two.</source><seg-source><mrk mtype="seg" mid="1">One.</mrk> <mrk mtype="seg" mid="2">Two.</mrk></seg-source><target state='needs-translation'><mrk mtype="seg" mid="1"></mrk> <mrk mtype="seg" mid="2"></mrk></target></trans-unit>
<!-- locked by the project manager -->
<trans-unit id="4" translate="no"><source>ACME-REF 42</source></trans-unit>
<trans-unit id="5"><source>Tab<ph id="3">&lt;tab/&gt;</ph>separated <mrk mtype="protected">ACME™</mrk> names<?xtm-mark 7?></source></trans-unit>
</body>
</file>
</xliff>`;

const XLIFF20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
 <file id="f1" original="app/strings.json">
  <group id="g1">
   <unit id="u1"><segment id="s1"><source>First sentence.</source></segment><ignorable><source> </source></ignorable><segment id="s2"><source>Second <pc id="1" dataRefStart="d1">bold</pc> one.</source><target xml:lang="fr">Deuxième</target></segment></unit>
   <unit id="u2"><originalData><data id="d1">&lt;br/&gt;</data></originalData><segment state="final"><source>Line<ph id="1" dataRef="d1"/>break <mrk id="m1" translate="no">ACME</mrk> <sc id="2"/>start<ec startRef="2"/></source><target>Ligne</target></segment></unit>
  </group>
  <group id="g2" translate="no"><unit id="u3"><segment><source>Internal only</source></segment></unit></group>
  <unit id="u4" translate="no"><segment><source>Do not translate</source></segment></unit>
  <unit id="u5"><segment><source/></segment><segment><source>After an empty one</source></segment></unit>
  <unit id="u6"><segment><source>{count, plural, =0 {Tom &amp; Jerry: none} one {# cat &lt;3} other {{count} cats}}</source></segment></unit>
 </file>
</xliff>`;

/** Each unit's target as read by saxes, and whether its markup is the source's (seg-source's). */
function targets(xml: string) {
  expectWellFormed(xml, 'translated XLIFF');
  return readUnits(xml).map((u) => ({
    id: u.id,
    target: u.target,
    markupAsSource: u.target === null ? null : u.targetTags.join() === u.sourceTags.join(),
  }));
}

describe('XLIFF flavours', () => {
  it('Trados SDLXLIFF: a unit per segment; targets mirror the seg-source mrk for mrk; conf set in seg-defs', () => {
    const trip = roundTrip('brochure.docx.sdlxliff', utf8(SDLXLIFF));
    expect(trip.source.map((u) => [u.id, unitText(u), u.codes, u.target ?? null])).toEqual([
      ['a1#1', 'Safety first.', 0, null],
      ['a1#2', 'Read the manual before use.', 1, null],
      ['b2#3', 'Keep it dry.', 0, 'Trocken halten.'],
      ['b2#4', 'Store below 30\u00a0°C.', 0, null],
      ['c3#5', 'Contact support today.', 2, null],
      ['d4#6', 'Warranty.', 0, null],
      ['d4#7', 'See terms.', 0, null],
    ]);
    expect(trip.source[0]).toMatchObject({ group: 'brochure.docx', label: 'a1 · 1' });
    expect(trip.target.map((u) => u.id)).toEqual(trip.source.map((u) => u.id));
    expect(trip.target.filter((u) => !u.target?.startsWith('[de-DE] '))).toEqual([]);
    const out = decode(trip.translated);
    expect(targets(out)).toEqual([
      { id: 'lockTU_0', target: null, markupAsSource: null },
      { id: 'a1', target: '[de-DE] Šáƒéţý ƒíŕšţ. [de-DE] Ŕéáđ ţĥé ɱáñúáļ ƀéƒóŕé úšé.', markupAsSource: true },
      { id: 'b2', target: '[de-DE] Ķééþ íţ đŕý. [de-DE] Šţóŕé ƀéļóŵ 30\u00a0°Ç.', markupAsSource: true },
      { id: 'c3', target: '[de-DE] Çóñţáçţ šúþþóŕţ ţóđáý.', markupAsSource: true },
      { id: 'd4', target: '[de-DE] Ŵáŕŕáñţý. [de-DE] Šéé ţéŕɱš.', markupAsSource: true },
    ]);
    expect(out).toContain(
      '<target><g id="pt1"><mrk mtype="seg" mid="1">[de-DE] Šáƒéţý ƒíŕšţ.</mrk></g> <mrk mtype="seg" mid="2">[de-DE] Ŕéáđ ţĥé ɱáñúáļ<x id="pt2"/> ƀéƒóŕé úšé.</mrk></target>',
    );
    // A missing target is created after the seg-source, as Trados writes it (no state attribute).
    expect(out).toContain(
      '</seg-source><target><mrk mtype="seg" mid="5"><mrk mtype="x-sdl-location" mid="loc1"/>[de-DE] Çóñţáçţ <mrk mtype="x-sdl-comment" sdl:cid="c1">šúþþóŕţ</mrk> ţóđáý.</mrk></target>',
    );
    expect(out).toContain(
      '<sdl:seg id="3" conf="Translated" origin="interactive"/><sdl:seg id="4" conf="Translated"/>',
    );
    expect(out.match(/conf="Translated"/g)).toHaveLength(7);
    expect(out).not.toContain('state=');
    expect(out).toContain('<trans-unit translate="no" id="lockTU_0"><source><x id="0"/></source></trans-unit>');
  });

  it('Trados SDLXLIFF: segments left untranslated stay empty and unconfirmed', () => {
    const only: Translator = (unit) =>
      unit.id === 'a1#1' || unit.id === 'd4#7' ? pseudoTranslator('de-DE')(unit) : undefined;
    const out = decode(translateDocument({ filename: 'a.sdlxliff', bytes: utf8(SDLXLIFF) }, only, 'de-DE'));
    expect(targets(out).map((t) => [t.id, t.target])).toEqual([
      ['lockTU_0', null],
      ['a1', '[de-DE] Šáƒéţý ƒíŕšţ. '],
      ['b2', 'Trocken halten. '],
      ['c3', null],
      ['d4', ' [de-DE] Šéé ţéŕɱš.'],
    ]);
    expect(out).toContain(
      '<target><g id="pt1"><mrk mtype="seg" mid="1">[de-DE] Šáƒéţý ƒíŕšţ.</mrk></g> <mrk mtype="seg" mid="2"/></target>',
    );
    expect(out).toContain('<sdl:seg-defs><sdl:seg id="1" conf="Translated"/><sdl:seg id="2"/></sdl:seg-defs>');
    expect(out).toContain(
      '<target><mrk mtype="seg" mid="6"></mrk> <mrk mtype="seg" mid="7">[de-DE] Šéé ţéŕɱš.</mrk></target>',
    );
  });

  it('Trados SDLXLIFF: locked segments are locked units; rebuilding a target keeps the translations it held', () => {
    const xml = SDLXLIFF.replace(
      /<trans-unit id="b2">[\s\S]*?<\/trans-unit>/,
      '<trans-unit id="b2"><source>ACME 3000. Keep it dry. Store cool.</source><seg-source><mrk mtype="seg" mid="3">ACME 3000.</mrk> <mrk mtype="seg" mid="4">Keep it dry.</mrk> <mrk mtype="seg" mid="5">Store cool.</mrk></seg-source><target><mrk mtype="seg" mid="4">Trocken halten.</mrk></target><sdl:seg-defs><sdl:seg id="3" locked="true" conf="ApprovedSignOff"/><sdl:seg id="4" conf="Translated"/><sdl:seg id="5"/></sdl:seg-defs></trans-unit>',
    );
    const units = extractDocument({ filename: 'a.sdlxliff', bytes: utf8(xml) }).units;
    expect(
      units.filter((u) => u.id.startsWith('b2#')).map((u) => [u.id, u.target ?? null, u.locked !== undefined]),
    ).toEqual([
      ['b2#3', null, true],
      ['b2#4', 'Trocken halten.', false],
      ['b2#5', null, false],
    ]);
    const only: Translator = (unit) => (unit.id !== 'b2#4' ? pseudoTranslator('de-DE')(unit) : undefined);
    const out = decode(translateDocument({ filename: 'a.sdlxliff', bytes: utf8(xml) }, only, 'de-DE'));
    expectWellFormed(out, 'locked');
    expect(out).toContain(
      '<target><mrk mtype="seg" mid="3">ACME 3000.</mrk> <mrk mtype="seg" mid="4">Trocken halten.</mrk> <mrk mtype="seg" mid="5">[de-DE] Šţóŕé çóóļ.</mrk></target>',
    );
    expect(out).toContain(
      '<sdl:seg id="3" locked="true" conf="ApprovedSignOff"/><sdl:seg id="4" conf="Translated"/><sdl:seg id="5" conf="Translated"/>',
    );
  });

  it('XTM: native code stays code, CDATA and escapes come back well-formed, segmented targets are filled', () => {
    const trip = roundTrip('brochure.xlf', utf8(XTM));
    expect(trip.source.map((u) => [u.id, u.parts, u.codes])).toEqual([
      ['1', ['Fees & charges', ' apply < 5 days'], 2],
      ['2', ['Click ', ' to continue. (see <terms> & "conditions")'], 1],
      ['3#1', ['One.'], 0],
      ['3#2', ['Two.'], 0],
      ['5', ['Tab', 'separated ', ' names'], 2],
    ]);
    expect(trip.source[0]?.note).toBe('Max. 40 characters');
    const out = decode(trip.translated);
    expect(targets(out).filter((t) => t.markupAsSource === false)).toEqual([]);
    expect(trip.target.filter((u) => !u.target?.startsWith('[de-DE] '))).toEqual([]);
    expect(out).toContain('target-language="de-DE" datatype="x-unknown"');
    expect(out).toContain(
      '<target state="translated"><bpt id="1" ctype="bold">{1}</bpt>[de-DE] Ƒééš &amp; çĥáŕĝéš<ept id="1">{/1}</ept> áþþļý &lt; 5 đáýš</target><note',
    );
    expect(out).toContain(
      `<target state='translated' xml:lang='de-DE'>[de-DE] Çļíçķ <ph id="2" ctype="x-xtm-link">{2}</ph> ţó çóñţíñúé. (šéé &lt;terms&gt; &amp; "çóñđíţíóñš")</target>`,
    );
    expect(out).toContain(
      `<target state='translated'><mrk mtype="seg" mid="1">[de-DE] Óñé.</mrk> <mrk mtype="seg" mid="2">[de-DE] Ţŵó.</mrk></target>`,
    );
    expect(out).toContain('<trans-unit id="4" translate="no"><source>ACME-REF 42</source></trans-unit>');
    expect(out).toContain(
      '</source><target xml:lang="de-DE" state="translated">[de-DE] Ţáƀ<ph id="3">&lt;tab/&gt;</ph>šéþáŕáţéđ <mrk mtype="protected">ACME™</mrk> ñáɱéš<?xtm-mark 7?></target></trans-unit>',
    );
  });

  it('XLIFF 2.0: every segment translated, state and trgLang set, excluded groups and units left alone', () => {
    const trip = roundTrip('strings.xlf', utf8(XLIFF20));
    expect(trip.source.map((u) => [u.id, u.parts, u.codes, u.target ?? null])).toEqual([
      ['u1#s1', ['First sentence.'], 0, null],
      ['u1#s2', ['Second ', 'bold', ' one.'], 1, 'Deuxième'],
      ['u2', ['Line', 'break ', ' ', 'start'], 4, 'Ligne'],
      ['u5#2', ['After an empty one'], 0, null],
      ['u6', ['Tom & Jerry: none', '# cat <3', '{count} cats'], 4, null],
    ]);
    expect(trip.source[0]).toMatchObject({ group: 'strings.json', label: 'u1#s1' });
    expect(trip.target.map((u) => u.id)).toEqual(trip.source.map((u) => u.id));
    expect(trip.target.filter((u) => !u.target?.includes('[de-DE] '))).toEqual([]);
    const out = decode(trip.translated);
    expect(targets(out).filter((t) => t.markupAsSource === false)).toEqual([]);
    expect(out).toContain('srcLang="en" trgLang="de-DE"');
    expect(out).toContain(
      '<segment id="s2" state="translated"><source>Second <pc id="1" dataRefStart="d1">bold</pc> one.</source><target xml:lang="de-DE">[de-DE] Šéçóñđ <pc id="1" dataRefStart="d1">ƀóļđ</pc> óñé.</target></segment>',
    );
    expect(out).toContain(
      '<segment state="translated"><source>Line<ph id="1" dataRef="d1"/>break <mrk id="m1" translate="no">ACME</mrk> <sc id="2"/>start<ec startRef="2"/></source><target>[de-DE] Ļíñé<ph id="1" dataRef="d1"/>ƀŕéáķ <mrk id="m1" translate="no">ACME</mrk> <sc id="2"/>šţáŕţ<ec startRef="2"/></target></segment>',
    );
    expect(out).toContain('<ignorable><source> </source></ignorable>');
    expect(out).toContain(
      '<group id="g2" translate="no"><unit id="u3"><segment><source>Internal only</source></segment></unit></group>',
    );
    expect(out).toContain('<unit id="u4" translate="no"><segment><source>Do not translate</source></segment></unit>');
    expect(out).toContain(
      '<target>{count, plural, =0 {[de-DE] Ţóɱ &amp; Ĵéŕŕý: ñóñé} one {# çáţ &lt;3} other {{count} çáţš}}</target>',
    );
    expect(out.match(/state="translated"/g)).toHaveLength(5);
  });

  it('writes any translation as well-formed XML: markup characters escaped, control characters dropped', () => {
    const nasty: Translator = (unit) => unit.parts.map((p, i) => (i === 0 ? `a < b & c ]]> "q" \u0001\uFFFE${p}` : p));
    for (const xml of [SDLXLIFF, XTM, XLIFF20]) {
      const out = decode(translateDocument({ filename: 'a.xlf', bytes: utf8(xml) }, nasty, 'fr-FR'));
      expectWellFormed(out, 'nasty');
      const units = extractDocument({ filename: 'a.xlf', bytes: utf8(out) }).units.filter((u) => !u.locked);
      expect(units.filter((u) => !u.target?.includes('a < b & c ]]> "q" ')).map((u) => u.id)).toEqual([]);
    }
  });

  it('gives units of several files unique ids and sets each file’s target language', () => {
    const file = (name: string) =>
      `<file original="${name}" source-language="en" datatype="plaintext"><body><trans-unit id="1"><source>Hello ${name}</source></trans-unit></body></file>`;
    const xml = `<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">${file('a.txt')}${file('b.txt')}</xliff>`;
    const trip = roundTrip('two.xlf', utf8(xml));
    expect(trip.source.map((u) => [u.id, u.group])).toEqual([
      ['1', 'a.txt'],
      ['1@2', 'b.txt'],
    ]);
    const out = decode(trip.translated);
    expect(out.match(/target-language="de-DE"/g)).toHaveLength(2);
    expect(out).toContain(
      '<source>Hello b.txt</source><target xml:lang="de-DE" state="translated">[de-DE] Ĥéļļó ƀ.ţẋţ</target>',
    );
  });

  it('refuses files that are not XLIFF or declare entities', () => {
    expect(() => extractDocument({ filename: 'a.xlf', bytes: utf8('<html><body>Hi</body></html>') })).toThrow(
      /not XLIFF/,
    );
    const entities = '<!DOCTYPE xliff [<!ENTITY a "aaaa">]><xliff version="1.2"><file><body/></file></xliff>';
    expect(() => extractDocument({ filename: 'a.xlf', bytes: utf8(entities) })).toThrow(
      expect.objectContaining({ code: 'entities' }),
    );
    expect(() => extractDocument({ filename: 'a.xlf', bytes: utf8('<xliff version="1.2"><file><body>') })).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
  });
});
