import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { expectAllTranslated, roundTrip, wordCount } from '../../testing/round-trip.harness';
import { unitText } from '../../types';

const NETFLIX = 'vtt/webvtt_netflix_chicas_del_cable.vtt';
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * What a player reads besides the cue text, by the specs' rules and not by the module's: blocks are
 * separated by blank lines; in a cue block everything up to the timing line is kept as is and the text
 * lines are only counted. Other blocks (header, NOTE, STYLE, REGION) are kept whole.
 */
function skeleton(text: string): string[] {
  return text.split(/\r?\n(?:[ \t]*\r?\n)+/).map((block) => {
    const lines = block.split(/\r?\n/);
    const timing = lines.findIndex((l) => /^\S+ --> \S+/.test(l));
    return timing < 0 ? block : `${lines.slice(0, timing + 1).join('|')} + ${lines.length - timing - 1} lines`;
  });
}

const SRT =
  '\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\n{\\an8}Hello <b>there</b>,\r\nmy friend.\r\n\r\n' +
  '2\r\n00:00:05,500 --> 00:00:07,250\r\n[Anna] Who?\r\n- <i>You.</i>\r\n\r\n' +
  '3\r\n00:00:08,000 --> 00:00:09,000 X1:100 X2:600 Y1:50 Y2:80\r\n<font color="#ffff00">Careful!</font>\r\n\r\n';

const VTT = `WEBVTT - Chapter 1
Kind: captions

STYLE
::cue(.yellow) { color: yellow; }

REGION
id:fred width:40%

NOTE The next cue has an identifier
and settings

intro
00:01.000 --> 00:04.000 region:fred align:left
<v Roger Bingham>We are in New York City &amp; it's cold.

00:05.000 --> 00:08.000
<c.yellow>Karaoke</c> <00:05.500>time &lt;3
`;

