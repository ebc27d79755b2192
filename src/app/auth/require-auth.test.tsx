import { screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { useAuth, type AuthContextProps } from 'react-oidc-context';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { RequireAuth } from './require-auth';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';
import { paths } from '#portal/lib/paths.ts';

vi.mock('react-oidc-context', () => ({ useAuth: vi.fn() }));

function mockAuth(state: Partial<AuthContextProps>) {
  const mocks = {
    signinRedirect: vi.fn(() => Promise.resolve()),
    signinSilent: vi.fn(() => Promise.resolve(null)),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
  };
  vi.mocked(useAuth).mockReturnValue({
    isLoading: false,
    isAuthenticated: false,
    user: null,
    ...mocks,
    ...state,
  } as unknown as AuthContextProps);
  return mocks;
}

function Whoami() {
  const user = useCurrentUser();
  return <p>Signed in as {user.name}</p>;
}

const oidcUser = {
  access_token: 'opaque',
  refresh_token: 'refresh',
  expired: false,
  profile: { sub: 'u9', name: 'Rita Reviewer', email: 'rita@example.com', realm_access: { roles: ['reviewer'] } },
} as unknown as User;

describe('RequireAuth', () => {
  it('sends a signed-out visitor to sign in and remembers the deep link', async () => {
    const auth = mockAuth({});
    renderWithProviders(
      <RequireAuth>
        <Whoami />
      </RequireAuth>,
      { route: '/orders/42?tab=files#notes', user: null },
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to the sign-in page…');
    await vi.waitFor(() =>
      expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/orders/42?tab=files#notes' } }),
    );
    expect(auth.signinRedirect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it('shows a loader while the session is checked', () => {
    const auth = mockAuth({ isLoading: true });
    renderWithProviders(
      <RequireAuth>
        <Whoami />
      </RequireAuth>,
      { user: null },
    );

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(auth.signinRedirect).not.toHaveBeenCalled();
  });

  it('tries a silent renewal first when an expired session has a refresh token', async () => {
    const auth = mockAuth({ user: { ...oidcUser, expired: true } as User });
    renderWithProviders(
      <RequireAuth>
        <Whoami />
      </RequireAuth>,
      { route: paths.projects.getHref(), user: null },
    );

    await vi.waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/projects' } }));
    expect(auth.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('renders the page with the signed-in user from the token', async () => {
    mockAuth({ isAuthenticated: true, user: oidcUser });
    renderWithProviders(
      <RequireAuth>
        <Whoami />
      </RequireAuth>,
      { user: null },
    );

    expect(await screen.findByText('Signed in as Rita Reviewer')).toBeInTheDocument();
  });

  it('shows a failed sign-in with a way to try again', async () => {
    const auth = mockAuth({ error: Object.assign(new Error('invalid_grant'), { source: 'signinCallback' as const }) });
    const { user } = renderWithProviders(
      <RequireAuth>
        <Whoami />
      </RequireAuth>,
      { route: paths.tags.getHref(), user: null },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not complete your sign-in: invalid_grant');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/tags' } });
  });
});
