import type { UserManager } from 'oidc-client-ts';
import { StrictMode, useCallback, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '#portal/config/runtime-config.ts';
import { RuntimeConfigProvider } from '#portal/config/runtime-config-context.tsx';
import { PortalAuthProvider } from './auth/auth-provider';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { portalBasePath } from '#portal/config/portal-base.ts';
import { routes } from './routes';

/** `userManager` only in the browser sign-in mode; in bff mode the portal server signs in. */
export function App({ config, userManager }: { config: RuntimeConfig; userManager?: UserManager }) {
  const [queryClient] = useState(createQueryClient);
  // Under a prefix (`<base href="/translations/">`) the routes are below it.
  const [router] = useState(() => createBrowserRouter(routes, { basename: portalBasePath() || '/' }));
  const onSignedIn = useCallback((returnTo: string) => router.navigate(returnTo, { replace: true }), [router]);

  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <AppProviders queryClient={queryClient}>
          {userManager ? (
            <PortalAuthProvider userManager={userManager} onSignedIn={onSignedIn}>
              <RouterProvider router={router} />
            </PortalAuthProvider>
          ) : (
            <RouterProvider router={router} />
          )}
        </AppProviders>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
