/**
 * `npm run sandbox` / `npm start`: the local stand-in for the translation service,
 * its Keycloak realm and the built portal, on one origin.
 */
import { rm } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiRouter } from './api/router';
import { createSandbox, type Sandbox } from './app';
import { ConfigError } from '#server/config';
import { insecureSandboxSettings, loadConfig } from './config';
import { DEMO_PEOPLE } from './idp/users';
import { PORTAL_CLI, PORTAL_CLI_SECRET } from './idp/clients';
import type { SandboxConfig } from './types';

export function banner(config: SandboxConfig, heading = `Translation portal sandbox: ${config.origin}/`): string {
  const users = DEMO_PEOPLE.map(
    (u) => `    ${u.username.padEnd(10)} password ${u.password.padEnd(10)} ${u.roles.join(', ')} (${u.organisation})`,
  );
  return [
    heading,
    `  Realm:  ${config.origin}/auth/realms/portal  (CLI client ${PORTAL_CLI} / ${PORTAL_CLI_SECRET})`,
    `  Sign-in: ${config.bff ? 'server mode (bff): tokens stay on the server, the browser holds a session cookie; npm start -- --browser for browser mode' : 'browser mode (oidc-client-ts): approvals and the portal database need server mode (npm start)'}`,
    '  Demo users:',
    ...users,
    ...(config.bff
      ? [`  Mail:   ${config.origin}/sandbox/mail  (the portal server's e-mails, caught on this machine)`]
      : []),
    `  Data:   ${config.dataDir}`,
    '  Ctrl-C to stop',
  ].join('\n');
}

/** Stops on SIGINT/SIGTERM; a second signal exits at once. */
export function closeOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping`);
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Error while stopping:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Keeps the process alive on stray async errors; the sandbox should log, not die. */
export function logStrayErrors(): void {
  process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));
}

export async function startSandbox(config: SandboxConfig): Promise<{ sandbox: Sandbox; server: http.Server }> {
  const insecure = insecureSandboxSettings(config);
  if (insecure.length > 0) throw new ConfigError(insecure);
  if (config.reset) {
    await rm(config.dataDir, { recursive: true, force: true });
    console.log(`Reset: removed ${config.dataDir}`);
  }
  const sandbox = await createSandbox(config, { api: createApiRouter });
  const server = await sandbox.listen();
  return { sandbox, server };
}

async function main(): Promise<void> {
  const config = loadConfig();
  logStrayErrors();
  const { sandbox } = await startSandbox(config);
  closeOnSignals(() => sandbox.close());
  console.log(banner(config));
}

// Run only when executed directly: dev.ts imports the helpers above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(
        `Sandbox refuses to start: insecure configuration for production (NODE_ENV=production):\n  - ${err.problems.join('\n  - ')}`,
      );
      process.exit(1);
    }
    console.error('Sandbox failed to start:', err);
    process.exit(1);
  });
}
