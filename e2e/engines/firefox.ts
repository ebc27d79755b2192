/**
 * Firefox ESR (Debian's firefox-esr) driven over WebDriver BiDi by Puppeteer (puppeteer-core: no browser of
 * its own). Each page is a tab in a fresh browser context; downloads are saved to a folder of the run.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import puppeteer, { type ElementHandle, type JSHandle, type Page as PuppeteerPage } from 'puppeteer-core';
import { downloadedText, type Browser, type ElementRef, type Key, type Page } from './engine';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(options: { downloads: string; locale: string }): Promise<Browser> {
  await mkdir(options.downloads, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocolTimeout: 60_000,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      'intl.accept_languages': options.locale,
      'intl.locale.requested': options.locale,
      'browser.download.dir': options.downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.start_downloads_in_tmp_dir': false,
    },
  });
  return {
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return firefoxPage(page, options.downloads, () => context.close());
    },
    close: () => browser.close(),
  };
}

const asHandle = (element: ElementRef) => element as unknown as ElementHandle<Element>;

function firefoxPage(page: PuppeteerPage, downloads: string, closeContext: () => Promise<void>): Page {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return {
    errors: () => Promise.resolve(errors),
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: () => Promise.resolve(page.url()),
    async run<T>(body: string, ...args: unknown[]) {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the body runs in the page, not here
      const fn = new Function(body) as (...a: unknown[]) => unknown;
      const handle: JSHandle = await page.evaluateHandle(fn, ...(args as JSHandle[]));
      const element = handle.asElement();
      if (element) return element as unknown as T;
      const value = (await handle.jsonValue()) as T;
      await handle.dispose();
      return value;
    },
    click: (element) => asHandle(element).click(),
    type: async (element, text) => {
      await asHandle(element).focus();
      await page.keyboard.type(text);
    },
    press: (key: Key) => page.keyboard.press(key),
    download: (filename, timeoutMs) => downloadedText(path.join(downloads, filename), timeoutMs),
    screenshot: async (to) => {
      await page.screenshot({ path: to });
    },
    close: closeContext,
  };
}
