/**
 * src/app/mantine-styles.css imports the styles of the Mantine components the portal uses, not all of them.
 * This walks the code: every component imported from a Mantine package in src (and every component those
 * components use in turn) must have its styles there, in the order of @mantine/core/styles.css, and no
 * other. A component used without its styles would render unstyled.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const mantine = path.join(root, 'node_modules', '@mantine');
const coreStyles = path.join(mantine, 'core', 'styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** `import { A, B as C } from "x"` → [["x", ["A", "B"]]]; type-only names are left out. */
function namedImports(code: string): [string, string[]][] {
  return [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g)].map(([all, names, from]) => [
    from ?? '',
    all.startsWith('import type')
      ? []
      : (names ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  ]);
}

/** Which file of a Mantine package's esm build defines each name its index exports. */
const packageIndexes = new Map<string, Map<string, string>>();
function packageIndex(pkg: string): Map<string, string> {
  let index = packageIndexes.get(pkg);
  if (!index) {
    const esm = path.join(mantine, pkg, 'esm');
    index = new Map();
    for (const [from, names] of namedImports(readFileSync(path.join(esm, 'index.mjs'), 'utf8'))) {
      if (from.startsWith('.')) for (const name of names) index.set(name, path.join(esm, from));
    }
    packageIndexes.set(pkg, index);
  }
  return index;
}

/** The core components reachable from the portal's imports: each one's styles are a `Name.module.mjs` of its own. */
function usedComponents(): Set<string> {
  const components = new Set<string>();
  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (from: string, names: string[], dir: string) => {
    const pkg = /^@mantine\/([\w-]+)$/.exec(from)?.[1];
    if (pkg) {
      for (const name of names) {
        const file = packageIndex(pkg).get(name);
        if (file) queue.push(file);
      }
    } else if (from.startsWith('.') && dir.startsWith(mantine)) queue.push(path.join(dir, from));
  };
  for (const file of sourceFiles(path.join(root, 'src'))) {
    for (const [from, names] of namedImports(readFileSync(file, 'utf8'))) enqueue(from, names, path.dirname(file));
  }
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const component = /@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/.exec(file)?.[1];
    if (component) components.add(component);
    const code = readFileSync(file, 'utf8');
    for (const [from, names] of namedImports(code)) enqueue(from, names, path.dirname(file));
    // Default imports of its own files too: a component's class names are `import classes from "./X.module.mjs"`.
    for (const [, from] of code.matchAll(/from\s+["'](\.[^"']+)["']/g)) enqueue(from ?? '', [], path.dirname(file));
  }
  return components;
}

it('imports the styles of every Mantine component the portal uses, in the order of styles.css, and no others', () => {
  const all = readFileSync(path.join(mantine, 'core', 'styles.css'), 'utf8');
  const position = (name: string) => all.indexOf(readFileSync(path.join(coreStyles, `${name}.css`), 'utf8').trim());
  const expected = [
    'baseline',
    'default-css-variables',
    'global',
    ...[...usedComponents()]
      .filter((name) => existsSync(path.join(coreStyles, `${name}.css`)))
      .sort((a, b) => position(a) - position(b)),
  ];
  const imported = [
    ...readFileSync(path.join(__dirname, 'mantine-styles.css'), 'utf8').matchAll(
      /@import '@mantine\/core\/styles\/([\w-]+)\.css';/g,
    ),
  ].map((match) => match[1]);
  expect(expected).toContain('Button');
  expect(imported).toEqual(expected);
});
