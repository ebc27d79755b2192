import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { expectRoundTrip, textRoundTrip, utf8 } from '../../testing/text-round-trip.harness';
import { unitText } from '../../types';

describe('XML', () => {
  it('translates text nodes only, keeping attributes, comments and the declaration', () => {
    expectRoundTrip(
      'a.xml',
      '<?xml version="1.0"?>\n<a title="Keep"><b>Text &amp; more</b><!-- note --><c><![CDATA[Raw <i>x</i>]]></c></a>',
      {
        units: { '/a/b[1]': 'Text & more', '/a/c[1]': 'Raw <i>x</i>' },
        output:
          '<?xml version="1.0"?>\n<a title="Keep"><b>[de-DE] Ţéẋţ &amp; ɱóŕé</b><!-- note --><c><![CDATA[[de-DE] Ŕáŵ <i>ẋ</i>]]></c></a>',
      },
    );
  });

  it('follows the project ITS rules and local its:translate', () => {
    const itsDocument =
      '<its:rules xmlns:its="http://www.w3.org/2005/11/its" version="1.0"><its:translateRule selector="//code" translate="no"/><its:translateRule selector="//item/@label" translate="yes"/></its:rules>';
    const content =
      '<doc xmlns:its="http://www.w3.org/2005/11/its"><item label="Menu"><code>npm start</code><p>Run it</p></item><p its:translate="no">Brand</p></doc>';
    const { source, output } = textRoundTrip('a.xml', content, { itsDocument });
    expect(source.map(unitText)).toEqual(['Menu', 'Run it']);
    expect(output).toContain('<item label="[de-DE] Ṁéñú"><code>npm start</code><p>[de-DE] Ŕúñ íţ</p>');
    expect(output).toContain('<p its:translate="no">Brand</p>');
  });

  it('splits HTML inside XML into codes when the project applies the HTML subfilter', () => {
    const content = '<r><s>Click &lt;b&gt;here&lt;/b&gt; now</s></r>';
    const { source, output } = textRoundTrip('a.xml', content, { applySubfilterHtml: true });
    expect(source[0]?.parts).toEqual(['Click ', 'here', ' now']);
    expect(source[0]?.codes).toBe(2);
    expect(output).toBe('<r><s>[de-DE] Çļíçķ &lt;b&gt;ĥéŕé&lt;/b&gt; ñóŵ</s></r>');
  });

  it('refuses entity declarations', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>';
    expect(() => extractDocument({ filename: 'a.xml', bytes: utf8(bomb) })).toThrow(/entities/);
  });
});
