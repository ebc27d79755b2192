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
import { text, textRoundTrip, utf8 } from '../../testing/text-round-trip.harness';

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
    const { output } = textRoundTrip('a.md', md);
    expect(output).toBe(
      '# [de-DE] Ţíţļé\n\n- [de-DE] Íţéɱ ŵíţĥ `code` áñđ [ļíñķ](https://x.example/a)\n\n```\nconst a = 1;\n```\n| [de-DE] Á | [de-DE] Ɓ |\n|---|---|\n',
    );
  });

  it('reads one unit per block: wrapped paragraphs whole, markup as codes, code and HTML blocks left out', () => {
    const { source } = textRoundTrip('a.md', MARKDOWN);
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
    const { source, target, output } = textRoundTrip('a.md', MARKDOWN);
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
    const { source, output } = textRoundTrip('complex.md', bytes);
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
