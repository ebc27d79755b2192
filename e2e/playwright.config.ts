import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
/** The server-mode (bff) sandbox runs beside the browser-mode one. */
const bffPort = Number(process.env.E2E_BFF_PORT ?? port + 10);
const bffURL = `http://localhost:${bffPort}`;

function sandbox(at: number, bff: boolean) {
  return {
    command: 'npx tsx sandbox/src/main.ts --reset',
    cwd: '..',
    url: `http://localhost:${at}/auth/realms/portal/.well-known/openid-configuration`,
    reuseExistingServer: false,
    // npm test starts the unit tests beside this suite: a sandbox may take a while to start on busy cores.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(at),
      SANDBOX_BFF: bff ? '1' : '0',
      // The provider on another site than the portal (127.0.0.1 and localhost are two sites for a browser),
      // as Entra ID, Okta or a Keycloak on another domain are: its redirects arrive as cross-site navigations.
      SANDBOX_IDP_ORIGIN: `http://127.0.0.1:${at}`,
      // Browser mode calls the API on a third origin (another loopback address), as a service on its own host
      // name is: the sandbox answers CORS for the portal, and config.json and the CSP name that origin.
      ...(bff ? {} : { SANDBOX_API_ORIGIN: `http://127.0.0.2:${at}` }),
      SANDBOX_DATA_DIR: `test-results/sandbox-data-${at}`,
      SANDBOX_STATIC_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      SANDBOX_TIME_SCALE: process.env.E2E_TIME_SCALE ?? '0.05',
      SANDBOX_TOKEN_TTL: process.env.E2E_TOKEN_TTL ?? '75',
      SANDBOX_REVIEW_SECONDS: process.env.E2E_REVIEW_SECONDS ?? '30',
    },
  };
}
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../test-results/e2e-${port}`,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a test that passes only on its retry is listed as flaky in the report, to be looked into.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The flaky reporter names each test that passed only on its retry (npm test's summary lists them).
  reporter: [
    ['list'],
    ['./support/flaky-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: '../playwright-report' }] as const]),
  ],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // A trace only for a failed test's retry: recording one for every test (DOM snapshots at each action) made
    // the suite about a third slower on two cores (four specs: 109 and 117 s traced, 75 and 78 s not).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS },
  },
  projects: [
    // Browser sign-in mode (oidc-client-ts): every spec except the server mode's own.
    {
      name: 'chromium',
      testIgnore: ['**/bff.spec.ts', '**/approvals.spec.ts', '**/reviews.spec.ts', '**/budgets.spec.ts'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Server sign-in mode (bff): a chosen subset, to keep CI time in bounds: sign-in and sign-out, the
    // security journeys, the orderer's journeys through uploads, drafts and an expired session, and the server
    // mode's own checks, and the approvals and reviews (server mode only). Tests that read the browser mode's tokens are tagged @browser-mode; tests of what
    // the portal renders the same in both modes (markup as text, a field's error) are tagged @one-mode.
    {
      name: 'bff',
      testMatch: [
        'auth.spec.ts',
        'security.spec.ts',
        'new-order.spec.ts',
        'bff.spec.ts',
        'approvals.spec.ts',
        'reviews.spec.ts',
        'budgets.spec.ts',
      ],
      grepInvert: /@browser-mode|@one-mode/,
      use: { ...devices['Desktop Chrome'], baseURL: bffURL },
    },
  ],
  webServer: [sandbox(port, false), sandbox(bffPort, true)],
});
