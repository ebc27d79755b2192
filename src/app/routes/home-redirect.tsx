import { Navigate } from 'react-router';
import { homePath } from '../../lib/auth/roles';
import { useCurrentUser } from '../../lib/auth/session-context';

/** `/` → the user's main area. */
export function HomeRedirect() {
  const { roles } = useCurrentUser();
  return <Navigate to={homePath(roles)} replace />;
}
