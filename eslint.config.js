import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { programBoundaries } from './eslint/program-boundaries.js';
import { stateLiterals } from './eslint/state-literals.js';

/** Every folder under src/features is a feature; a new one is covered by the boundary rule below. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import that climbs out of its folder inside the portal. */
const NAME_IT = {
  regex: '^\\.\\./',
  message:
    'Inside the portal, import by name: #portal/<path from src>.ts(x), as the file lives (./ for the same folder or below).',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'sandbox/data', 'playwright-report', 'test-results', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    // Named entry points between the programs and the modules they share (eslint/program-boundaries.js),
    // and no import cycles anywhere.
    files: ['**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'program-boundaries': programBoundaries } }, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'local/program-boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render user and server text as text.',
        },
      ],
    },
  },
  {
    // Feature boundaries (bulletproof-react's rule): a feature imports shared code (components, lib,
    // config, contract, documents) and itself, never another feature or the app layer. Pages that
    // compose features live in src/app/routes. Checked on the resolved file, not on the import text,
    // so '../../tasks/…' is caught at any depth.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: compose them in src/app/routes, or move what both need to src/components or src/lib.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app layer; the app layer imports features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service's states are compared in one place, the task lifecycle module (eslint/state-literals.js).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/task-lifecycle/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.harness.{ts,tsx}'],
    plugins: { states: { rules: { 'state-literals': stateLiterals } } },
    rules: { 'states/state-literals': 'error' },
  },
  {
    // Inside the portal an import says where a thing lives (#portal/lib/paths.ts), not how far away it is.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NAME_IT] }] },
  },
  {
    files: ['e2e/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/', message: 'The journeys reach the portal by name: #portal/….' }] },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NAME_IT,
            { group: ['**/features/**', '**/app/**'], message: 'Shared code imports no feature or app code.' },
          ],
        },
      ],
    },
  },
  {
    // The document layer runs in the browser (a worker) and in the sandbox: no DOM, React or Node APIs.
    files: ['packages/documents/**'],
    ignores: ['packages/documents/**/*.test.ts', 'packages/documents/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/lib/**', 'react*'],
              message: 'The document layer depends on no portal code.',
            },
            { group: ['node:*'], message: 'The document layer runs in the browser too: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '**/features/**', '**/app/**', 'react*'], message: 'The contract depends on zod only.' },
          ],
        },
      ],
    },
  },
);
