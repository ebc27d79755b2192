import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage } from './app/config-error-page';
import { UiProviders } from './app/providers';
import { loadRuntimeConfig } from './config/runtime-config';
import { connectApiClient } from './features/auth/connect-api-client';
import { createUserManager } from './features/auth/user-manager';
import { initI18n } from './lib/i18n/i18n';

async function start() {
  initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(
      <StrictMode>
        <UiProviders>
          <ConfigErrorPage error={result.error} />
        </UiProviders>
      </StrictMode>,
    );
    return;
  }

  const userManager = createUserManager(result.config);
  connectApiClient(result.config, userManager);
  root.render(<App config={result.config} userManager={userManager} />);
}

void start();
