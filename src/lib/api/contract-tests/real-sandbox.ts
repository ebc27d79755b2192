// The sandbox declares the untyped oidc-provider module for its own program; bring it into this one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient .d.ts cannot be imported
/// <reference path="../../../../sandbox/src/idp/oidc-provider.d.ts" />
/**
 * Starts the real sandbox in-process for the client's contract tests (Node only) and fetches
 * tokens with the password grant, like a command-line client would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApiRouter } from '../../../../sandbox/src/api/router';
import { createSandbox } from '../../../../sandbox/src/app';
import { loadConfig } from '../../../../sandbox/src/config';

export interface RealSandbox {
  origin: string;
  /** An access token for one of the demo users (password = user name). */
  token(username: 'orderer' | 'admin' | 'reviewer' | 'outsider'): Promise<string>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startRealSandbox(variants: boolean): Promise<RealSandbox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-contract-'));
  const port = await freePort();
  const config = loadConfig([], {
    ...process.env,
    PORT: String(port),
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    SANDBOX_DATA_DIR: path.join(dir, 'data'),
    SANDBOX_STATIC_DIR: path.join(dir, 'dist'),
    SANDBOX_TIME_SCALE: '0.01',
    SANDBOX_VARIANTS: variants ? '1' : '0',
  });
  const sandbox = await createSandbox(config, { api: createApiRouter });
  await sandbox.listen();
  const origin = config.origin;
  return {
    origin,
    async token(username) {
      const response = await fetch(`${origin}/auth/realms/portal/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          client_id: 'portal-cli',
          client_secret: 'portal-cli-secret',
          username,
          password: username,
        }),
      });
      const body = (await response.json()) as { access_token?: string };
      if (!response.ok || !body.access_token) throw new Error(`No token for ${username}: ${response.status}`);
      return body.access_token;
    },
    async stop() {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Re-fetch until the portal's own polling rule says stop (the rule's interval is replaced by a short
 * pause so tests stay fast); fails after `timeoutMs`.
 */
export async function pollUntilSettled<T>(
  fetcher: () => Promise<T>,
  refetchInterval: (data: T) => number | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = await fetcher();
    if (refetchInterval(data) === false) return data;
    if (Date.now() > deadline) throw new Error(`Still polling after ${timeoutMs} ms: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
