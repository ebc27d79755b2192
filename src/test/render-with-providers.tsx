/**
 * The one render helper for component tests: Mantine (env "test": no transitions, no portals), a fresh
 * QueryClient without retries, a memory router, i18n (English), the runtime config and a signed-in
 * session — no OIDC involved.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import NotificationsHost from '../app/notifications-host';
import { UiProviders } from '../app/providers';
import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import type { CurrentUser } from '../lib/auth/claims';
import { SessionProvider } from '../lib/auth/session-context';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3000/rest/api',
  oidc: {
    authority: 'http://localhost:3000/auth/realms/portal',
    clientId: 'portal-web',
    scope: 'openid profile email',
  },
  claims: { roles: 'realm_access.roles', organisation: 'organisation' },
};

export function createTestUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    sub: 'user-1',
    name: 'Olivia Orderer',
    email: 'olivia@example.com',
    username: 'olivia',
    roles: ['orderer'],
    organisation: 'ACME',
    ...overrides,
  };
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at. Default `/`. */
  route?: string;
  /** The route pattern `ui` is mounted at, so `useParams` works, e.g. `/orders/:taskId`. Default `*`. */
  path?: string;
  /** Other routes next to `ui`, e.g. navigation targets. */
  routes?: RouteObject[];
  /** The signed-in user (merged over `createTestUser()`); `null` renders without a session. */
  user?: Partial<CurrentUser> | null;
  signOut?: () => Promise<void>;
  queryClient?: QueryClient;
  config?: RuntimeConfig;
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    path = '*',
    routes = [],
    user: userOverrides = {},
    signOut = vi.fn(() => Promise.resolve()),
    queryClient = createTestQueryClient(),
    config = testConfig,
    ...renderOptions
  } = options;

  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const currentUser = userOverrides === null ? null : createTestUser(userOverrides);
  const content = <RouterProvider router={router} />;

  const result = render(
    <UiProviders env="test" notifications={<NotificationsHost />}>
      <QueryClientProvider client={queryClient}>
        <RuntimeConfigProvider config={config}>
          {currentUser ? (
            <SessionProvider session={{ user: currentUser, signOut }}>{content}</SessionProvider>
          ) : (
            content
          )}
        </RuntimeConfigProvider>
      </QueryClientProvider>
    </UiProviders>,
    renderOptions,
  );

  return {
    ...result,
    /** A user-event instance: `await user.click(...)`. */
    user: userEvent.setup(),
    currentUser,
    router,
    queryClient,
    signOut,
  };
}
