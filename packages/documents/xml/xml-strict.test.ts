/**
 * XML strictly well-formed or refused (XML 1.0 §2.1, §2.4, §3.1, §4.1), naming what and the line, also
 * when read in slices; deep nesting read in linear time (unique addresses, however deep), or refused
 * beyond MAX_XML_DEPTH levels (XML and HTML).
 */
import { describe, expect, it } from 'vitest';
import { pseudoTranslator } from '../pseudo';
import { extractDocument, translateDocument } from '../registry';
import { expectWellFormed } from '../testing/round-trip.harness';
import { DocumentError } from '../errors';
import { MAX_XML_DEPTH, streamTokens, tokenize } from './tokens';

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (text: string, filename = 'a.xml') => extractDocument({ filename, bytes: utf8(text) }).units;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DocumentError ? { code: error.code, message: error.message } : String(error);
  }
  return 'read';
};

const MALFORMED: [string, string, string][] = [
  [
    'a stray ampersand in text',
    '<a>\n<b>Tom & Jerry</b></a>',
    "an '&' that starts no entity reference (write &amp;) at line 2",
  ],
  [
    'an undeclared entity',
    '<a>\n\n<b>a&nbsp;b</b></a>',
    "an '&' that starts no entity reference (write &amp;) at line 3",
  ],
  [
    'a stray ampersand in an attribute',
    '<a>\n<b t="Tom & Jerry"/></a>',
    "an '&' that starts no entity reference in <b> (write &amp;) at line 2",
  ],
  ['two root elements', '<?xml version="1.0"?>\n<a>x</a>\n<b>y</b>', 'a second root element <b> at line 3'],
  ['text after the root element', '<a>x</a>\ntrailing words', 'text after the root element at line 1'],
  ['text before the root element', 'leading words\n<a>x</a>', 'text before the root element at line 1'],
  ['a CDATA section after the root', '<a>x</a>\n<![CDATA[y]]>', 'a CDATA section outside the root element at line 2'],
  ['a duplicate attribute', '<a>\n<b x="1" x="2">t</b></a>', 'the attribute x twice in one tag at line 2'],
  [
    'a < in an attribute value',
    '<a>\n\n<b x="1 < 2">t</b></a>',
    "a '<' in an attribute value of <b> (write &lt;) at line 3",
  ],
  ['an unquoted attribute value', '<a>\n<b x=1>t</b></a>', 'the attribute x without a quoted value at line 2'],
  ['an attribute without a value', '<a>\n<b hidden>t</b></a>', 'the attribute hidden without a quoted value at line 2'],
  ['a < in text', '<a>\n1 < 2</a>', "a '<' in text (write &lt;) at line 2"],
  ['no root element', '<?xml version="1.0"?>\n<!-- only a comment -->\n', 'no root element at line 3'],
];

const ALLOWED: [string, string, string[]][] = [
  [
    'the five entity references and character references',
    '<a>&amp; &lt; &gt; &quot; &apos; &#65; &#x42;</a>',
    ['& < > " \' A B'],
  ],
  ['references in attribute values', '<a><b t="&amp;&#x41;&quot;">x</b></a>', ['x']],
  ['single-quoted attributes', '<a><b t=\'1\' u="2">x</b></a>', ['x']],
  [
    'white space, comments, processing instructions and a DOCTYPE around the root',
    '\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE a SYSTEM "a.dtd">\n<?pi x?>\n<a>x</a>\n<!-- end -->\n<?pi y?>\n\t ',
    ['x'],
  ],
  [
    'a > in text and CDATA inside the root',
    '<a>more > less <![CDATA[ Tom & Jerry < ]]></a>',
    ['more > less', 'Tom & Jerry <'],
  ],
];

describe('strictly well-formed XML', () => {
  it.each(MALFORMED)('refuses %s, naming it and the line', (_, xml, what) => {
    const expected = { code: 'malformed', message: `The XML is not well-formed: ${what}` };
    expect(refusal(() => read(xml))).toEqual(expected);
    expect(refusal(() => [...streamTokens(xml)])).toEqual(expected);
  });

  it.each(ALLOWED)('reads %s', (_, xml, texts) => {
    expect(read(xml).map((unit) => unit.parts.join(''))).toEqual(texts);
    expect([...streamTokens(xml)]).toEqual(tokenize(xml));
  });
});

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
