import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { parse as parseYaml } from 'yaml';
import { accent, pseudoTranslator } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { unitText, type DocumentOptions, type TextUnit } from '../../types';
import { countUnitWords } from '../../words';

const utf8 = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function roundTrip(filename: string, content: string | Uint8Array, options: DocumentOptions = {}) {
  const bytes = typeof content === 'string' ? utf8(content) : content;
  const source = extractDocument({ filename, bytes, options });
  const translated = translateDocument({ filename, bytes, options }, pseudoTranslator('de-DE'), 'de-DE');
  const target = extractDocument({ filename, bytes: translated, options });
  return { source: source.units, target: target.units, output: text(translated), translated };
}

/** The units a file is read into (id → text, in order), and the exact file written back. */
function expectRoundTrip(
  filename: string,
  content: string,
  expected: { units: Record<string, string>; output: string },
) {
  const { source, output } = roundTrip(filename, content);
  expect(source.map((u) => [u.id, unitText(u)])).toEqual(Object.entries(expected.units));
  expect(output).toBe(expected.output);
}

describe('plain text', () => {
  it('translates by paragraph, keeping indentation, blank lines, placeholders and line ends', () => {
    expectRoundTrip('a.txt', 'Save {0} files, %s left.\r\n\r\n  Indented\r\n42\r\n', {
      units: { 'line-1': 'Save {0} files, %s left.', 'line-3': 'Indented42' },
      output: '[de-DE] Šáṽé {0} ƒíļéš, %s ļéƒţ.\r\n\r\n  [de-DE] Íñđéñţéđ\r\n42\r\n',
    });
  });

  it('reads lines up to a blank line as one unit, its line breaks kept as codes in the translation', () => {
    const content =
      'A paragraph that is\n  wrapped over\nthree lines.\n \t\nSecond paragraph.\n\n\nThird\r\nwith CRLF.';
    const { source, target, output } = roundTrip('a.txt', content);
    expect(source.map((u) => [u.id, u.parts, u.codes, u.breaksBefore])).toEqual([
      ['line-1', ['A paragraph that is', 'wrapped over', 'three lines.'], 2, [1, 2]],
      ['line-5', ['Second paragraph.'], 0, undefined],
      ['line-8', ['Third', 'with CRLF.'], 1, [1]],
    ]);
    expect(source.map(countUnitWords)).toEqual([8, 2, 3]);
    expect(output).toBe(
      `[de-DE] ${accent('A paragraph that is')}\n  ${accent('wrapped over')}\n${accent('three lines.')}\n \t\n` +
        `[de-DE] ${accent('Second paragraph.')}\n\n\n[de-DE] ${accent('Third')}\r\n${accent('with CRLF.')}`,
    );
    expect(target.map((u) => u.id)).toEqual(source.map((u) => u.id));
  });

  it('writes back only the translated text: BOM, CRLF and LF, lone CR, indentation, trailing spaces and blank lines stay', () => {
    const content = 'Title  \r\n\r\n\tfirst line of a paragraph \nsecond line\t\r\n   \r\nOld Mac\rline end\n\n';
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(content)]);
    const upper = (unit: TextUnit) => unit.parts.map((part) => part.toUpperCase());
    const translated = translateDocument({ filename: 'a.txt', bytes }, upper, 'de-DE');
    expect([...translated]).toEqual([0xef, 0xbb, 0xbf, ...utf8(content.toUpperCase())]);
    const units = extractDocument({ filename: 'a.txt', bytes }).units;
    expect(units.map((u) => [u.id, u.parts])).toEqual([
      ['line-1', ['Title']],
      ['line-3', ['first line of a paragraph', 'second line']],
      ['line-6', ['Old Mac', 'line end']],
    ]);
    // Given back unchanged, the file is the same bytes.
    expect(translateDocument({ filename: 'a.txt', bytes }, (unit) => unit.parts, 'de-DE')).toEqual(bytes);
  });

  it('wraps a translation anew over the source lines when it leaves a line empty, so addresses stay', () => {
    const content = 'A paragraph that is\n  wrapped over\nthree lines.\n\nNext.\n';
    const translation: Record<string, string[]> = {
      'line-1': ['Ein Absatz, der über drei Zeilen umbrochen ist.', '', ''],
      'line-5': ['Weiter.'],
    };
    const bytes = utf8(content);
    const translated = translateDocument({ filename: 'a.txt', bytes }, (unit) => translation[unit.id], 'de-DE');
    expect(text(translated)).toBe('Ein Absatz, der über\n  drei Zeilen\numbrochen ist.\n\nWeiter.\n');
    const target = extractDocument({ filename: 'a.txt', bytes: translated }).units;
    expect(target.map((u) => [u.id, countUnitWords(u)])).toEqual([
      ['line-1', 8],
      ['line-5', 1],
    ]);
    // Fewer words than lines: the last lines are left empty, after the paragraph; the next keeps its address.
    const short = translateDocument(
      { filename: 'a.txt', bytes },
      (unit) => (unit.id === 'line-1' ? ['Ja', '', ''] : undefined),
      'de-DE',
    );
    expect(text(short)).toBe('Ja\n  \n\n\nNext.\n');
    expect(extractDocument({ filename: 'a.txt', bytes: short }).units.map((u) => [u.id, unitText(u)])).toEqual([
      ['line-1', 'Ja'],
      ['line-5', 'Next.'],
    ]);
  });

  it('keeps line breaks inside a translated line out of the file: they become spaces', () => {
    const bytes = utf8('One\ntwo\n\nThree\n');
    const translated = translateDocument(
      { filename: 'a.txt', bytes },
      (unit) => unit.parts.map((p) => `${p}\r\nx\ry`),
      'de-DE',
    );
    expect(text(translated)).toBe('One x y\ntwo x y\n\nThree x y\n');
  });

  it('keeps a UTF-16 file UTF-16 with its byte-order mark', () => {
    const le = new Uint8Array([0xff, 0xfe, ...[...'Hello\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    const { translated, target } = roundTrip('a.txt', le);
    expect([...translated.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(unitText(target[0] ?? { parts: [] })).toBe('[de-DE] Ĥéļļó');
  });
});

describe('JSON', () => {
  it('translates string values by path, leaving keys, numbers and layout as they were', () => {
    const content = '{\n    "title": "Hello",\n    "n": 3,\n    "menu": { "items": ["Yes", "42"] }\n}\n';
    const { source, output } = roundTrip('a.json', content);
    expect(source.map((u) => u.id)).toEqual(['title', 'menu.items[0]']);
    expect(output).toBe(
      '{\n    "title": "[de-DE] Ĥéļļó",\n    "n": 3,\n    "menu": { "items": ["[de-DE] Ýéš", "42"] }\n}\n',
    );
  });

  it('leaves the values of keys matching jsonExceptions untranslated', () => {
    const content = '{"label": "Open", "url": "Docs page", "nested": {"internalId": "Alpha"}}';
    const { source, output } = roundTrip('a.json', content, { jsonExceptions: ['^url$', 'Id$'] });
    expect(source.map(unitText)).toEqual(['Open']);
    expect(JSON.parse(output)).toEqual({ label: '[de-DE] Óþéñ', url: 'Docs page', nested: { internalId: 'Alpha' } });
  });

  it('reads the etherpad catalogue: every value a unit, placeholders kept, still valid JSON', () => {
    const bytes = corpusFile('json/etherpad_en.json');
    const original = JSON.parse(text(bytes)) as Record<string, string>;
    const { source, target, output } = roundTrip('etherpad_en.json', bytes);
    const translated = JSON.parse(output) as Record<string, string>;
    expect(Object.keys(translated)).toEqual(Object.keys(original));
    expect(source.map((u) => u.id)).toEqual(target.map((u) => u.id));
    expect(source.length).toBe(Object.values(original).filter((v) => /\p{L}/u.test(v)).length);
    expect(translated['admin_plugins.available']).toBe(`[de-DE] ${accent('Available plugins')}`);
    for (const [key, value] of Object.entries(original)) {
      for (const placeholder of value.match(/\{\{[^}]*\}\}/g) ?? []) expect(translated[key]).toContain(placeholder);
    }
  });

  it('refuses invalid JSON with a clear reason', () => {
    expect(() => extractDocument({ filename: 'a.json', bytes: utf8('{"a": "b",}') })).toThrow(/JSON is not valid/);
  });
});

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
    const { source, output } = roundTrip('a.xml', content, { itsDocument });
    expect(source.map(unitText)).toEqual(['Menu', 'Run it']);
    expect(output).toContain('<item label="[de-DE] Ṁéñú"><code>npm start</code><p>[de-DE] Ŕúñ íţ</p>');
    expect(output).toContain('<p its:translate="no">Brand</p>');
  });

  it('splits HTML inside XML into codes when the project applies the HTML subfilter', () => {
    const content = '<r><s>Click &lt;b&gt;here&lt;/b&gt; now</s></r>';
    const { source, output } = roundTrip('a.xml', content, { applySubfilterHtml: true });
    expect(source[0]?.parts).toEqual(['Click ', 'here', ' now']);
    expect(source[0]?.codes).toBe(2);
    expect(output).toBe('<r><s>[de-DE] Çļíçķ &lt;b&gt;ĥéŕé&lt;/b&gt; ñóŵ</s></r>');
  });

  it('refuses entity declarations', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>';
    expect(() => extractDocument({ filename: 'a.xml', bytes: utf8(bomb) })).toThrow(/entities/);
  });
});