describe('subtitles', () => {
  it('reads the Netflix WebVTT file cue by cue: numbers as ids, timings as labels, tags as codes, speakers as text', () => {
    const bytes = corpusFile(NETFLIX);
    const units = extractDocument({ filename: 'a.vtt', bytes }).units;
    expect(units).toHaveLength(decode(bytes).match(/-->/g)?.length ?? 0);
    // The first cue has no identifier by WebVTT §6.1: a line of spaces and its number are a block before it.
    expect(units.map((u) => u.id)).toEqual(units.map((_, i) => (i === 0 ? 'cue-1' : String(i + 1))));
    expect(units[0]).toMatchObject({
      id: 'cue-1',
      group: 'Cues',
      label: '00:00:07.960 → 00:00:09.480',
      parts: ['[Alba] ', 'En 1928,'],
      codes: 2,
    });
    expect(units[1]).toMatchObject({ parts: ['las mujeres éramos', 'algo así como adornos'], codes: 4 });
    expect(units.find((u) => unitText(u).startsWith('[Pedro]'))?.parts).toEqual([
      '[Pedro] Lo haré cuando le digas a tu amiga\nque te vienes conmigo.',
    ]);
    expect(units.at(-1)).toMatchObject({ id: '865', parts: ['Alba.'], label: '00:52:27.320 → 00:52:28.600' });
    console.info(`${NETFLIX}: ${units.length} units, ${wordCount(units)} words`);
  });

  it('translates every Netflix cue and keeps header, notes, numbers, timings, settings and line count', () => {
    const bytes = corpusFile(NETFLIX);
    const trip = roundTrip('a.vtt', bytes);
    expectAllTranslated(trip);
    const out = decode(trip.translated);
    expect(skeleton(out)).toEqual(skeleton(decode(bytes)));
    expect(out).toContain(
      `<i>[de-DE] ${accent('las mujeres éramos')}</i>\n<i>${accent('algo así como adornos')}</i>\n`,
    );
    expect(out.startsWith('WEBVTT\n\nNOTE Netflix\n')).toBe(true);
  });

  it('keeps a SubRip file SubRip: byte-order mark, CRLF, numbers, timings, coordinates and position tags', () => {
    const trip = roundTrip('a.srt', utf8(SRT));
    expect(trip.source.map((u) => [u.id, u.label, u.parts, u.codes])).toEqual([
      ['1', '00:00:01,000 → 00:00:04,000', ['Hello ', 'there', ',\nmy friend.'], 3],
      ['2', '00:00:05,500 → 00:00:07,250', ['[Anna] Who?\n- ', 'You.'], 2],
      ['3', '00:00:08,000 → 00:00:09,000', ['Careful!'], 2],
    ]);
    expectAllTranslated(trip);
    expect(decode(trip.translated)).toBe(
      `\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\n{\\an8}[de-DE] ${accent('Hello ')}<b>${accent('there')}</b>${accent(',\r\nmy friend.')}\r\n\r\n` +
        `2\r\n00:00:05,500 --> 00:00:07,250\r\n[de-DE] ${accent('[Anna] Who?\r\n- ')}<i>${accent('You.')}</i>\r\n\r\n` +
        `3\r\n00:00:08,000 --> 00:00:09,000 X1:100 X2:600 Y1:50 Y2:80\r\n<font color="#ffff00">[de-DE] ${accent('Careful!')}</font>\r\n\r\n`,
    );
  });

  it('keeps WebVTT blocks, identifiers, settings, voices, classes and karaoke timestamps; entities read and written', () => {
    const trip = roundTrip('a.vtt', utf8(VTT));
    expect(trip.source.map((u) => [u.id, u.parts, u.codes])).toEqual([
      ['intro', ["We are in New York City & it's cold."], 1],
      // The space between two codes is layout, not a part of its own.
      ['cue-2', ['Karaoke', 'time <3'], 3],
    ]);
    expectAllTranslated(trip);
    const out = decode(trip.translated);
    expect(skeleton(out)).toEqual(skeleton(VTT));
    expect(out).toContain(
      `<v Roger Bingham>[de-DE] ${accent('We are in New York City')} &amp; ${accent("it's cold.")}\n`,
    );
    expect(out).toContain(`<c.yellow>[de-DE] ${accent('Karaoke')}</c> <00:05.500>${accent('time')} &lt;3\n`);
  });

  it('never lets a translation end a cue early: no blank line, no timing arrow, no markup from text', () => {
    const hostile = () => ['\n\nFirst line\n\n\nsecond --> line <b>&\n'];
    const srt = decode(
      translateDocument(
        {
          filename: 'a.srt',
          bytes: utf8('1\n00:00:01,000 --> 00:00:02,000\nOne line\n\n2\n00:00:03,000 --> 00:00:04,000\nTwo\n'),
        },
        hostile,
        'de-DE',
      ),
    );
    expect(srt).toBe(
      '1\n00:00:01,000 --> 00:00:02,000\nFirst line\nsecond -> line <b>&\n\n2\n00:00:03,000 --> 00:00:04,000\nFirst line\nsecond -> line <b>&\n',
    );
    const vtt = decode(
      translateDocument(
        {
          filename: 'a.vtt',
          bytes: utf8('WEBVTT\n\n00:01.000 --> 00:02.000\nOne line\n\n00:03.000 --> 00:04.000\nTwo\n'),
        },
        hostile,
        'de-DE',
      ),
    );
    // WebVTT escapes the arrow's > like any markup character: no longer an arrow, read back as the text it was.
    expect(vtt).toBe(
      'WEBVTT\n\n00:01.000 --> 00:02.000\nFirst line\nsecond --&gt; line &lt;b&gt;&amp;\n\n00:03.000 --> 00:04.000\nFirst line\nsecond --&gt; line &lt;b&gt;&amp;\n',
    );
    expect(extractDocument({ filename: 'a.vtt', bytes: utf8(vtt) }).units.map(unitText)).toEqual([
      'First line\nsecond --> line <b>&',
      'First line\nsecond --> line <b>&',
    ]);
  });

  it('refuses a .vtt file that is not WebVTT', () => {
    expect(() => extractDocument({ filename: 'a.vtt', bytes: utf8('1\n00:00:01,000 --> 00:00:02,000\nHi\n') })).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
  });
});
