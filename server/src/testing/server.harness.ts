/** Helpers for the server's tests: a fake build folder, a server on a free port, a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalServer, type PortalServer, type ServerExtension } from '../app';
import { loadServerConfig } from '../config';
import type { Logger, LogLevel } from '../logger';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
export const ASSET_NAME = 'assets/index-Bx7c9dQ1.js';
export const ASSET_BODY = `console.log(${JSON.stringify('portal '.repeat(2000))});\n`;

/** A folder shaped like `vite build` output, with a stale config.json the server must not send. */
export async function fakeDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, ASSET_NAME), ASSET_BODY);
  await writeFile(path.join(dir, `${ASSET_NAME}.map`), '{"version":3,"sources":["../src/main.tsx"]}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'config.json'), '{"stale":true}');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function memoryLogger(): Logger & { lines: { level: LogLevel; msg: string; [k: string]: unknown }[] } {
  const lines: { level: LogLevel; msg: string; [k: string]: unknown }[] = [];
  return { lines, log: (level, msg, fields = {}) => lines.push({ level, msg, ...fields }) };
}

export interface Running {
  portal: PortalServer;
  server: http.Server;
  url: string;
}

export async function startServer(
  env: NodeJS.ProcessEnv,
  logger: Logger,
  extension?: ServerExtension,
): Promise<Running> {
  const config = loadServerConfig({ PORT: '0', ...env });
  const portal = createPortalServer(config, logger, extension);
  const server = await portal.listen();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { portal, server, url: `http://127.0.0.1:${port}` };
}

/** `npm run serve` as a child process; resolves with its JSON log lines once `until` matches one. */
export function spawnServe(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
  waitFor: (msg: string) => Promise<Record<string, unknown>>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: { msg: string; resolve: (l: Record<string, unknown>) => void }[] = [];
  let buffer = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffer.slice(0, nl)) as Record<string, unknown>;
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      for (const w of waiters.filter((w) => w.msg === line.msg)) w.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const found = lines.find((l) => l.msg === msg);
      if (found) resolve(found);
      else waiters.push({ msg, resolve });
      void exited.then(() => reject(new Error(`exited before "${msg}": ${JSON.stringify(lines)}`)));
    });
  return { child, lines, exited, waitFor };
}
