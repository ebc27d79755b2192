/** Helpers for tests that run a real sandbox server on a free port, in this process or as a process of its own. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type ApiFactory, type Sandbox } from './app';
import { loadConfig } from './config';
import type { SandboxConfig } from './types';

import { freePort } from '#test-support/free-port';
import { until } from '#test-support/until';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningSandbox {
  config: SandboxConfig;
  sandbox: Sandbox;
  /** http://localhost:<port> */
  base: string;
  stop(): Promise<void>;
}

/**
 * `providerOnAnotherSite`: the provider's issuer is http://127.0.0.1:<port> while the portal is
 * http://localhost:<port>, two sites for a browser (as a provider on another domain is);
 * `apiOnAnotherOrigin`: the portal is told the API is at http://127.0.0.2:<port>.
 */
export async function startSandbox(
  env: NodeJS.ProcessEnv = {},
  options: { api?: ApiFactory; providerOnAnotherSite?: boolean; apiOnAnotherOrigin?: boolean } = {},
): Promise<RunningSandbox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-test-'));
  const port = await freePort();
  const config = loadConfig([], {
    PORT: String(port),
    SANDBOX_DATA_DIR: path.join(dir, 'data'),
    SANDBOX_STATIC_DIR: path.join(dir, 'dist'),
    ...(options.providerOnAnotherSite ? { SANDBOX_IDP_ORIGIN: `http://127.0.0.1:${port}` } : {}),
    ...(options.apiOnAnotherOrigin ? { SANDBOX_API_ORIGIN: `http://127.0.0.2:${port}` } : {}),
    ...env,
  });
  const sandbox = await createSandbox(config, options);
  await sandbox.listen();
  return {
    config,
    sandbox,
    base: config.origin,
    async stop() {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface SandboxProcess {
  /** http://localhost:<port> */
  base: string;
  /** Stops it as Ctrl-C does (SIGTERM) and waits for it to exit; rejects when it did not exit cleanly. */
  stop(): Promise<void>;
}

/**
 * `npm start` as a process of its own (`tsx sandbox/src/main.ts --bff`: the provider, the API and its vendors, the
 * portal server and the SMTP catcher in one process) on `port`, with `env` and none of this process's settings;
 * ready when the provider answers (the sandbox listens once the portal's database is migrated).
 */
export async function startSandboxProcess(port: number, env: Record<string, string>): Promise<SandboxProcess> {
  const base = `http://localhost:${port}`;
  const { PATH = '', HOME = '', TMPDIR = os.tmpdir() } = process.env;
  const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['sandbox/src/main.ts', '--bff'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH, HOME, TMPDIR, PORT: String(port), ...env },
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
  let code: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (status, signal) => {
      code = status ?? (signal ? -1 : null);
      resolve();
    }),
  );
  const stop = async () => {
    if (code === undefined) child.kill('SIGTERM');
    await exited;
    if (code !== 0) throw new Error(`The sandbox on port ${port} exited with ${String(code)}: ${errors}`);
  };
  try {
    await until(
      `the sandbox on port ${port} to answer`,
      async () => {
        if (code !== undefined) throw new Error(`The sandbox on port ${port} exited with ${String(code)}: ${errors}`);
        const discovery = await fetch(`${base}/auth/realms/portal/.well-known/openid-configuration`).catch(
          () => undefined,
        );
        return discovery?.status === 200;
      },
      // Three realms, the vendors and the portal's database: seconds alone, much longer on two busy cores.
      { timeoutMs: 120_000, intervalMs: 250 },
    );
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
  return { base, stop };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * One HTTP exchange, without following redirects. Not fetch: Node's fetch sends `Sec-Fetch-Mode: cors` with
 * every request, as a page's script would, where a browser's navigations say `navigate` (or nothing, here).
 */
function send(url: URL, method: string, headers: Headers, body: RequestInit['body']): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: Object.fromEntries(headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const one of [value ?? []].flat()) answer.append(name, one);
        const status = res.statusCode ?? 0;
        resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    req.on('error', reject);
    req.end(body === undefined || body === null ? undefined : String(body as string | URLSearchParams));
  });
}

/** Just enough of a browser: a cookie jar (paths ignored) and manual redirects. */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line received, for checking their attributes. */
  readonly setCookies: string[] = [];

  constructor(private readonly base: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await send(new URL(url, this.base), init.method ?? 'GET', headers, init.body);
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  submit(url: string, form: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  }
}

/**
 * Signs in through a portal server in bff mode at `serverUrl` that claims the provider's origin (as
 * behind one load balancer): the provider's redirects to that origin are delivered to the server.
 * Returns the session cookie, `__Host-portal-session=…`.
 */
export async function signInThroughBff(serverUrl: string, providerBase: string, user = 'admin'): Promise<string> {
  const browser = await browserSignedIn(serverUrl, providerBase, user);
  return `__Host-portal-session=${browser.cookies.get('__Host-portal-session') ?? ''}`;
}

/** signInThroughBff's browser, with the portal's session cookie and the provider's. */
export async function browserSignedIn(serverUrl: string, providerBase: string, user = 'admin'): Promise<Browser> {
  const browser = new Browser(serverUrl);
  // The provider answers with paths on its own origin.
  const next = (res: Response) => new URL(res.headers.get('location') ?? '', providerBase).href;
  const authorize = next(await browser.request('/bff/login'));
  const form = next(await browser.request(authorize));
  const resume = next(await browser.submit(form, { username: user, password: user }));
  const callback = new URL(next(await browser.request(resume)));
  if (callback.pathname !== '/bff/callback')
    throw new Error(`Expected the redirect to /bff/callback, got ${callback.href}`);
  const done = await browser.request(`${serverUrl}${callback.pathname}${callback.search}`);
  if (done.status !== 303) throw new Error(`The callback answered ${done.status}`);
  return browser;
}

const NAVIGATION = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };

/** Follows redirects from `res` as a browser would; the response that is not one. */
async function follow(browser: Browser, first: Response): Promise<Response> {
  let res = first;
  for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++)
    res = await browser.request(res.headers.get('location') ?? '', { headers: NAVIGATION });
  return res;
}

/**
 * Signs out as the portal does (POST /bff/logout, then a navigation to the logoutUrl it answers) up to the
 * provider's page; a page that submits its form itself (a sign-out that asks nothing) is submitted as a browser
 * would. Returns that page (status and HTML) and, when it was submitted, where the provider sent the browser.
 */
export async function signOutThroughBff(
  browser: Browser,
): Promise<{ status: number; html: string; landed: string | undefined }> {
  const logout = await browser.request('/bff/logout', { method: 'POST', headers: { 'X-Portal-Request': '1' } });
  const { logoutUrl } = (await logout.json()) as { logoutUrl: string };
  const page = await follow(browser, await browser.request(logoutUrl, { headers: NAVIGATION }));
  const html = await page.text();
  const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!html.includes('<script>') || !action || !xsrf) return { status: page.status, html, landed: undefined };
  const done = await browser.submit(action, { xsrf, logout: 'yes' });
  return { status: page.status, html, landed: done.headers.get('location') ?? undefined };
}

/** Whether a new sign-in in `browser` shows the provider's form ('asks') or comes straight back with a code. */
export async function nextSignIn(browser: Browser): Promise<'asks for the password' | 'signs in at once'> {
  const login = await browser.request('/bff/login', { headers: NAVIGATION });
  const authorize = await browser.request(login.headers.get('location') ?? '', { headers: NAVIGATION });
  const next = authorize.headers.get('location') ?? '';
  return next.includes('/bff/callback?') ? 'signs in at once' : 'asks for the password';
}
