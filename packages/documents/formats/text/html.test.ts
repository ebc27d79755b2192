import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus.harness';
import { text, textRoundTrip } from '../../testing/text-round-trip.harness';
import { unitText } from '../../types';

describe('HTML', () => {
  it('makes a block one unit with inline elements as codes, and translates readable attributes', () => {
    const content =
      '<p class="x">Hi <b>you</b> &amp; bye<br>there</p><img alt="A cat" src="c.png"><script>var a = "x";</script>';
    const { source, output } = textRoundTrip('a.html', content);
    expect(source.map((u) => [unitText(u), u.codes])).toEqual([
      ['Hi you & byethere', 3],
      ['A cat', 0],
    ]);
    expect(output).toBe(
      '<p class="x">[de-DE] Ĥí <b>ýóú</b> &amp; ƀýé<br>ţĥéŕé</p><img alt="[de-DE] Á çáţ" src="c.png"><script>var a = "x";</script>',
    );
  });

  it('translates the Le Monde page: prose and title change, scripts and markup stay', () => {
    const bytes = corpusFile('html/readability_lemonde-1_fr.html');
    const { source, target, output } = textRoundTrip('lemonde.html', bytes);
    expect(source.map((u) => u.id)).toEqual(target.map((u) => u.id));
    const before = new JSDOM(text(bytes)).window.document;
    const after = new JSDOM(output).window.document;
    expect(after.title.startsWith('[de-DE] ')).toBe(true);
    const scripts = (d: Document) => [...d.querySelectorAll('script')].map((s) => s.textContent);
    expect(scripts(after)).toEqual(scripts(before));
    expect(after.querySelectorAll('*').length).toBe(before.querySelectorAll('*').length);
    const paragraphs = [...after.querySelectorAll('p')].filter((p) => /\p{L}{3}/u.test(p.textContent ?? ''));
    expect(paragraphs.length).toBeGreaterThan(5);
    for (const p of paragraphs) expect(p.textContent).toContain('[de-DE]');
  });
});