describe('HTML', () => {
  it('makes a block one unit with inline elements as codes, and translates readable attributes', () => {
    const content =
      '<p class="x">Hi <b>you</b> &amp; bye<br>there</p><img alt="A cat" src="c.png"><script>var a = "x";</script>';
    const { source, output } = roundTrip('a.html', content);
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
    const { source, target, output } = roundTrip('lemonde.html', bytes);
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

/** A Markdown file's tree without positions and text: what the parser makes of its structure. */
function markdownShape(md: string): unknown {
  const strip = (node: Nodes): unknown => ({
    type: node.type,
    ...('depth' in node ? { depth: node.depth } : {}),
    ...('url' in node ? { url: node.url } : {}),
    ...('value' in node && node.type !== 'text' ? { value: node.value } : {}),
    ...('children' in node ? { children: node.children.map(strip) } : {}),
  });
  return strip(
    fromMarkdown(md, {
      extensions: [frontmatter(['yaml']), gfm()],
      mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()],
    }),
  );
}

const MARKDOWN = [
  '# Title *here*',
  '',
  'A paragraph wrapped',
  'over **two** lines with `code`, <kbd>Ctrl</kbd> and [a link](https://x.example "T").',
  '',
  '> Quoted text',
  '> continues here.',
  '',
  '- Item with {name} and ![alt](a.png)',
  '- [ ] Task item',
  '  on two lines',
  '',
  '```js',
  'const a = "not prose";',
  '```',
  '',
  '    indented code',
  '',
  '<div>',
  'An HTML block',
  '</div>',
  '',
  '| Name | Note *b* |',
  '|------|----------|',
  '| Cell | https://auto.example |',
  '',
  'Setext heading',
  '==============',
  '',
  'See www.example.com, 5 \\* 3 &amp; more.',
  '',
].join('\n');

describe('Markdown', () => {
  it('keeps markup, code and link targets', () => {
    const md =
      '# Title\n\n- Item with `code` and [link](https://x.example/a)\n\n```\nconst a = 1;\n```\n| A | B |\n|---|---|\n';
    const { output } = roundTrip('a.md', md);
    expect(output).toBe(
      '# [de-DE] Ţíţļé\n\n- [de-DE] Íţéɱ ŵíţĥ `code` áñđ [ļíñķ](https://x.example/a)\n\n```\nconst a = 1;\n```\n| [de-DE] Á | [de-DE] Ɓ |\n|---|---|\n',
    );
  });

  it('reads one unit per block: wrapped paragraphs whole, markup as codes, code and HTML blocks left out', () => {
    const { source } = roundTrip('a.md', MARKDOWN);
    expect(source.map((u) => [u.id, u.parts, u.codes])).toEqual([
      ['heading-1', ['Title ', 'here'], 2],
      ['paragraph-1', ['A paragraph wrapped over ', 'two', ' lines with ', ', ', 'Ctrl', ' and ', 'a link', '.'], 7],
      ['paragraph-2', ['Quoted text continues here.'], 0],
      ['paragraph-3', ['Item with ', ' and '], 2],
      ['paragraph-4', ['Task item on two lines'], 0],
      ['table-1/row-1/cell-1', ['Name'], 0],
      ['table-1/row-1/cell-2', ['Note ', 'b'], 2],
      ['table-1/row-2/cell-1', ['Cell'], 0],
      ['heading-2', ['Setext heading'], 0],
      ['paragraph-5', ['See ', ', 5 * 3 & more.'], 1],
    ]);
    expect(source.map((u) => u.label)).toContain('Table 1 · row 1 · cell 2');
  });

  it('writes translations that the parser reads back as the same blocks, changing no other byte', () => {
    const { source, target, output } = roundTrip('a.md', MARKDOWN);
    const pseudo = pseudoTranslator('de-DE');
    expect(target.map((u) => [u.id, u.parts, u.codes])).toEqual(source.map((u) => [u.id, pseudo(u), u.codes]));
    expect(markdownShape(output)).toEqual(markdownShape(MARKDOWN));
    // Wrapped paragraphs are written on one line; everything else is as it was.
    expect(output).toContain(
      '\n[de-DE] Á þáŕáĝŕáþĥ ŵŕáþþéđ óṽéŕ **ţŵó** ļíñéš ŵíţĥ `code`, <kbd>Çţŕļ</kbd> áñđ [á ļíñķ]',
    );
    expect(output).toContain('> [de-DE] Ǫúóţéđ ţéẋţ çóñţíñúéš ĥéŕé.\n\n');
    const untouched = MARKDOWN.split('\n').filter((line) => /^(```|const| {4}|<\/?div|An HTML|\|--)/.test(line));
    for (const line of untouched) expect(output.split('\n')).toContain(line);
  });

  it('escapes what Markdown would read as markup in a translation, so it reads back as text', () => {
    const md = '[d]: https://d.example\n\nPlain *text* here.\n\n| a | b |\n|---|---|\n';
    const tricky = ['# Not a heading *star* `tick` <b>tag</b> [d] [x](y) a_b _c_ &amp; 1|2', '1. no list'];
    let i = 0;
    const translated = translateDocument(
      { filename: 'a.md', bytes: utf8(md) },
      (unit) => unit.parts.map(() => tricky[i++ % 2] ?? ''),
      'de',
    );
    const output = text(translated);
    const back = extractDocument({ filename: 'a.md', bytes: translated }).units;
    expect(back.map((u) => u.parts)).toEqual([[tricky[0], tricky[1], tricky[0]], [tricky[1]], [tricky[0]]]);
    expect(markdownShape(output)).toEqual(markdownShape(md));
  });
  it('translates the prose values of front matter and keeps it valid YAML', () => {
    const bytes = corpusFile('md/okapi_complex_frontmatter.md');
    const { source, output } = roundTrip('complex.md', bytes);
    const yamlOf = (s: string) => parseYaml(/^---\n([\s\S]*?)\n---/.exec(s)?.[1] ?? '') as Record<string, unknown>;
    const before = yamlOf(text(bytes));
    const after = yamlOf(output);
    expect(source.map((u) => u.label)).toContain('SEO description');
    // Addressed by the path to the value: unique, under the right parent, list items by index.
    expect(new Set(source.map((u) => u.id)).size).toBe(source.length);
    expect(source.map((u) => u.id)).toEqual(
      expect.arrayContaining([
        'front-matter/Primary contact/Role',
        'front-matter/Key Metrics[0]/Metric',
        'front-matter/Key Metrics[1]/Metric',
        'front-matter/Key Metrics[2]/Metric',
      ]),
    );
    expect(source.map((u) => u.id)).not.toContain('front-matter/Key Metrics[0]/Icon image');
    expect(after.title).toBe(`[de-DE] ${accent('Lorem Ipsum')}`);
    expect(after['Home quote']).toMatch(
      new RegExp(`^\\[de-DE\\] .*\\[${accent('md link label')}\\]\\(https://url\\)$`),
    );
    expect(after['Large image']).toBe(before['Large image']);
    expect(after.lang).toBe('en');
    expect(after.date).toEqual(before.date);
    expect((after['Primary contact'] as Record<string, string>).Role).toBe(`[de-DE] ${accent('Person')}`);
    const metrics = after['Key Metrics'] as Record<string, string>[];
    expect(metrics.map((m) => m.Metric)).toEqual([1, 2, 3].map((n) => `[de-DE] ${accent(`metric ${n}`)}`));
  });

  it('refuses front matter that is not valid YAML, saying so', () => {
    expect(() => extractDocument({ filename: 'a.md', bytes: utf8('---\ntitle: [unclosed\n---\nText\n') })).toThrow(
      /front matter is not valid YAML/,
    );
  });
});
