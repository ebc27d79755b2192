/**
 * The journeys every engine runs (e2e/engines/run.ts): the orderer's (sign in, order with a dropped file,
 * accept a quote, download the delivery), the project admin's (edit a project section and save it), the
 * reviewer's (compare a delivery), with axe on the pages they pass. The same steps and texts as the
 * Playwright specs (new-order, quotes, deliveries, projects-admin, review).
 */
import { paths } from '#portal/lib/paths.ts';
import { passwordGrantClient } from '#test-support/api-client';
import type { DemoUser } from '../support/fixtures';
import { role, text, type Tab } from './page-tools';

export interface Journey {
  name: string;
  run(tab: Tab, stamp: string): Promise<void>;
  /** Errors the page reports on purpose in this journey (all others fail it). */
  expectedErrors?: RegExp;
}

async function signIn(tab: Tab, user: DemoUser, path = '/') {
  await tab.goto(path);
  await tab.type([{ label: /username/i }], user);
  await tab.type([{ label: /password/i }], user);
  await tab.click(role('button', /sign in/i));
  await tab.find([role('banner')], 20_000);
}

const orderer: Journey = {
  name: "the orderer's journey: sign in, order a dropped file, accept a quote, download the delivery",
  async run(tab, stamp) {
    const fileName = `engines-${stamp}.txt`;
    await signIn(tab, 'orderer');
    await tab.find([role('heading', 'Orders', { level: 1 })]);
    await tab.expectNoSeriousA11yViolations('the orders list');

    await tab.goto(paths.newOrder.getHref());
    await tab.find([role('heading', 'New order', { level: 1 })]);
    await tab.drop(
      [{ testId: 'document-drop-zone' }],
      [{ name: fileName, text: 'Good morning.\nThe shop opens at nine.\n', type: 'text/plain' }],
    );
    const documents = role('list', 'Source documents');
    await tab.find([documents, text(fileName)]);
    await tab.find([documents, text('Uploaded')], 20_000);
    await tab.choose('Source language', 'en-US', 'English (United States) (en-US)');
    await tab.choose('Target languages', 'German', 'German (Germany) (de-DE)');
    await tab.find([role('region', 'Project and languages'), text('German (Germany) (de-DE)')]);
    await tab.expectNoSeriousA11yViolations('the new-order form');

    await tab.click(role('button', 'Request quotes', { exact: true }));
    await tab.click(role('dialog', 'Request quotes?'), role('button', 'Request quotes'));
    const orderPath = await tab.expectPath(/^\/orders\/(?!new$)[^/]+$/);
    const taskId = decodeURIComponent(orderPath.split('/').pop() ?? '');
    const german = role('region', 'German (Germany) (de-DE)');
    await tab.expectText([german], 'All vendors have answered.', 30_000);
    await tab.expectNoSeriousA11yViolations('the order page with quotes');
    await tab.click(german, role('button', /^Accept quote/));
    await tab.click(role('dialog', 'Accept this quote?'), role('button', 'Accept quote', { exact: true }));
    // The decision shows above the quotes, which fold away once the sandbox's vendor delivers.
    await tab.find([german, text(/^Ordered from /)]);

    const delivery = [role('region', 'Deliveries'), role('article', 'German (Germany) (de-DE)')];
    await tab.expectText(delivery, 'Delivered', 60_000);
    // Saved with the language in its name.
    const germanName = `engines-${stamp}.de-DE.txt`;
    const download = [...delivery, role('button', `Download ${germanName}`)];
    // "Translation delivered" stays at the bottom right until dismissed; the click scrolls the button to the
    // middle of the window, out from under it, as a user would.
    await tab.click(...download);
    const saved = await tab.page.download(germanName, 15_000);
    if (!saved.includes('[de-DE]') || saved.includes('Good morning.\n')) {
      throw new Error(`The download of order ${taskId} is not the German translation: ${JSON.stringify(saved)}`);
    }
  },
};

