/**
 * What the journeys of e2e/engines need from a browser, implemented once per engine (Firefox over WebDriver
 * BiDi with Puppeteer, WebKitGTK over classic WebDriver). Elements are found in the page by role and
 * accessible name (in-page.js, with Testing Library's queries), as the Playwright suite finds them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** An element of the page, as the engine's protocol refers to it. */
export type ElementRef = { readonly __element: unique symbol };

export type Key = 'Enter' | 'Escape' | 'Tab';

export interface Browser {
  /** Opens a fresh tab with no cookies or storage. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export interface Page {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `body` (a function body that reads its arguments from `arguments`) in the page and returns its
   * result, awaited when it is a promise; elements pass both ways.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  click(element: ElementRef): Promise<void>;
  /** Types into the element (focusing it first). */
  type(element: ElementRef, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The text of the file the page saved under this name (waits for it). */
  download(filename: string, timeoutMs: number): Promise<string>;
  /** The errors the page threw or logged to the console so far (what the engine lets a client see). */
  errors(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** Testing Library's DOM queries and the runner's helpers, injected as one script. */
export const IN_PAGE_SCRIPT = [
  readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8'),
  readFileSync(new URL('./in-page.js', import.meta.url), 'utf8'),
].join('\n;\n');
export const AXE_SCRIPT = (require('axe-core') as { source: string }).source;

/**
 * The text of a downloaded file once the browser has finished it. Firefox creates an empty file under the
 * final name when a download starts and writes into `<name>.part`; WebKitGTK writes elsewhere and moves the
 * file into place. So wait for a non-empty file with no partial one beside it (the journeys' files have text).
 */
export async function downloadedText(file: string, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (!(existsSync(file) && !existsSync(`${file}.part`) && statSync(file).size > 0)) {
    if (Date.now() > until) throw new Error(`No finished download at ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return readFile(file, 'utf8');
}
