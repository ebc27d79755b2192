import { Navigate } from 'react-router';
import { homePath } from '#portal/lib/auth/roles.ts';
import { useCurrentUser } from '#portal/lib/auth/session-context.tsx';

/** `/` → the user's main area. */
export function HomeRedirect() {
  const { roles } = useCurrentUser();
  return <Navigate to={homePath(roles)} replace />;
}
