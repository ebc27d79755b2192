// @vitest-environment node
/**
 * The docs and the comments point at things that exist: every relative link of a Markdown file (and the
 * heading its #anchor names), and every path from the repository's root named in a doc or in a comment of the
 * code (`server/src/bff/proxy.ts`, `e2e/bench/`). A file that moves without its mentions fails here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brokenLinks, missingPaths } from './doc-paths';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('test-data/') && existsSync(path.join(root, file)));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => existsSync(path.join(root, file));

describe('docs and comments', () => {
  it('link only to files and headings that exist', () => {
    const markdown = tracked.filter((file) => file.endsWith('.md'));
    expect(markdown.length).toBeGreaterThan(5);
    expect(markdown.flatMap((file) => brokenLinks(file, read(file), exists, read))).toEqual([]);
  });

  it('name only paths that exist', () => {
    const named = tracked.filter((file) => /\.(md|ts|tsx|js|mjs|cjs)$/.test(file));
    expect(named.flatMap((file) => missingPaths(file, read(file), exists))).toEqual([]);
  });

  it('tell a moved file, a wrong heading and a stale comment apart from what exists', () => {
    const doc = '[ok](docs/a.md) [gone](docs/gone.md) [head](docs/a.md#usage) [bad](docs/a.md#nothing) `src/x.ts`';
    const files = new Map([
      ['docs/a.md', '# A\n\n## Usage\n'],
      [
        'src/x.ts',
        '// see sandbox/src/old.ts and src/x.ts\nconst s = "src/in-a-string.ts"; // sandbox/data is made at run time\n',
      ],
    ]);
    const has = (file: string) => files.has(file);
    const text = (file: string) => files.get(file) ?? '';
    expect(brokenLinks('README.md', doc, has, text)).toEqual([
      'README.md: link docs/gone.md',
      'README.md: link docs/a.md#nothing (no such heading)',
    ]);
    expect(missingPaths('README.md', doc, has)).toEqual(['README.md:1: docs/gone.md']);
    expect(missingPaths('src/x.ts', text('src/x.ts'), has)).toEqual(['src/x.ts:1: sandbox/src/old.ts']);
  });
});
