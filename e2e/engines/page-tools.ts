/**
 * The journeys' vocabulary on top of an engine's Page: find by role and accessible name (waiting, as
 * Playwright's locators do), click, type, choose from a searchable select, drop files, run axe.
 */
import { AXE_SCRIPT, IN_PAGE_SCRIPT, type ElementRef, type Key, type Page } from './engine';

type Name = string | RegExp;
/** One step of a locator: each is looked for inside the element the step before it found. */
export type Step =
  | { role: string; name?: Name; level?: number; exact?: boolean }
  | { text: Name; exact?: boolean }
  | { label: Name }
  | { testId: string }
  | { css: string };

/** A name as in-page.js takes it: a regular expression's parts, or a string matched as Playwright does. */
const serialise = (name: Name | undefined, exact = false) =>
  name === undefined
    ? undefined
    : name instanceof RegExp
      ? { source: name.source, flags: name.flags }
      : { text: name, exact };
const wire = (steps: Step[]) =>
  steps.map((step) => {
    const exact = 'exact' in step && step.exact === true;
    if ('role' in step) return { ...step, name: serialise(step.name, exact) };
    if ('text' in step) return { ...step, text: serialise(step.text, exact) };
    if ('label' in step) return { ...step, label: serialise(step.label) };
    return step;
  });
const describe = (steps: Step[]) =>
  steps
    .map((s) => ('role' in s ? `${s.role}${s.name !== undefined ? ` "${String(s.name)}"` : ''}` : JSON.stringify(s)))
    .join(' > ');

/** By role and accessible name: a string name is a case-insensitive substring unless `exact`, as in Playwright. */
export const role = (name: string, accessibleName?: Name, options: { level?: number; exact?: boolean } = {}): Step => ({
  role: name,
  ...(accessibleName !== undefined ? { name: accessibleName } : {}),
  ...options,
});
export const text = (value: Name, options: { exact?: boolean } = {}): Step => ({ text: value, ...options });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export class Tab {
  /** The errors the page's documents reported while the helpers were in them (in-page.js). */
  readonly errors: string[] = [];

  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async goto(path: string) {
    await this.collectErrors();
    await this.page.goto(new URL(path, this.origin).href);
  }

  /** Moves what the current document reported into `errors` (before it is left, and at the end). */
  async collectErrors() {
    const reported = await this.page
      .run<string[]>('return window.__engines ? window.__engines.errors.splice(0) : [];')
      .catch(() => []);
    this.errors.push(...reported);
  }

  /** Injects the helpers when the page has none yet (after each document load). */
  private async helpers() {
    const present = await this.page.run<boolean>('return typeof window.__engines === "object";');
    if (!present) await this.page.run(IN_PAGE_SCRIPT);
  }

  /** The element the steps find, or null (no waiting). */
  async query(...steps: Step[]): Promise<ElementRef | null> {
    await this.helpers();
    return this.page.run<ElementRef | null>('return window.__engines.find(arguments[0]);', wire(steps));
  }

  /** Waits until `check` holds (or returns a value); fails with `what` after `timeoutMs`. */
  async waitFor<T>(what: string, check: () => Promise<T | null | false>, timeoutMs = 15_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    let last: string | undefined;
    for (;;) {
      try {
        const value = await check();
        if (value !== null && value !== false) return value;
      } catch (error) {
        // A navigation under way throws away the page's context; look again.
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > until)
        throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${last})` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** Waits for the element the steps find. */
  find(steps: Step[], timeoutMs?: number): Promise<ElementRef> {
    return this.waitFor(describe(steps), () => this.query(...steps), timeoutMs);
  }

  /**
   * Clicks the element the steps find once it stands still and nothing covers it, as Playwright does: a
   * dialog's button during its transition moves, and WebKit's click then lands beside it or is refused; an
   * element under a notification would give the notification the click. Waiting, it says what covers it.
   */
  async click(...steps: Step[]) {
    await this.waitFor(`a click on ${describe(steps)}`, async () => {
      const element = await this.query(...steps);
      if (!element || !(await this.page.run<boolean>('return window.__engines.stable(arguments[0]);', element))) {
        return null;
      }
      const covered = await this.page.run<string | null>('return window.__engines.coveredBy(arguments[0]);', element);
      if (covered !== null) throw new Error(`covered by ${covered}`);
      await this.page.click(element);
      return true;
    });
  }

  async type(steps: Step[], value: string) {
    await this.page.type(await this.find(steps), value);
  }

  press(key: Key) {
    return this.page.press(key);
  }

  /** The element's text content. */
  async textOf(element: ElementRef): Promise<string> {
    return (await this.page.run<string | null>('return arguments[0].textContent;', element)) ?? '';
  }

  /** Waits until the element the steps find contains `expected`. */
  async expectText(steps: Step[], expected: Name, timeoutMs?: number) {
    await this.waitFor(
      `${describe(steps)} to contain ${String(expected)}`,
      async () => {
        const element = await this.query(...steps);
        if (!element) return false;
        const content = await this.textOf(element);
        return typeof expected === 'string' ? content.includes(expected) : expected.test(content);
      },
      timeoutMs,
    );
  }

  async value(steps: Step[]): Promise<string> {
    return this.page.run<string>('return arguments[0].value;', await this.find(steps));
  }

  async path(): Promise<string> {
    return new URL(await this.page.url()).pathname;
  }

  /** Waits until the page's path matches. */
  async expectPath(pattern: RegExp, timeoutMs?: number): Promise<string> {
    return this.waitFor(
      `a path matching ${String(pattern)}`,
      async () => {
        const now = await this.path();
        return pattern.test(now) ? now : null;
      },
      timeoutMs,
    );
  }

  /** Picks `option` from a searchable select (or multi-select) after typing `search`, then closes it. */
  async choose(label: string, search: string, option: string) {
    const box = [role('combobox', label)];
    await this.click(...box);
    await this.type(box, search);
    await this.click(role('option', option));
    await this.press('Escape');
  }

  /** Drops text files on the element the steps find, as a drag from the desktop does. */
  async drop(steps: Step[], files: { name: string; text: string; type: string }[]) {
    const target = await this.find(steps);
    await this.page.run('window.__engines.drop(arguments[0], arguments[1]);', target, files);
  }

  /** axe (WCAG 2.x A/AA) on the whole page: throws on a serious or critical finding. */
  async expectNoSeriousA11yViolations(label: string) {
    await this.helpers();
    const hasAxe = await this.page.run<boolean>('return typeof window.axe === "object";');
    if (!hasAxe) await this.page.run(AXE_SCRIPT);
    const findings = await this.page.run<string[]>('return window.__engines.axe(arguments[0]);', WCAG_TAGS);
    if (findings.length > 0) throw new Error(`axe on ${label}:\n  ${findings.join('\n  ')}`);
  }
}
