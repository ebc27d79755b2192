/**
 * The one render helper for component tests: Mantine (env "test": no transitions, no portals), a fresh
 * QueryClient with the production policy (createTestQueryClient), a memory router, i18n (English), the
 * runtime config and a signed-in session — no OIDC involved. `renderHookWithClient` is the same client
 * for hooks. The API client is configured by setup.ts (src/test/api.harness.ts).
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import NotificationsHost from '#portal/app/notifications-host.tsx';
import { UiProviders } from '#portal/app/providers.tsx';
import { createQueryClient } from '#portal/app/query-client.ts';
import type { RuntimeConfig } from '#portal/config/runtime-config.ts';
import { RuntimeConfigProvider } from '#portal/config/runtime-config-context.tsx';
import type { CurrentUser } from '#auth-claims/claims';
import { SessionProvider } from '#portal/lib/auth/session-context.tsx';
import { TEST_ORIGIN } from './api.harness';
import { runtimeConfigFor } from './runtime-config.harness';

/** The runtime config the portal gets when served from the test origin: its API is `API`. */
export const testConfig: RuntimeConfig = runtimeConfigFor(TEST_ORIGIN);

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

/**
 * The portal's own QueryClient (src/app/query-client.ts: failed background refreshes toast, network mode,
 * stale time, no mutation retries) with two test-friendly changes: queries do not retry (a served failure
 * shows at once, not after the backoff timers; `shouldRetry` has its own tests) and are never collected
 * during a test.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, gcTime: Infinity } });
  return client;
}

/** Refetches every query and lets React render the outcome (the cache tells its observers on the next macrotask). */
export async function refetchAll(queryClient: QueryClient): Promise<void> {
  await act(async () => {
    await queryClient.refetchQueries();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Whether a query on screen is in error, e.g. after a failed background refresh. */
export function activeQueryFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .some((q) => q.state.status === 'error');
}

/** renderHook inside a QueryClientProvider with `createTestQueryClient()` (or the given client). */
export function renderHookWithClient<Result>(hook: () => Result, queryClient: QueryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
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
