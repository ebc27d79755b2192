/** bff mode's route guard: asks the portal server who is signed in; nobody → its sign-in, back to the same URL. */
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import {
  BFF_SESSION_KEY,
  bffRedirector,
  bffSignInUrl,
  bffSignOut,
  fetchBffSession,
} from '#portal/lib/auth/bff-session.ts';
import type { CurrentUser } from '#auth-claims/claims';
import { currentReturnTo } from '#portal/lib/auth/return-to.ts';
import { SessionProvider } from '#portal/lib/auth/session-context.tsx';
import { SessionFailed, SessionPending } from './session-gate';
import { handleSessionLost, useSignedInAgainNotice } from '#portal/lib/auth/session-lost.tsx';
import { clearPortalSessionStorage } from '#portal/lib/auth/session-storage.ts';

export function RequireBffAuth({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = currentReturnTo(location);
  const session = useQuery({
    queryKey: BFF_SESSION_KEY,
    queryFn: ({ signal }) => fetchBffSession(signal),
    staleTime: Infinity,
    retry: 1,
  });
  const signedOut = session.data === null;
  const expiresIn = session.data?.expiresIn;

  useEffect(() => {
    if (signedOut) window.location.assign(bffSignInUrl(returnTo));
  }, [signedOut, returnTo]);

  // A session without a refresh token ends with its access token: say so then and sign in again on this page.
  useEffect(() => {
    if (expiresIn === undefined) return;
    const timer = window.setTimeout(() => handleSessionLost(bffRedirector), (expiresIn + 1) * 1000);
    return () => window.clearTimeout(timer);
  }, [expiresIn, session.dataUpdatedAt]);

  if (session.isError) {
    return (
      <SessionFailed
        title={t('auth.sessionCheckFailed')}
        error={session.error}
        actionLabel={t('auth.tryAgain')}
        onAction={() => void session.refetch()}
      />
    );
  }

  if (!session.data) return <SessionPending checking={session.isPending} />;

  return <BffSession user={session.data.user}>{children ?? <Outlet />}</BffSession>;
}

function BffSession({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useSignedInAgainNotice();

  const signOut = useCallback(async () => {
    let logoutUrl: string;
    try {
      logoutUrl = await bffSignOut();
    } catch {
      notifications.show({ color: 'red', message: t('auth.signOutFailedServer') });
      return;
    }
    queryClient.clear();
    clearPortalSessionStorage();
    window.location.assign(logoutUrl);
  }, [queryClient, t]);

  const session = useMemo(() => ({ user, signOut }), [user, signOut]);
  return (
    <SessionProvider key={user.sub} session={session}>
      {children}
    </SessionProvider>
  );
}
