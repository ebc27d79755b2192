/** OIDC for the portal: react-oidc-context around one UserManager, plus session recovery. */
import { useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { routePath } from '#portal/config/portal-base.ts';
import { CALLBACK_PATH, readReturnTo } from '#portal/lib/auth/return-to.ts';
import { handleSessionLost } from '#portal/lib/auth/session-lost.tsx';
import { attachSilentRenewRecovery } from '#portal/lib/auth/session-recovery.ts';
import { clearCacheOnUserChange } from '#portal/lib/auth/user-change.ts';

export interface PortalAuthProviderProps {
  userManager: UserManager;
  /** Navigates inside the app after the sign-in callback (the router's `navigate`). */
  onSignedIn: (returnTo: string) => void | Promise<void>;
  children: ReactNode;
}

export function PortalAuthProvider({ userManager, onSignedIn, children }: PortalAuthProviderProps) {
  // Only the callback route handles `code`/`state`; other pages may carry such parameters for other reasons.
  const [skipSigninCallback] = useState(() => routePath(window.location.pathname) !== CALLBACK_PATH);

  const onSigninCallback = useCallback(
    async (user: User | undefined) => {
      // Drop `code` and `state` from the address bar and history before moving on.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      await onSignedIn(readReturnTo(user?.state));
    },
    [onSignedIn],
  );

  const queryClient = useQueryClient();
  useEffect(() => clearCacheOnUserChange(userManager, queryClient), [userManager, queryClient]);

  useEffect(
    () =>
      attachSilentRenewRecovery(userManager, {
        onGiveUp: () => handleSessionLost(userManager),
      }),
    [userManager],
  );

  return (
    <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback} skipSigninCallback={skipSigninCallback}>
      {children}
    </AuthProvider>
  );
}