const admin: Journey = {
  name: "the project admin's journey: create a project, edit its general section and save it",
  async run(tab, stamp) {
    const name = `Engines project ${stamp}`;
    await signIn(tab, 'admin', paths.projects.getHref());
    await tab.find([role('heading', 'Projects', { level: 1 })]);
    await tab.click(role('button', 'New project'));
    const dialog = role('dialog', 'New project');
    await tab.type([dialog, role('textbox', 'Project name')], name);
    await tab.click(dialog, role('button', 'Create project'));
    await tab.find([role('heading', name, { level: 1 })]);

    const general = role('tabpanel', 'General');
    const deliveryTime = [general, role('textbox', 'Delivery time')];
    await tab.page.run('arguments[0].select();', await tab.find(deliveryTime));
    await tab.type(deliveryTime, '36');
    await tab.find([general, text('36 hours = 1.5 business days')]);
    await tab.find([general, text('Unsaved changes', { exact: true })]);
    await tab.expectNoSeriousA11yViolations('the project page with unsaved changes');
    await tab.click(general, role('button', 'Save', { exact: true }));
    await tab.find([text('Changes saved')]);
    await tab.waitFor(
      'no unsaved changes',
      async () => (await tab.query(general, text('Unsaved changes', { exact: true }))) === null,
    );

    // Saved at the service: a fresh load shows it.
    await tab.goto(await tab.path());
    await tab.find([role('heading', name, { level: 1 })]);
    await tab.waitFor('the saved delivery time', async () => (await tab.value(deliveryTime)) === '36 hours');
  },
};

const reviewer: Journey = {
  name: "the reviewer's journey: compare a delivery's source and translation",
  async run(tab, stamp) {
    const fileName = `engines-review-${stamp}.txt`;
    const api = passwordGrantClient(tab.origin, 'orderer', { timeoutMs: 45_000, intervalMs: 500 });
    // Ordered right before it is needed: a delivery stays in review for 30 s only.
    const taskId = await api.orderInReview(
      await api.projectId('Marketing website'),
      fileName,
      'Welcome to the review.\nThank you for reading.\n',
    );

    await signIn(tab, 'reviewer', paths.review.getHref());
    await tab.find([role('heading', 'Review', { level: 1 })]);
    const compare = role('link', `Compare: Order ${taskId}, German (Germany)`);
    await tab.find([compare]);
    await tab.expectNoSeriousA11yViolations('the review queue');
    await tab.click(compare);
    await tab.find([role('heading', 'Compare source and translation: German (Germany)', { level: 1 })]);
    const table = role('table', `${fileName}: source and translation`);
    await tab.find([table, role('cell', 'Welcome to the review.')]);
    await tab.expectText([table, role('row', /^Line 1 /)], '[de-DE]');
    await tab.expectNoSeriousA11yViolations('the compare view');
  },
};

const TRUSTED_TYPES_CHECK = `
  const refused = (act) => {
    try {
      act();
      return 'allowed';
    } catch (error) {
      return error.name;
    }
  };
  const box = document.createElement('div');
  document.body.append(box);
  const html = refused(() => (box.innerHTML = '<img src=x onerror="window.__xss=1">'));
  const policy = refused(() => window.trustedTypes.createPolicy('attacker', { createHTML: (s) => s }));
  return new Promise((resolve) => setTimeout(resolve, 100)).then(() => {
    box.remove();
    return { html, policy, children: box.childElementCount };
  });`;

/** As security.spec.ts checks it in Chromium: the CSP's Trusted Types hold in this engine too. */
const trustedTypes: Journey = {
  name: 'the CSP enforces Trusted Types: a markup string and an unknown policy are refused',
  expectedErrors: /trusted-types|TrustedHTML|TrustedTypePolicy|Trusted Type/i,
  async run(tab) {
    await signIn(tab, 'orderer');
    await tab.find([role('heading', 'Orders', { level: 1 })]);
    // Mantine's CSS variables reach their <style> element through the default policy (markup-free text).
    const styles = await tab.page.run<string>(
      'return document.querySelector("style[data-mantine-styles]")?.textContent ?? "";',
    );
    if (!styles.includes('--mantine-')) throw new Error('Mantine wrote no CSS variables');
    const attempt = await tab.page.run<{ html: string; policy: string; children: number }>(TRUSTED_TYPES_CHECK);
    if (attempt.html !== 'TypeError' || attempt.policy !== 'TypeError' || attempt.children !== 0) {
      throw new Error(`Trusted Types did not refuse: ${JSON.stringify(attempt)}`);
    }
    // The page reported both refusals: the error collection that fails the other journeys sees them.
    await tab.collectErrors();
    for (const directive of ['require-trusted-types-for', '(trusted-types)']) {
      if (!tab.errors.some((error) => error.includes(directive))) {
        throw new Error(`No CSP report of ${directive} among ${JSON.stringify(tab.errors)}`);
      }
    }
  },
};

export const JOURNEYS: Journey[] = [orderer, admin, reviewer, trustedTypes];
