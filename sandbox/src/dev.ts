/**
 * `npm run dev`: the sandbox on :8080 behind Vite's dev server on :5173.
 * The browser only talks to :5173; Vite proxies /auth/realms, /rest/api and
 * /sandbox to the sandbox with the Host header unchanged, so the realm's issuer
 * is the browser's origin, http://localhost:5173/auth/realms/portal.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadConfig } from './config';
import { banner, closeOnSignals, logStrayErrors, startSandbox } from './main';

const VITE_PORT = 5173;
const SANDBOX_PORT = 8080;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function dev(): Promise<void> {
  const config = loadConfig(process.argv.slice(2), {
    ...process.env,
    PORT: String(SANDBOX_PORT),
    PUBLIC_ORIGIN: `http://localhost:${VITE_PORT}`,
  });
  logStrayErrors();
  const { sandbox } = await startSandbox(config);

  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { port: VITE_PORT, strictPort: true },
  });
  closeOnSignals(async () => {
    await vite.close();
    await sandbox.close();
  });
  await vite.listen();
  vite.printUrls();
  console.log(banner(config, `Translation portal (dev): ${config.origin}/  (sandbox on :${SANDBOX_PORT})`));
}

dev().catch((err: unknown) => {
  console.error('Dev server failed to start:', err);
  process.exit(1);
});
