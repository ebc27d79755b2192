/**
 * Subtitles by their specifications (WebVTT §6.1, SubRip's de facto one), on crafted files that break
 * block-by-blank-line reading, each translated copy read back by an independent parser (vtt.js for
 * WebVTT, media-captions for SubRip): the same cues at the same times, each one translated, every byte
 * outside the cue text as it was.
 */
import { describe, expect, it } from 'vitest';
import { accent, pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { unitText } from '../../types';
import { readSrt, readVtt } from '../../testing/subtitles.harness';

const utf8 = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

function translated(filename: string, text: string): { units: ReturnType<typeof unitsOf>; out: string } {
  return {
    units: unitsOf(filename, text),
    out: decode(translateDocument({ filename, bytes: utf8(text) }, pseudoTranslator('de-DE'), 'de-DE')),
  };
}
const unitsOf = (filename: string, text: string) =>
  extractDocument({ filename, bytes: utf8(text) }).units.map((u) => [u.id, unitText(u)]);
/** The file with every cue text line taken out: what translating must leave alone. */
const withoutText = (text: string, texts: readonly string[]) =>
  texts.reduce((rest, t) => rest.replace(t.replace(/\n/g, '\r\n'), '').replace(t, ''), text);

/** As YouTube writes automatic captions: each timing line right after the previous cue's text. */
const YOUTUBE = `WEBVTT
Kind: captions
Language: en

00:00:00.160 --> 00:00:02.470 align:start position:0%
so<00:00:00.560><c> today</c><00:00:00.880><c> we're</c>
00:00:02.470 --> 00:00:02.480 align:start position:0%
so today we're

00:00:02.480 --> 00:00:05.030 align:start position:0%
going to talk about
00:00:05.030 --> 00:00:07.000
subtitles
`;

describe('WebVTT by the specification', () => {
  it('a timing line inside cue text starts a new cue (YouTube), as vtt.js reads it', () => {
    const { units, out } = translated('a.vtt', YOUTUBE);
    expect(units).toEqual([
      ['cue-1', "so today we're"],
      ['cue-2', "so today we're"],
      ['cue-3', 'going to talk about'],
      ['cue-4', 'subtitles'],
    ]);
    const [before, after] = [readVtt(YOUTUBE), readVtt(out)];
    expect(before.cues).toHaveLength(4);
    expect(after.errors).toBe(0);
    expect(after.cues.map((c) => [c.start, c.end])).toEqual(before.cues.map((c) => [c.start, c.end]));
    expect(after.cues.map((c) => c.text)).toEqual([
      `[de-DE] ${accent('so')}<00:00:00.560><c>${accent(' today')}</c><00:00:00.880><c>${accent(" we're")}</c>`,
      `[de-DE] ${accent("so today we're")}`,
      `[de-DE] ${accent('going to talk about')}`,
      `[de-DE] ${accent('subtitles')}`,
    ]);
    expect(
      withoutText(
        out,
        after.cues.map((c) => c.text),
      ),
    ).toBe(
      withoutText(
        YOUTUBE,
        before.cues.map((c) => c.text),
      ),
    );
  });

  it('keeps NOTE, STYLE and REGION blocks, a cue with a bad timing and its text untouched; CR line ends too', () => {
    const file = [
      'WEBVTT',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'REGION',
      'id:r1 width:40%',
      '',
      'NOTE a comment',
      'over two lines',
      '',
      'bad',
      '00:01.000 --> 00:0x.000',
      'Not a cue: its timing is malformed.',
      '',
      'ok',
      '00:02.000 --> 00:03.000 region:r1',
      'A real cue.',
      'Second line.',
      '',
    ].join('\r');
    const { units, out } = translated('a.vtt', file);
    expect(units).toEqual([['ok', 'A real cue.\nSecond line.']]);
    expect(out).toBe(
      file.replace('A real cue.\rSecond line.', `[de-DE] ${accent('A real cue.')}\r${accent('Second line.')}`),
    );
    // vtt.js parses only once it sees a line feed: it reads the copy with CRs made LFs.
    const read = readVtt(out.replace(/\r/g, '\n'));
    expect(read.cues.map((c) => [c.id, c.text])).toEqual([
      ['ok', `[de-DE] ${accent('A real cue.')}\n${accent('Second line.')}`],
    ]);
  });

  it('Netflix (real file): 865 cues by the specification; vtt.js reads 864 of them back, each translated', () => {
    const bytes = corpusFile('vtt/webvtt_netflix_chicas_del_cable.vtt');
    const source = extractDocument({ filename: 'a.vtt', bytes }).units;
    const out = decode(translateDocument({ filename: 'a.vtt', bytes }, pseudoTranslator('de-DE'), 'de-DE'));
    const [before, after] = [readVtt(decode(bytes)), readVtt(out)];
    // The first cue follows a block of spaces and "1" with no empty line between: by §6.1 the cue has
    // no identifier (our "cue-1"); vtt.js, like Chromium, drops that block and the cue with it.
    expect([source.length, source[0]?.id, before.cues.length, before.errors]).toEqual([865, 'cue-1', 864, 1]);
    expect(after.cues.map((c) => [c.id, c.start, c.end])).toEqual(before.cues.map((c) => [c.id, c.start, c.end]));
    expect(after.cues.filter((c) => !c.text.includes('[de-DE] '))).toEqual([]);
    expect(out).toContain(
      `00:00:07.960 --> 00:00:09.480  position:50.00%,middle  align:middle size:80.00%  line:84.67% \n[de-DE] [Áļƀá] <i>Éñ 1928,</i>\n`,
    );
  });
});

describe('SubRip as players read it', () => {
  it('reads CRLF, LF, a missing final blank line and a missing line end, as media-captions does', async () => {
    const file = '1\r\n00:00:01,000 --> 00:00:02,000\r\nOne\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,500\r\nTwo\r\nlines';
    const { units, out } = translated('a.srt', file);
    expect(units).toEqual([
      ['1', 'One'],
      ['2', 'Two\nlines'],
    ]);
    expect(out).toBe(file.replace('One', '[de-DE] Óñé').replace('Two\r\nlines', '[de-DE] Ţŵó\r\nļíñéš'));
    expect((await readSrt(out)).map((c) => [c.start, c.end, c.text])).toEqual([
      [1, 2, '[de-DE] Óñé'],
      [3, 4.5, '[de-DE] Ţŵó\nļíñéš'],
    ]);
  });

  it('an index and timing line right after cue text start the next cue; a missing index is no cue lost', () => {
    const file =
      '1\n00:00:01,000 --> 00:00:02,000\nOne\n2\n00:00:03,000 --> 00:00:04,000\nTwo\n00:00:05,000 --> 00:00:06,000\nThree\n\n\n\n4\n00:00:07,000 --> 00:00:08,000\n42\nis the answer\n';
    const { units, out } = translated('a.srt', file);
    expect(units).toEqual([
      ['1', 'One'],
      ['2', 'Two'],
      ['cue-3', 'Three'],
      ['4', '42\nis the answer'],
    ]);
    // Only the cue text changed: numbers, timings and the missing blank lines are as they were.
    expect(out).toBe(
      file
        .replace('One', '[de-DE] Óñé')
        .replace('Two', '[de-DE] Ţŵó')
        .replace('Three', '[de-DE] Ţĥŕéé')
        .replace('42\nis', '[de-DE] 42\níš')
        .replace('answer', 'áñšŵéŕ')
        .replace(' the ', ' ţĥé '),
    );
  });
});
