/** Test helpers: the API router on a free port with a fake `verify`, the tests' API client on it, bounded polling. */
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { apiClient, fetchTransport, type ApiClient } from '#test-support/api-client';
import { until } from '#test-support/until';
import { HttpError } from '../http-error';
import type { Principal, SandboxConfig } from '../types';
import { createApiRouter, type ApiRouter } from './router';

export const PRINCIPALS: Record<string, Principal> = {
  orderer: {
    sub: 'u-orderer',
    username: 'orderer',
    name: 'Olivia',
    email: 'orderer@example.com',
    organisation: 'acme',
    roles: ['orderer'],
  },
  admin: {
    sub: 'u-admin',
    username: 'admin',
    name: 'Adam',
    email: 'admin@example.com',
    organisation: 'acme',
    roles: ['admin', 'orderer'],
  },
  outsider: {
    sub: 'u-outsider',
    username: 'outsider',
    name: 'Oscar',
    email: 'oscar@example.com',
    organisation: 'globex',
    roles: ['orderer', 'admin'],
  },
};

export function fakeVerify(header: string | undefined): Promise<Principal> {
  const who = /^bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const principal = PRINCIPALS[who];
  return principal ? Promise.resolve(principal) : Promise.reject(new HttpError(401, 'Unauthorized'));
}

export type ApiInit = RequestInit & { as?: string | null; json?: unknown; type?: string };

export interface TestSandbox {
  base: string;
  dataDir: string;
  config: SandboxConfig;
  /**
   * fetch relative to /rest/api as `as` (no Authorization header when null); `json` sends a JSON body,
   * `type` names the Content-Type of a raw `body`.
   */
  api(pathname: string, init?: ApiInit): Promise<Response>;
  /** Closes the router and server; with `keepData` the data folder stays for a restart. */
  stop(keepData?: boolean): Promise<void>;
}

export async function startTestSandbox(overrides: Partial<SandboxConfig> = {}, dataDir?: string): Promise<TestSandbox> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'sandbox-api-')));
  const config: SandboxConfig = {
    port: 0,
    origin: 'http://localhost',
    idpOrigin: overrides.origin ?? 'http://localhost',
    apiOrigin: overrides.origin ?? 'http://localhost',
    corsOrigins: [],
    portalUrls: [],
    idpProfile: 'keycloak',
    dataDir: dir,
    reset: false,
    bff: false,
    timeScale: 0.002,
    variants: false,
    accessTokenTtl: 300,
    uploadLimit: 1024 * 1024,
    referenceAllowList: [],
    staticDir: dir,
    securityHeaders: false,
    ...overrides,
  };
  const api: ApiRouter = await createApiRouter({ config, verify: fakeVerify });
  const app = express();
  app.use('/rest/api', api.router);
  app.use('/sandbox', api.outbox);
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  // Tests that run LibreOffice block this process for seconds; idle connections must outlive that, or
  // the client's next request meets a socket the server has just closed (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    dataDir: dir,
    config,
    api(pathname, init = {}) {
      const { as = 'orderer', json, type, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (as) headers.set('Authorization', `Bearer ${as}`);
      if (type !== undefined) headers.set('Content-Type', type);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return fetch(`${base}/rest/api${pathname}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    async stop(keepData = false) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      if (!keepData) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test sandbox for the whole file: started before its first test, stopped after its last. The returned
 * handle delegates to it, so it can be passed around (e.g. to `sandboxClient`) before it has started.
 */
export function useTestSandbox(overrides: Partial<SandboxConfig> = {}): TestSandbox {
  let current: TestSandbox | undefined;
  beforeAll(async () => {
    current = await startTestSandbox(overrides);
  });
  afterAll(async () => {
    await current?.stop();
  });
  const started = (): TestSandbox => {
    if (!current) throw new Error('The test sandbox runs only while the tests do');
    return current;
  };
  return {
    get base() {
      return started().base;
    },
    get dataDir() {
      return started().dataDir;
    },
    get config() {
      return started().config;
    },
    api: (pathname, init) => started().api(pathname, init),
    stop: (keepData) => started().stop(keepData),
  };
}

/**
 * The tests' API client (#test-support/api-client) as `as` on this sandbox (its fake tokens are the user
 * names); it may be made before the sandbox has started. Polls every 20 ms for 10 s: vendors run fast here.
 */
export function sandboxClient(sandbox: TestSandbox, as = 'orderer'): ApiClient {
  return apiClient({
    transport: (request) => fetchTransport(sandbox.base)(request),
    token: () => as,
    poll: { timeoutMs: 10_000, intervalMs: 20 },
  });
}

/** Polls until `check` returns a value other than undefined/false; fails after `timeoutMs`. */
export function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  return until(what, check, { timeoutMs, intervalMs: 20 });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
