/**
 * The three programs (the portal: src/ and its e2e/; the portal server: server/; the sandbox: sandbox/)
 * and the modules they share (packages/*: the contract, the document layer, claims, web security, quality, reports, test support) meet only at named
 * entry points, the `#…` imports of package.json. This rule fails a relative import that leaves its
 * program or module, and a named import a program may not use (the portal's code never reaches into the
 * server or the sandbox; only its tests may start them).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** [folder, unit] from the most specific folder to the least. */
const UNITS = [
  ['packages/documents', 'documents'],
  ['packages/contract', 'contract'],
  ['packages/auth-claims', 'auth-claims'],
  ['packages/web-security', 'web-security'],
  ['packages/test-support', 'test-support'],
  ['packages/quality', 'quality'],
  ['packages/reports', 'reports'],
  ['packages/portal-contract', 'portal-contract'],
  ['src', 'portal'],
  ['e2e', 'portal'],
  ['server', 'server'],
  ['sandbox', 'sandbox'],
];

const SHARED = [
  '#contract/',
  '#documents/',
  '#auth-claims/',
  '#web-security/',
  '#quality/',
  '#reports/',
  '#portal-contract/',
];
/** What each unit may import by name; tests and harnesses of a program may also start the others. */
const ALLOWED = {
  contract: [],
  documents: ['#contract/'],
  'auth-claims': [],
  'web-security': [],
  'test-support': ['#contract/'],
  quality: [],
  reports: [],
  'portal-contract': ['#contract/', '#quality/', '#reports/'],
  portal: SHARED,
  server: SHARED,
  sandbox: [...SHARED, '#server/'],
};
/** Only tests and harnesses may use these: test support, and the other programs (to start them). */
const TEST_ONLY = ['#server/', '#sandbox/', '#test-support/'];

function unitOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  for (const [folder, unit] of UNITS) {
    if (relative === folder || relative.startsWith(`${folder}/`)) return unit;
  }
  return 'root';
}

const isTest = (file) => /\.(test|harness|spec)\.[cm]?[jt]sx?$/.test(file) || /[\\/]e2e[\\/]/.test(file);

export const programBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Programs and shared modules import each other only through named entry points' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const unit = unitOf(file);
    if (unit === 'root') return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec.startsWith('.')) {
        const target = unitOf(path.resolve(path.dirname(file), spec));
        if (target !== unit) {
          context.report({
            node: source,
            message: `A relative import may not leave ${unit} (this one reaches ${target}): use a named entry point of package.json "imports" (#contract/…, #server/…).`,
          });
        }
        return;
      }
      if (!spec.startsWith('#')) return;
      const own = `#${unit}/`;
      if (spec.startsWith(own)) return;
      if ((ALLOWED[unit] ?? []).some((prefix) => spec.startsWith(prefix))) return;
      const testOnly = TEST_ONLY.some((prefix) => spec.startsWith(prefix));
      if (testOnly && isTest(file)) return;
      context.report({
        node: source,
        message: `${unit} may not import ${spec}${testOnly ? ' outside its tests and harnesses' : ''}.`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
