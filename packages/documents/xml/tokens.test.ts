/**
 * `streamTokens` reads a part in slices: its tokens are those `tokenize` gives for the whole text, also
 * where a tag, an attribute, an entity, a CDATA section or a comment spans two slices.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { largeDocx } from '../testing/large-docx.harness';
import { streamTokens, tokenize } from './tokens';

const SLICE = 64 * 1024;

describe('streamTokens', () => {
  it('gives the tokens of tokenize where markup and text span the slices it reads', () => {
    for (let shift = -12; shift <= 2; shift++) {
      const pad = 'x'.repeat(SLICE + shift);
      const xml =
        `<a>${pad}&amp;&#x41;<b c="1 &lt; 2"/>${pad}<![CDATA[x${pad}y]]><!-- c ${pad} --><?pi x?>` +
        `<w:t xml:space="preserve"> é ${pad.slice(0, 100)}</w:t><long attr="${'z'.repeat(SLICE)}">t</long></a>`;
      expect([...streamTokens(xml)]).toEqual(tokenize(xml));
    }
  });

  it('gives the tokens of tokenize for a real Word body, repeated over several slices', () => {
    const xml = strFromU8(unzipSync(largeDocx(10_000))['word/document.xml'] ?? new Uint8Array());
    expect(xml.length).toBeGreaterThan(4 * SLICE);
    expect([...streamTokens(xml)]).toEqual(tokenize(xml));
  });

  it('refuses what tokenize refuses, with the same message', () => {
    for (const xml of [
      `<a>${'x'.repeat(SLICE)}</b>`,
      `<a>${'x'.repeat(SLICE)}`,
      '<!DOCTYPE a [<!ENTITY e "x">]><a/>',
    ]) {
      expect(() => [...streamTokens(xml)]).toThrow(
        (() => {
          try {
            tokenize(xml);
          } catch (error) {
            return (error as Error).message;
          }
          return 'no error';
        })(),
      );
    }
  });
});
