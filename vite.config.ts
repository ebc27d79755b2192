import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';

const sandboxOrigin = process.env.SANDBOX_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs, resolved against the <base href> the server writes: one build serves any path.
  base: './',
  resolve: {
    alias: {
      // Markdown's parser (micromark) decodes named character references with a DOM element under the
      // `browser` condition: it would throw in the document worker (no document) and write innerHTML
      // (a Trusted Types sink). Its table-based build is the one for every environment.
      'decode-named-character-reference': fileURLToPath(
        new URL('./node_modules/decode-named-character-reference/index.js', import.meta.url),
      ),
    },
  },
  server: {
    port: 5173,
    // changeOrigin false keeps Host localhost:5173, so the sandbox's identity
    // provider builds its redirect URLs for the browser's origin, not :8080.
    // Only /auth/realms goes to the sandbox: /auth/callback is a portal route.
    proxy: {
      '/rest/api': { target: sandboxOrigin, changeOrigin: false },
      '/auth/realms': { target: sandboxOrigin, changeOrigin: false },
      '/sandbox': { target: sandboxOrigin, changeOrigin: false },
    },
  },
  // Maps for error reports, named by no bundle; the servers do not serve them (server/src/portal-static.ts).
  build: {
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What index.html loads in one chunk: split by what the lazily loaded pages share with it, it came as
        // twenty files, each compressed on its own and with its own imports and exports (10 KiB more gzip).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    globals: true,
    css: false,
    testTimeout: 20000,
    // One worker per core: Vitest's default leaves one core idle (it keeps one for itself, which the run
    // hardly uses), and the unit suite is most of npm test's computing.
    maxWorkers: availableParallelism(),
    // Projects so the sandbox's tests run in plain Node without the portal's jsdom setup.
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          // The portal's tests, and its client's contract tests against the real sandbox (e2e/contract: they
          // start another program, so they stand above the portal, not in it).
          include: ['src/**/*.test.{ts,tsx}', 'e2e/contract/**/*.test.ts'],
          exclude: ['src/**/*.clock.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Results never depend on the machine's time zone; the clock tests below run in three others.
          env: { TZ: 'UTC' },
        },
      },
      // Tests of what depends on the time of day and the time zone (`*.clock.test.tsx`), on fixed clocks,
      // once in each of three zones: UTC, behind it (Los Angeles) and ahead across the date line (Auckland).
      ...['UTC', 'America/Los_Angeles', 'Pacific/Auckland'].map((zone) => ({
        extends: true as const,
        test: {
          name: `clock ${zone}`,
          environment: 'jsdom',
          include: ['src/**/*.clock.test.{ts,tsx}'],
          // Each drives the whole deadline picker with the keyboard: 9 to 15 s alone, 23 s with npm test's
          // waiting e2e lane beside it. A limit, not a speed target: a test cut off leaves its typing running
          // into the next one.
          testTimeout: 60_000,
          setupFiles: ['./src/test/setup.ts'],
          env: { TZ: zone },
        },
      })),
      {
        // The document layer runs in Node as in the browser; its tests read real files from test-data.
        extends: true,
        test: {
          name: 'documents',
          environment: 'node',
          include: ['packages/documents/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/src/**/*.test.ts'],
          // Limits, not speed targets, as the server's below: a sandbox in server mode starts its provider, the
          // API and a portal server with its PGlite database. With a second npm test beside it on two cores,
          // starting one took over the default 10 s (profiles.test.ts, both profiles).
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The modules two programs share (contract, claims, web security, test support) and the lint rules:
          // plain Node, as the server and the sandbox run them.
          name: 'packages',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'packages/documents/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          // A file's first portal server in server mode starts its database, an in-memory PGlite (PostgreSQL
          // in WebAssembly): a second alone, up to fifteen on the 2-core machine beside other runs.
          hookTimeout: 60_000,
          // Limits, not speed targets: a test here starts child processes (npm run serve, the sandbox with its
          // provider) and databases. With a second npm test beside it on two cores the unit step took twice
          // as long, and the graceful-shutdown test (6 s alone) was cut off at 20 s in both runs.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
