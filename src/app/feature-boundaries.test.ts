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
      orderFormFieldsSchema: '#portal/features/tasks/forms/order-form-schema.ts',
      DeliveriesSection: '#portal/features/deliveries/components/deliveries-section.tsx',
    });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ]);
    expect(messages[0]?.message).toContain('A feature imports no other feature');
  });

  it('fails an import from a feature into the app layer', async () => {
    const messages = await lintImports('src/features/tags/probe.ts', { routes: '#portal/app/routes.tsx' });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'import-x/no-restricted-paths']]);
    expect(messages[0]?.message).toContain('Features do not import the app layer');
  });

  it('lets a feature import itself and shared code, and the app layer import features', async () => {
    const feature = await lintImports('src/features/quotes/components/probe.tsx', {
      QuoteCard: './quote-card',
      PageError: '#portal/components/page-error.tsx',
      quoteQueries: '#portal/lib/api/quotes/quote-queries.ts',
    });
    const page = await lintImports('src/app/routes/orders/probe.tsx', {
      QuotesSection: '#portal/features/quotes/components/quotes-section.tsx',
    });
    expect(feature).toEqual([]);
    expect(page).toEqual([]);
  });

  it('keeps shared code free of features', async () => {
    const messages = await lintImports('src/lib/probe.ts', {
      QuotesSection: '#portal/features/quotes/components/quotes-section.tsx',
    });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'no-restricted-imports']]);
  });

  it('fails an import that climbs out of its folder: inside the portal a file is named', async () => {
    const messages = await lintImports('src/features/quotes/components/probe.tsx', {
      quoteQueries: '../../../lib/api/quotes/quote-queries',
    });
    expect(messages.map((m) => [m.line, m.rule])).toEqual([[1, 'no-restricted-imports']]);
    expect(messages[0]?.message).toContain('import by name: #portal/');
  });
});
