/**
 * Vitest setup for the portal (jsdom): jest-dom, browser stubs Mantine needs, English i18n, MSW, the API client
 * configured for `src/test/api.harness.ts` before every test, and console.error fails.
 */
import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { notifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';
import { catalogue as de } from '#portal/lib/i18n/catalogue-de.ts';
import { catalogue as en } from '#portal/lib/i18n/catalogue-en.ts';
import deApprovals from '#portal/lib/i18n/locales/de/approvals.json';
import deReviews from '#portal/lib/i18n/locales/de/reviews.json';
import deProjects from '#portal/lib/i18n/locales/de/projects.json';
import deReports from '#portal/lib/i18n/locales/de/reports.json';
import deViewer from '#portal/lib/i18n/locales/de/viewer.json';
import enApprovals from '#portal/lib/i18n/locales/en/approvals.json';
import enReviews from '#portal/lib/i18n/locales/en/reviews.json';
import enProjects from '#portal/lib/i18n/locales/en/projects.json';
import deBudgets from '#portal/lib/i18n/locales/de/budgets.json';
import enBudgets from '#portal/lib/i18n/locales/en/budgets.json';
import enReports from '#portal/lib/i18n/locales/en/reports.json';
import enViewer from '#portal/lib/i18n/locales/en/viewer.json';
import { i18n, initI18n } from '#portal/lib/i18n/i18n.ts';
import { configureTestApiClient } from './api.harness';
import { server } from './msw-server.harness';

// Lazy routes and Mantine transitions need more than the default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  // Mantine reads media queries and observes sizes; jsdom has neither.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    // Reduced motion: Mantine's transitions then end at once inside act(), not on a timer after the test.
    value: (query: string): MediaQueryList => ({
      matches: /prefers-reduced-motion:\s*reduce/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  // jsdom's getComputedStyle ignores the pseudo-element argument and logs "not implemented" for it.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);

  initI18n('en', { en, de });
  // Loaded on demand in the app; here at once, so components do not suspend for their texts.
  i18n.addResourceBundle('en', 'viewer', enViewer);
  i18n.addResourceBundle('de', 'viewer', deViewer);
  i18n.addResourceBundle('en', 'reports', enReports);
  i18n.addResourceBundle('de', 'reports', deReports);
  i18n.addResourceBundle('en', 'approvals', enApprovals);
  i18n.addResourceBundle('de', 'approvals', deApprovals);
  i18n.addResourceBundle('en', 'reviews', enReviews);
  i18n.addResourceBundle('de', 'reviews', deReviews);
  i18n.addResourceBundle('en', 'projects', enProjects);
  i18n.addResourceBundle('de', 'projects', deProjects);
  i18n.addResourceBundle('en', 'budgets', enBudgets);
  i18n.addResourceBundle('de', 'budgets', deBudgets);
}

server.listen({ onUnhandledRequest: 'error' });

// A test that makes React (or anything else) log an error fails, including act(...) warnings.
const originalConsoleError = console.error;
let loggedErrors: string[] = [];

beforeEach(() => {
  configureTestApiClient();
  // Mantine's notifications live in a module-level store: start every test without the last one's.
  notifications.clean();
  notifications.cleanQueue();
  loggedErrors = [];
  console.error = (...args: unknown[]) => {
    const message = format(...args);
    loggedErrors.push(message);
    originalConsoleError(...args);
    throw new Error(`console.error was called: ${message}`);
  };
});

afterEach(async () => {
  console.error = originalConsoleError;
  server.resetHandlers();
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
  }
  // Errors thrown from console.error can be swallowed by the code that logged them; fail here too.
  if (loggedErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${loggedErrors.join('\n')}`);
  }
});

afterAll(() => {
  server.close();
});
