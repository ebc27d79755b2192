// @vitest-environment node
/** The state-literals rule (eslint/state-literals.js) through the project's own ESLint configuration. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { serviceStates } from './state-literals.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'states/state-literals',
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.line}:${m.column}`);
}

const PROBE = `export const a = (task: { progress: string }) => task.progress === 'PREPARATION_FAILED';
export const b = (d: { state: string }) => 'IN_REVIEW' !== d.state;
export const c = (r: { state: string }) => r.state === 'APPROVED';
export const d = (p: string) => p !== 'TASK_CANCELLED';
export function e(q: { state: string }) { switch (q.state) { case 'OFFERED': return 1; default: return 0; } }
export const f = (s: { stage: string }) => s.stage === 'decide';
export const g = (mode: string) => mode === 'bff';
`;

describe('state literals', () => {
  it('reads the service values from the contract', () => {
    const states = serviceStates();
    for (const value of ['NEW', 'PREPARATION_FAILED', 'TRANSLATION_DELIVERED', 'OFFERED', 'IN_REVIEW', 'ANALYZED'])
      expect(states.has(value)).toBe(true);
  });

  it('fails a comparison with a service state outside the lifecycle module, and nothing else', async () => {
    expect(await lint('src/features/quotes/components/probe.tsx', PROBE)).toEqual([
      '1:68',
      '2:44',
      '3:56',
      '4:39',
      '5:67',
    ]);
  });

  it('lets the lifecycle module and the tests compare states', async () => {
    expect(await lint('src/lib/task-lifecycle/probe.ts', PROBE)).toEqual([]);
    expect(await lint('src/features/quotes/components/probe.test.tsx', PROBE)).toEqual([]);
  });
});
