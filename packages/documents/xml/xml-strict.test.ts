/**
 * Deep nesting read in linear time (unique addresses, however deep), or refused beyond MAX_XML_DEPTH
 * levels (XML and HTML).
 */
import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from '../pseudo';
import { extractDocument, translateDocument } from '../registry';
import { expectWellFormed } from '../testing/round-trip.harness';
import { MAX_XML_DEPTH } from './tokens';

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (text: string, filename = 'a.xml') => extractDocument({ filename, bytes: utf8(text) }).units;

describe('deeply nested XML', () => {
  it(`reads ${MAX_XML_DEPTH} levels with unique addresses, translated well-formed; refuses one more`, () => {
    const nest = (depth: number) => `<a>${'<b>word '.repeat(depth - 1)}${'</b>'.repeat(depth - 1)}</a>`;
    const units = read(nest(MAX_XML_DEPTH));
    expect(units).toHaveLength(MAX_XML_DEPTH - 1);
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    expect(units[1]?.id).toBe('/a/b[1]/b[1]');
    expect(units.at(-1)?.id).toBe(`/a/b[1]/b[1]/b[1]/…#${MAX_XML_DEPTH}/b[1]/b[1]/b[1]/b[1]/b[1]/b[1]/b[1]/b[1]`);
    const out = new TextDecoder().decode(
      translateDocument({ filename: 'a.xml', bytes: utf8(nest(MAX_XML_DEPTH)) }, pseudoTranslator('de'), 'de'),
    );
    expectWellFormed(out, 'deep');
    expect(out.match(/\[de\] ŵóŕđ/g)).toHaveLength(MAX_XML_DEPTH - 1);
    expect(() => read(nest(MAX_XML_DEPTH + 1))).toThrow(`elements nested deeper than ${MAX_XML_DEPTH} levels`);
    const html = `<html><body>${'<div>x '.repeat(MAX_XML_DEPTH + 1)}</body></html>`;
    expect(() => read(html, 'a.html')).toThrow(/nests elements deeper than 1000 levels/);
  });
});
