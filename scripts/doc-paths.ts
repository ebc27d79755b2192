/**
 * What doc-paths.test.ts checks: the relative links of a Markdown file, and the paths from the repository's root
 * that a doc or a comment names. A path is a mention starting with one of the repository's top folders; one with
 * a pattern in it (`*`, `<f>`, `{a,b}`, `$PORT`) is a family of files, not checked.
 */
import path from 'node:path';

const ROOTS = ['src', 'server', 'sandbox', 'packages', 'e2e', 'eslint', 'scripts', 'docs', 'public'];
const MENTION = new RegExp(`(?<![\\w@#./:-])((?:${ROOTS.join('|')})/[\\w./-]*[\\w/])(?![\\w*<{$-])`, 'g');
/** Folders the programs make as they run (git-ignored). */
const MADE_AT_RUN_TIME = ['sandbox/data'];
const LINK = /\]\(([^)\s]+)\)/g;
/** Comments of TypeScript and JavaScript: block comments and line comments (not `://` in a URL). */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headings(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (match && match[1]) found.add(slug(match[1]));
  }
  return found;
}

export function brokenLinks(
  file: string,
  markdown: string,
  exists: (file: string) => boolean,
  read: (file: string) => string,
): string[] {
  const broken: string[] = [];
  for (const [, target = ''] of markdown.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [where = '', anchor] = target.split('#');
    const linked = where === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), where));
    if (!exists(linked)) broken.push(`${file}: link ${target}`);
    else if (anchor && linked.endsWith('.md') && !headings(read(linked)).has(anchor))
      broken.push(`${file}: link ${target} (no such heading)`);
  }
  return broken;
}

export function missingPaths(file: string, text: string, exists: (file: string) => boolean): string[] {
  const prose = file.endsWith('.md')
    ? [{ text, at: 0 }]
    : [...text.matchAll(COMMENT)].map((m) => ({ text: m[0], at: m.index }));
  const missing: string[] = [];
  for (const part of prose) {
    for (const match of part.text.matchAll(MENTION)) {
      const named = (match[1] ?? '').replace(/\.$/, '');
      if (exists(named) || MADE_AT_RUN_TIME.some((folder) => named.startsWith(folder))) continue;
      const line = text.slice(0, part.at + match.index).split('\n').length;
      missing.push(`${file}:${line}: ${named}`);
    }
  }
  return missing;
}
