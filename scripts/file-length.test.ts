// @vitest-environment node
/**
 * No code file passes 300 lines (STYLE.md: a file that passes ~300 lines is usually two things): every
 * `.ts`, `.tsx`, `.js` and `.mjs` file git tracks or would track, outside test-data/ (third parties' files).
 * A long file is split by what its parts are, not by count.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LIMIT = 300;

/**
 * Files over the limit that another change is splitting, each with why it waits. An entry goes once its file is
 * at the limit or below (the second test says so).
 */
const PENDING = new Map([
  ['server/src/bff/bff.test.ts', 'being edited for the security review of the portal server; split once that lands'],
]);

const root = path.resolve(import.meta.dirname, '..');
const code = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.startsWith('test-data/'))
  .filter((file) => existsSync(path.join(root, file)));

/** Lines as `wc -l` counts them: a last line without its line feed counts too. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** `path: n lines` for each file over the limit. */
function overLimit(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const lines = lineCount(read(file));
    return lines > LIMIT ? [`${file}: ${lines} lines`] : [];
  });
}

const long = overLimit(code, (file) => readFileSync(path.join(root, file), 'utf8'));

describe('code files', () => {
  it(`hold ${LIMIT} lines at most`, () => {
    expect(code.length).toBeGreaterThan(100);
    expect(long.filter((entry) => !PENDING.has(entry.slice(0, entry.indexOf(':'))))).toEqual([]);
  });

  it('are waited for only while they are too long', () => {
    const stillLong = new Set(long.map((entry) => entry.slice(0, entry.indexOf(':'))));
    expect([...PENDING.keys()].filter((file) => !stillLong.has(file))).toEqual([]);
  });

  it('are counted as wc -l counts them, a file of exactly the limit passing', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb'), lineCount('a\n\n')]).toEqual([
      0, 1, 1, 2, 2,
    ]);
    const texts = new Map([
      ['at.ts', 'x\n'.repeat(LIMIT)],
      ['over.ts', 'x\n'.repeat(LIMIT) + 'y'],
    ]);
    expect(overLimit([...texts.keys()], (file) => texts.get(file) ?? '')).toEqual([`over.ts: ${LIMIT + 1} lines`]);
  });
});
