/**
 * The signed-in session as the rest of the app sees it. `RequireAuth` fills it from OIDC; tests fill
 * it directly through `SessionProvider`, so components never need a real identity provider.
 */
import { createContext, use, type ReactNode } from 'react';
import type { CurrentUser } from '#auth-claims/claims';

export interface Session {
  user: CurrentUser;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('No signed-in session: render inside <RequireAuth> (or renderWithProviders in tests).');
  return session;
}

export function useCurrentUser(): CurrentUser {
  return useSession().user;
}

export function useSignOut(): () => Promise<void> {
  return useSession().signOut;
}
