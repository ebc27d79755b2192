import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { useAuth, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from '#portal/config/runtime-config-context.tsx';
import { createTestQueryClient, testConfig } from '#portal/test/render-with-providers.harness.tsx';
import NotificationsHost from './notifications-host';
import { UiProviders } from './providers';
import { routes } from './routes';
import { http, HttpResponse } from 'msw';
import { server } from '#portal/test/msw-server.harness.ts';

/** The pages behind the routes load data; lists answer empty and single resources are not found. */
const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  server.use(
    http.get('*/rest/api/*', ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/rest\/api/, '');
      requested.push(path);
      const isSingleResource = /^\/[A-Za-z]+\/[^/]+$/.test(path);
      return !isSingleResource ? HttpResponse.json([]) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});

vi.mock('react-oidc-context', () => ({ useAuth: vi.fn(), hasAuthParams: () => false }));

function signedInAs(roles: string[]) {
  // Roles are read from the access token (the default claim source): a JWT whose payload carries them.
  const payload = btoa(JSON.stringify({ sub: `sub-${roles.join('-')}`, realm_access: { roles } }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  const user = {
    access_token: `eyJhbGciOiJub25lIn0.${payload}.`,
    expired: false,
    profile: { sub: `sub-${roles.join('-')}`, name: 'Test User', realm_access: { roles } },
  } as unknown as User;
  vi.mocked(useAuth).mockReturnValue({ isLoading: false, isAuthenticated: true, user } as unknown as AuthContextProps);
}

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <UiProviders env="test" notifications={<NotificationsHost />}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RuntimeConfigProvider config={testConfig}>
          <RouterProvider router={router} />
        </RuntimeConfigProvider>
      </QueryClientProvider>
    </UiProviders>,
  );
  return router;
}

describe('routes', () => {
  it('sends an orderer from / to the orders page', async () => {
    signedInAs(['orderer']);
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    await waitFor(() => expect(requested).toContain('/translationTasks/'));
    await waitFor(() => expect(document.title).toBe('Orders · Translation Portal'));
  });

  it('sends a reviewer-only user from / to review', async () => {
    signedInAs(['reviewer']);
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/review');
  });

  it('loads detail pages with their parameters', async () => {
    signedInAs(['orderer']);
    const router = renderApp('/orders/T-17');
    await waitFor(() => expect(requested).toContain('/translationTasks/T-17'));
    expect(router.state.matches.at(-1)?.params).toEqual({ taskId: 'T-17' });
  });

  it('shows a translated 404 inside the shell', async () => {
    signedInAs(['orderer']);
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('There is no page at /nowhere.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('refuses areas the role may not open', async () => {
    signedInAs(['reviewer']);
    renderApp('/orders/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
  });

  it('lets reviewers read projects', async () => {
    signedInAs(['reviewer']);
    const router = renderApp('/projects/p1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.params).toEqual({ projectId: 'p1' });
    expect(screen.queryByRole('heading', { level: 1, name: 'No access' })).not.toBeInTheDocument();
  });
});
