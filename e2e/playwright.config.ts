import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../test-results/e2e-${port}`,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry: a test that passes only on its retry is listed as flaky in the report, to be looked into.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx sandbox/src/main.ts --reset',
    cwd: '..',
    url: `${baseURL}/auth/realms/portal/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
      SANDBOX_STATIC_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      SANDBOX_TIME_SCALE: process.env.E2E_TIME_SCALE ?? '0.05',
      SANDBOX_TOKEN_TTL: process.env.E2E_TOKEN_TTL ?? '75',
      SANDBOX_REVIEW_SECONDS: process.env.E2E_REVIEW_SECONDS ?? '30',
    },
  },
});
