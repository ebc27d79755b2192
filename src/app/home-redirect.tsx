import { Navigate } from 'react-router';
import { homePath } from '../features/auth/roles';
import { useCurrentUser } from '../features/auth/session-context';

/** `/` → the user's main area. */
export function HomeRedirect() {
  const { roles } = useCurrentUser();
  return <Navigate to={homePath(roles)} replace />;
}
