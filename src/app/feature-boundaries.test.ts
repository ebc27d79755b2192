// @vitest-environment node
/**
 * The feature-boundary lint rule (eslint.config.js) on snippets placed as files inside a feature:
 * the project's own ESLint configuration, run through ESLint's Node API on the import rules only
 * (the type-aware rules are filtered out, so the snippet needs no place in the TypeScript project).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths' || ruleId === 'no-restricted-imports',
});

async function lintAs(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((m) => ({ line: m.line, rule: m.ruleId, message: m.message }));
}

describe('feature boundaries', () => {
  it('fails an import from one feature into another, at any depth', async () => {
    const messages = await lintAs(
      'src/features/quotes/components/probe.tsx',
      [
        "import { taskQueries } from '../../tasks/api/task-queries';",
        "import { DeliveriesSection } from '../../deliveries/components/deliveries-section';",
        'export const probe = [taskQueries, DeliveriesSection];',
      ].join('\n'),
    );
    expect(messages.map((m) => [m.line, m.rule])).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ]);
    expect(messages[0]?.message).toContain('A feature imports no other feature');
  });

  it('fails an import from a feature into the app layer', async () => {
    const messages = await lintAs(
      'src/features/tags/probe.ts',
      "import { routes } from '../../app/routes';\nexport const probe = routes;\n",
    );
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'import-x/no-restricted-paths']]);
    expect(messages[0]?.message).toContain('Features do not import the app layer');
  });

  it('lets a feature import itself and shared code, and the app layer import features', async () => {
    const feature = await lintAs(
      'src/features/quotes/components/probe.tsx',
      [
        "import { quoteQueries } from '../api/quote-queries';",
        "import { PageError } from '../../../components/page-error';",
        "import { tagQueries } from '../../../lib/api/tags/tag-queries';",
        'export const probe = [quoteQueries, PageError, tagQueries];',
      ].join('\n'),
    );
    const page = await lintAs(
      'src/app/routes/orders/probe.tsx',
      "import { QuotesSection } from '../../../features/quotes/components/quotes-section';\nexport const probe = QuotesSection;\n",
    );
    expect(feature).toEqual([]);
    expect(page).toEqual([]);
  });

  it('keeps shared code free of features', async () => {
    const messages = await lintAs(
      'src/lib/probe.ts',
      "import { taskQueries } from '../features/tasks/api/task-queries';\nexport const probe = taskQueries;\n",
    );
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'no-restricted-imports']]);
  });
});
