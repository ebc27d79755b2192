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

/** Lints a probe at `file` importing each named export from its module, one import a line. */
async function lintImports(file: string, imports: Record<string, string>) {
  const names = Object.keys(imports);
  const code = [
    ...names.map((name) => `import { ${name} } from '${imports[name]}';`),
    `export const probe = [${names.join(', ')}];`,
  ].join('\n');
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((m) => ({ line: m.line, rule: m.ruleId, message: m.message }));
}

describe('feature boundaries', () => {
  it('fails an import from one feature into another, at any depth', async () => {
    const messages = await lintImports('src/features/quotes/components/probe.tsx', {
      orderFormFieldsSchema: '../../tasks/api/order-form-schema',
      DeliveriesSection: '../../deliveries/components/deliveries-section',
    });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ]);
    expect(messages[0]?.message).toContain('A feature imports no other feature');
  });

  it('fails an import from a feature into the app layer', async () => {
    const messages = await lintImports('src/features/tags/probe.ts', { routes: '../../app/routes' });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'import-x/no-restricted-paths']]);
    expect(messages[0]?.message).toContain('Features do not import the app layer');
  });

  it('lets a feature import itself and shared code, and the app layer import features', async () => {
    const feature = await lintImports('src/features/quotes/components/probe.tsx', {
      quoteQueries: '../api/quote-queries',
      PageError: '../../../components/page-error',
      tagQueries: '../../../lib/api/tags/tag-queries',
    });
    const page = await lintImports('src/app/routes/orders/probe.tsx', {
      QuotesSection: '../../../features/quotes/components/quotes-section',
    });
    expect(feature).toEqual([]);
    expect(page).toEqual([]);
  });

  it('keeps shared code free of features', async () => {
    const messages = await lintImports('src/lib/probe.ts', { quoteQueries: '../features/quotes/api/quote-queries' });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'no-restricted-imports']]);
  });
});
