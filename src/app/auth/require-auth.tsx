/** Route wrapper: signed-out visitors go to the identity provider and come back to the same URL. */
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Outlet, useLocation } from 'react-router';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useBrowserRuntimeConfig, useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { toCurrentUser } from '#auth-claims/claims';
import { RequireBffAuth } from './require-bff-auth';
import { currentReturnTo, signinState } from '#portal/lib/auth/return-to.ts';
import { SessionProvider } from '#portal/lib/auth/session-context.tsx';
import { SessionFailed, SessionPending } from './session-gate';
import { useSignedInAgainNotice } from '#portal/lib/auth/session-lost.tsx';
import { clearPortalSessionStorage } from '#portal/lib/auth/session-storage.ts';

/** Route wrapper for either sign-in mode (config.json `mode`). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  return isBffMode(useRuntimeConfig()) ? (
    <RequireBffAuth>{children}</RequireBffAuth>
  ) : (
    <RequireOidcAuth>{children}</RequireOidcAuth>
  );
}

function RequireOidcAuth({ children }: { children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  const attempted = useRef(false);
  const returnTo = currentReturnTo(location);
  const needsSignIn = !auth.isLoading && !auth.isAuthenticated && !auth.activeNavigator && !auth.error;
  // The stored session is found after a first render: the shell and the page then render as a transition,
  // which React slices (a phone's main thread is not blocked for the whole first page), not as one task.
  const signedIn = useDeferredValue(auth.isAuthenticated && auth.user !== null && auth.user !== undefined);

  useEffect(() => {
    if (auth.isAuthenticated) attempted.current = false;
    if (!needsSignIn || attempted.current) return;
    attempted.current = true;
    void (async () => {
      // A stored but expired session (tab slept) can often be renewed without leaving the page.
      if (auth.user?.refresh_token) {
        try {
          if (await auth.signinSilent()) return;
        } catch {
          // Fall through to a full sign-in.
        }
      }
      await auth.signinRedirect({ state: signinState(returnTo) });
    })();
  }, [needsSignIn, auth, returnTo]);

  if (auth.error && !auth.isAuthenticated) {
    return (
      <SessionFailed
        title={t('auth.signInFailed')}
        error={auth.error}
        actionLabel={t('auth.signInAgain')}
        onAction={() => void auth.signinRedirect({ state: signinState(returnTo) })}
      />
    );
  }

  if (!auth.isAuthenticated || !auth.user || !signedIn) {
    return <SessionPending checking={auth.isLoading || auth.isAuthenticated} />;
  }

  return <AuthenticatedSession user={auth.user}>{children ?? <Outlet />}</AuthenticatedSession>;
}

function AuthenticatedSession({ user, children }: { user: User; children: ReactNode }) {
  const config = useBrowserRuntimeConfig();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const auth = useAuth();
  const currentUser = useMemo(
    () =>
      toCurrentUser(
        {
          accessToken: user.access_token,
          idToken: user.profile,
          // With `loadUserInfo` (source `userinfo`), oidc-client-ts merges the userinfo response into the profile.
          userinfo: config.claims.source === 'userinfo' ? user.profile : undefined,
        },
        config.claims,
      ),
    [user, config.claims],
  );
  useSignedInAgainNotice();

  const signOut = useCallback(async () => {
    queryClient.clear();
    clearPortalSessionStorage();
    try {
      await auth.signoutRedirect();
    } catch {
      // The provider is unreachable: end the local session anyway.
      notifications.show({ color: 'yellow', message: t('auth.signOutFailed') });
      await auth.removeUser();
    }
  }, [queryClient, auth, t]);

  const session = useMemo(() => ({ user: currentUser, signOut }), [currentUser, signOut]);

  // Keyed by user: a different user (whose cache PortalAuthProvider has cleared) gets fresh component state.
  return (
    <SessionProvider key={currentUser.sub} session={session}>
      {children}
    </SessionProvider>
  );
}
