// @vitest-environment node
/**
 * The import rules of eslint.config.js across programs: relative imports stay inside their program or
 * shared module, named entry points are used as each program may, and no cycle passes. The project's own
 * configuration, through ESLint's Node API, on these rules only.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'local/program-boundaries' || ruleId === 'import-x/no-cycle',
});

async function lint(file: string, specifier: string) {
  const code = `import { value } from '${specifier}';\nexport const probe = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('program boundaries', () => {
  it('fails a relative import from one program into another', async () => {
    expect(await lint('server/src/probe.ts', '../../src/lib/paths')).toEqual([
      'local/program-boundaries: A relative import may not leave server (this one reaches portal): use a named entry point of package.json "imports" (#contract/…, #server/…).',
    ]);
    expect(await lint('sandbox/src/api/probe.ts', '../../../server/src/app')).toHaveLength(1);
    expect(await lint('src/lib/probe.ts', '../../packages/contract/task')).toHaveLength(1);
  });

  it('lets each program use the named entry points it may, and only tests start another program', async () => {
    expect(await lint('sandbox/src/probe.ts', '#server/app')).toEqual([]);
    expect(await lint('server/src/probe.ts', '#contract/task')).toEqual([]);
    expect(await lint('src/lib/api/probe.test.ts', '#sandbox/sandbox.harness')).toEqual([]);
    expect(await lint('src/lib/api/probe.ts', '#sandbox/sandbox.harness')).toEqual([
      'local/program-boundaries: portal may not import #sandbox/sandbox.harness outside its tests and harnesses.',
    ]);
    expect(await lint('src/lib/probe.ts', '#portal/lib/paths.ts')).toEqual([]);
    expect(await lint('server/src/probe.ts', '#portal/lib/paths.ts')).toEqual([
      'local/program-boundaries: server may not import #portal/lib/paths.ts.',
    ]);
    expect(await lint('packages/contract/probe.ts', '#auth-claims/claims')).toEqual([
      'local/program-boundaries: contract may not import #auth-claims/claims.',
    ]);
  });

  it('keeps test support out of production code', async () => {
    expect(await lint('src/lib/api/probe.ts', '#test-support/factories/task')).toEqual([
      'local/program-boundaries: portal may not import #test-support/factories/task outside its tests and harnesses.',
    ]);
    expect(await lint('sandbox/src/probe.ts', '#test-support/free-port')).toHaveLength(1);
    expect(await lint('src/lib/api/probe.test.ts', '#test-support/factories/task')).toEqual([]);
    expect(await lint('server/src/testing/probe.harness.ts', '#test-support/free-port')).toEqual([]);
  });

  it('fails an import cycle', async () => {
    const dir = path.join(root, 'src', `cycle-probe-${process.pid}`);
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      await writeFile(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const results = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(results[0]?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
