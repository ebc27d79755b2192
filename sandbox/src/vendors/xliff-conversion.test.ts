// @vitest-environment node
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '#documents/registry';
import type { TextUnit } from '#documents/types';
import { xliffFor } from './xliff-conversion';

const unit = (id: string, parts: string[], codes = 0): TextUnit => ({
  id,
  group: 'Body',
  label: `¶ ${id}`,
  parts,
  codes,
});
const units = [
  unit('word/document.xml#p1', ['Hello ', 'bold', ' world.'], 2),
  unit('word/document.xml#p2', ['The quick brown fox jumps over the lazy cat.']),
  unit('word/document.xml#p3', ['Nothing like it & <here>.']),
];
const memory = ['Hello bold world.', 'The quick brown fox jumps over the lazy dog.'];

function wellFormed(xml: string): void {
  new SaxesParser({ xmlns: true }).write(xml).close();
}

describe('XLIFF conversion', () => {
  it('writes a trans-unit per text unit, addressed by the unit, with its runs as placeholders', () => {
    const { xliff, pretranslated } = xliffFor('a&b.docx', 'en-US', 'de-DE', units, null);
    wellFormed(xliff);
    expect(pretranslated).toBe(0);
    expect(xliff).toContain('<file original="a&amp;b.docx" source-language="en-US" target-language="de-DE"');
    expect(xliff).toContain(
      '<trans-unit id="word/document.xml#p1" resname="Body · ¶ word/document.xml#p1">\n        <source>Hello <x id="1"/>bold<x id="2"/> world.</source>',
    );
    expect(xliff).toContain('<source>Nothing like it &amp; &lt;here&gt;.</source>');
    expect(xliff).not.toContain('<target');
  });

  it('pre-translates units whose sentences the memory matches at or above matchCap', () => {
    const exactOnly = xliffFor('a.docx', 'en-US', 'de-DE', units, { matchCap: 100, memory });
    wellFormed(exactOnly.xliff);
    expect(exactOnly.pretranslated).toBe(1);
    expect(exactOnly.xliff).toContain(
      '<target state="translated" state-qualifier="exact-match">[de-DE] Ĥéļļó <x id="1"/>ƀóļđ<x id="2"/> ŵóŕļđ.</target>',
    );

    // "lazy cat" against "lazy dog": one word in nine differs, an 88% fuzzy match.
    const fuzzy = xliffFor('a.docx', 'en-US', 'de-DE', units, { matchCap: 85, memory });
    expect(fuzzy.pretranslated).toBe(2);
    expect(fuzzy.xliff).toContain('<target state="needs-review-translation" state-qualifier="fuzzy-match">[de-DE] Ţĥé');
    expect(xliffFor('a.docx', 'en-US', 'de-DE', units, { matchCap: 95, memory }).pretranslated).toBe(1);
  });

  it('matches the sentences of a paragraph wrapped over lines, its line breaks read as spaces', () => {
    const wrapped = extractDocument({
      filename: 'a.txt',
      bytes: new TextEncoder().encode('Hello bold world.\nThe quick brown fox jumps\nover the lazy dog.\n'),
    }).units;
    expect(wrapped.map((u) => u.parts)).toEqual([
      ['Hello bold world.', 'The quick brown fox jumps', 'over the lazy dog.'],
    ]);
    const { xliff, pretranslated } = xliffFor('a.txt', 'en-US', 'de-DE', wrapped, { matchCap: 100, memory });
    expect(pretranslated).toBe(1);
    expect(xliff).toContain(
      '<target state="translated" state-qualifier="exact-match">[de-DE] Ĥéļļó ƀóļđ ŵóŕļđ.<x id="1"/>',
    );
  });

  it('is read back by the XLIFF format of the document layer with the same units', () => {
    const { xliff } = xliffFor('a.docx', 'en-US', 'de-DE', units, { matchCap: 100, memory });
    const read = extractDocument({ filename: 'a.docx.xlf', bytes: new TextEncoder().encode(xliff) }).units;
    expect(read.map((u) => u.parts.join(''))).toEqual(units.map((u) => u.parts.join('')));
    expect(read[0]?.target).toBe('[de-DE] Ĥéļļó ƀóļđ ŵóŕļđ.');
  });
});
