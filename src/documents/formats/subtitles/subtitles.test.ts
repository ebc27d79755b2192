import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { corpusFile } from '../../testing/corpus';
import { expectAllTranslated, roundTrip } from '../../testing/round-trip';
import { unitText } from '../../types';

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
/** Every line that is not cue text: the structure a player reads. */
const structure = (text: string) => text.split(/\r?\n/).filter((line) => line.includes('-->') || /^(\d+|WEBVTT.*|NOTE.*|\s*)$/.test(line));

const SRT = '\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\n{\\an8}Hello <b>there</b>,\r\nmy friend.\r\n\r\n2\r\n00:00:05,500 --> 00:00:07,250\r\n- Who?\r\n- You.\r\n\r\n';

describe('subtitles', () => {
  it('translates the Netflix WebVTT file cue by cue, keeping header, notes, timings and settings', () => {
    const bytes = corpusFile('vtt/webvtt_netflix_chicas_del_cable.vtt');
    const trip = roundTrip('a.vtt', bytes);
    expect(trip.source[0]).toMatchObject({ id: '1', label: '00:00:07.960 → 00:00:09.480', parts: ['[Alba] ', 'En 1928,'], codes: 2 });
    expect(trip.source.length).toBe(decode(bytes).match(/-->/g)?.length);
    expectAllTranslated(trip);
    expect(structure(decode(trip.translated))).toEqual(structure(decode(bytes)));
    expect(decode(trip.translated)).toContain(`<i>[de-DE] ${accent('las mujeres éramos')}</i>\n<i>${accent('algo así como adornos')}</i>`);
  });

  it('keeps a SubRip file SubRip: byte-order mark, CRLF, numbers, timings and position tags', () => {
    const trip = roundTrip('a.srt', new TextEncoder().encode(SRT));
    expect(trip.source.map((u) => [u.id, unitText(u), u.codes])).toEqual([
      ['1', 'Hello there,\nmy friend.', 3],
      ['2', '- Who?\n- You.', 0],
    ]);
    expect(decode(trip.translated)).toBe(
      `\uFEFF1\r\n00:00:01,000 --> 00:00:04,000\r\n{\\an8}[de-DE] ${accent('Hello ')}<b>${accent('there')}</b>${accent(',\r\nmy friend.')}\r\n\r\n2\r\n00:00:05,500 --> 00:00:07,250\r\n[de-DE] ${accent('- Who?\r\n- You.')}\r\n\r\n`,
    );
  });
});
