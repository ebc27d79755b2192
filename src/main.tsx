import './app/mantine-styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { UiProviders } from './app/providers';
import { preloadPages } from './app/routes';
import { isBffMode, loadRuntimeConfig } from './config/runtime-config';
import { connectBffApiClient } from './lib/auth/bff-session';
import { connectApiClient } from './lib/auth/connect-api-client';
import { claimTab, dropUnsafeSession } from './lib/auth/tab-session';
import { createUserManager } from './lib/auth/user-manager';
import { detectLanguage, startI18n } from './lib/i18n/i18n';
import { routePath } from './config/portal-base';
import { installDefaultTrustedTypesPolicy } from './lib/trusted-types';

async function start() {
  // Before anything renders: Mantine's <style> elements need it under the CSP's Trusted Types.
  installDefaultTrustedTypesPolicy();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // Whether this tab started as a copy of another one; settles at once unless the copied id is taken.
  const tab = claimTab();
  // The page's code comes while the configuration and the texts do (in a task of its own).
  setTimeout(() => preloadPages(routePath(window.location.pathname)));
  // So do the locale's tables for dates, numbers and language names (in a task of their own, before any render).
  const language = detectLanguage();
  setTimeout(() => {
    import('./lib/format/use-formatters').then(({ warmFormatters }) => warmFormatters(language)).catch(() => undefined);
  });

  const [result] = await Promise.all([loadRuntimeConfig(), startI18n(language)]).catch((error: unknown) => {
    // Without a catalogue there are no texts to show; say so in both languages, as <noscript> does.
    container.textContent =
      'The portal could not be loaded. Reload the page. / Das Portal konnte nicht geladen werden. Laden Sie die Seite neu.';
    throw error;
  });
  if (!result.ok) {
    // Its own chunk: a portal that is configured never loads it.
    const { ConfigErrorPage } = await import('./app/config-error-page');
    root.render(
      <StrictMode>
        <UiProviders>
          <ConfigErrorPage error={result.error} />
        </UiProviders>
      </StrictMode>,
    );
    return;
  }

  const config = result.config;
  if (isBffMode(config)) {
    // The portal server holds the tokens; the browser only has its HttpOnly session cookie.
    connectBffApiClient(config);
    // A transition: React renders the shell in slices instead of one long task (a phone's first page).
    startTransition(() => root.render(<App config={config} />));
    return;
  }
  // Before the UserManager reads the stored user: never start from a refresh token another tab holds too, or a spent one.
  dropUnsafeSession(await tab);
  const userManager = createUserManager(config);
  connectApiClient(config, userManager);
  startTransition(() => root.render(<App config={config} userManager={userManager} />));
}

void start();
