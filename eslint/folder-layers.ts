/**
 * Floors inside a program: at every folder of a program or shared module, its rooms (each subfolder, and each
 * file lying in the folder itself) import each other without a cycle, so they stack as floors and no room
 * imports back up into one above it (sandbox/src/resources may not reach into sandbox/src/vendors while the
 * vendors use the resources). Tests, harnesses and the type declarations are left out: a test may start what
 * it likes. Imports are read from the text (static, dynamic and re-exports) and resolved as TypeScript does
 * for relative paths and the `#…` entries of package.json "imports".
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const LEFT_OUT = /(\.(test|harness|spec)\.tsx?|\.d\.ts)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'data' ? [] : filesUnder(full);
    return SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name) ? [full] : [];
  });
}

function fileAt(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The package.json "imports" of `root`, as [prefix, folder-and-suffix] pairs. */
function namedEntries(root: string): [string, string, string][] {
  const { imports = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  return Object.entries(imports).map(([name, target]) => {
    const [before = '', after = ''] = target.split('*');
    return [name.replace('*', ''), path.join(root, before), after];
  });
}

/** One room a line: `from-room → to-room (file → file)`, for each cycle among a folder's rooms. */
export function roomCycles(root: string, program: string): string[] {
  const base = path.join(root, program);
  const entries = namedEntries(root);
  const resolve = (from: string, spec: string): string | null => {
    // An asset URL (`./worker.ts?worker&url`) loads the file in a worker of its own, not into the importer.
    if (spec.includes('?')) return null;
    const bare = spec;
    if (bare.startsWith('.')) return fileAt(path.resolve(path.dirname(from), bare));
    const entry = entries.find(([prefix]) => bare.startsWith(prefix));
    return entry ? fileAt(`${entry[1]}${bare.slice(entry[0].length)}${entry[2]}`) : null;
  };
  const edges: [string, string][] = [];
  for (const file of filesUnder(base)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = spec ? resolve(file, spec) : null;
      if (target && target.startsWith(`${base}${path.sep}`) && !LEFT_OUT.test(target))
        edges.push([path.relative(base, file), path.relative(base, target)]);
    }
  }
  const folders = new Set(['']);
  for (const [from] of edges) {
    const parts = from.split(path.sep);
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join(path.sep));
  }
  const found: string[] = [];
  for (const folder of folders) {
    const prefix = folder ? `${folder}${path.sep}` : '';
    const arrows = new Map<string, Map<string, string>>();
    for (const [from, to] of edges) {
      if (!from.startsWith(prefix) || !to.startsWith(prefix)) continue;
      const a = from.slice(prefix.length).split(path.sep)[0] ?? '';
      const b = to.slice(prefix.length).split(path.sep)[0] ?? '';
      if (a === b) continue;
      if (!arrows.has(a)) arrows.set(a, new Map());
      if (!arrows.get(a)?.has(b)) arrows.get(a)?.set(b, `${from} → ${to}`);
    }
    for (const cycle of stronglyConnected(arrows)) {
      for (const a of cycle)
        for (const b of cycle) {
          const why = arrows.get(a)?.get(b);
          if (why) found.push(`${program}/${prefix}: ${a} → ${b} (${why})`);
        }
    }
  }
  return found;
}

/** Tarjan's strongly connected components with more than one room. */
function stronglyConnected(arrows: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (room: string) => {
    index.set(room, next);
    low.set(room, next++);
    stack.push(room);
    for (const to of arrows.get(room)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(room, Math.min(low.get(room) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      component.push(top);
      if (top === room) break;
    }
    if (component.length > 1) components.push(component);
  };
  for (const room of arrows.keys()) if (!index.has(room)) visit(room);
  return components;
}
