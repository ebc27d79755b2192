/**
 * The round trip of a text file (round-trip.harness.ts) as the text formats' tests read it: the file given
 * as a string or bytes, the translated copy also as text, and a check of the units read and the exact file
 * written back.
 */
import { expect } from 'vitest';
import { unitText, type DocumentOptions } from '../types';
import { roundTrip } from './round-trip.harness';

export const utf8 = (text: string) => new TextEncoder().encode(text);
export const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

export function textRoundTrip(filename: string, content: string | Uint8Array, options: DocumentOptions = {}) {
  const trip = roundTrip(filename, typeof content === 'string' ? utf8(content) : content, options);
  return { ...trip, output: text(trip.translated) };
}

/** The units a file is read into (id → text, in order), and the exact file written back. */
export function expectRoundTrip(
  filename: string,
  content: string,
  expected: { units: Record<string, string>; output: string },
) {
  const { source, output } = textRoundTrip(filename, content);
  expect(source.map((u) => [u.id, unitText(u)])).toEqual(Object.entries(expected.units));
  expect(output).toBe(expected.output);
}
