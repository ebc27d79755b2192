/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its MiniBrowser) driven over classic WebDriver
 * with a small client of its own. WebKitGTK needs a display: an Xvfb the runner starts unless DISPLAY names
 * one. Each page is a WebDriver session (a fresh MiniBrowser, so no cookies or storage are shared).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { downloadedText, type Browser, type ElementRef, type Key, type Page } from './engine';

const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' };

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

function miniBrowser(): string {
  // /usr/lib/<multiarch>/webkit2gtk-4.<n>/MiniBrowser
  const found =
    process.env.WEBKIT_BROWSER_PATH ??
    readdirSync('/usr/lib', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((arch) =>
        ['webkit2gtk-4.1', 'webkit2gtk-4.0'].map((api) => path.join('/usr/lib', arch.name, api, 'MiniBrowser')),
      )
      .find((candidate) => existsSync(candidate));
  if (!found || !existsSync(found)) throw new Error('No MiniBrowser of webkit2gtk (apt-get install webkit2gtk-driver)');
  return found;
}

/** Starts Xvfb on a display it picks itself (-displayfd) and resolves with ":N". */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    xvfb.once('error', reject);
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }));
  });
}

async function waitUntilUp(url: string) {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (
      (await fetch(url).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

export async function launchWebKit(options: { downloads: string; locale: string; port: number }): Promise<Browser> {
  await mkdir(options.downloads, { recursive: true });
  // GLib's download folder (where WebKitGTK saves downloads) is read from the XDG user-dirs file.
  const config = path.join(options.downloads, '..', 'xdg-config');
  await mkdir(config, { recursive: true });
  await writeFile(path.join(config, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${options.downloads}"\n`);
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${options.port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb?.display ?? process.env.DISPLAY,
      XDG_CONFIG_HOME: config,
      // navigator.language comes from the environment's locale.
      LANG: `${options.locale.replace('-', '_')}.UTF-8`,
      LANGUAGE: options.locale.replace('-', '_'),
    },
  });
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilUp(`${base}/status`);
  } catch (error) {
    driver.kill();
    xvfb?.process.kill();
    throw error;
  }
  const binary = miniBrowser();
  return {
    async newPage() {
      const session = await command<{ sessionId: string }>(base, 'POST', '/session', {
        capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } },
      });
      const page = webkitPage(`${base}/session/${session.sessionId}`, options.downloads);
      await command(page.url_, 'POST', '/window/rect', { width: 1280, height: 900 });
      return page;
    },
    close() {
      driver.kill();
      xvfb?.process.kill();
      return Promise.resolve();
    },
  };
}

async function command<T>(base: string, method: string, at: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${at}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${at}: ${answer.value.error} ${answer.value.message ?? ''}`);
  return answer.value;
}

/**
 * An element reference's id. The specification's key is element-6066-11e4-a52f-4a5e5f1ed3a5; WebKitWebDriver
 * 2.50 answers with element-6066-11e4-a52e-4f735466cecf, so take whichever the reference has.
 */
const id = (element: ElementRef) =>
  Object.entries(element as unknown as Record<string, string>).find(([key]) => key.startsWith('element-6066-'))?.[1] ??
  '';

function webkitPage(session: string, downloads: string): Page & { url_: string } {
  const send = <T>(method: string, at: string, body?: unknown) => command<T>(session, method, at, body);
  return {
    url_: session,
    goto: (url) => send('POST', '/url', { url }),
    url: () => send<string>('GET', '/url'),
    async run<T>(body: string, ...args: unknown[]) {
      // Sync and async bodies alike: the result is awaited in the page, a failure comes back as a message.
      const script = `const done = arguments[arguments.length - 1];
        const args = Array.prototype.slice.call(arguments, 0, -1);
        Promise.resolve().then(() => (function () { ${body} }).apply(null, args))
          .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const result = await send<{ value: T; error?: string }>('POST', '/execute/async', { script, args });
      if (result.error !== undefined) throw new Error(result.error);
      return result.value;
    },
    click: (element) => send('POST', `/element/${id(element)}/click`, {}),
    type: (element, text) => send('POST', `/element/${id(element)}/value`, { text }),
    press: (key) =>
      send('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: KEYS[key] },
              { type: 'keyUp', value: KEYS[key] },
            ],
          },
        ],
      }),
    download: (filename, timeoutMs) => downloadedText(path.join(downloads, filename), timeoutMs),
    errors: () => Promise.resolve([]),
    async screenshot(to) {
      await writeFile(to, Buffer.from(await send<string>('GET', '/screenshot'), 'base64'));
    },
    close: () => send('DELETE', ''),
  };
}
