/** `/auth/callback`: the identity provider sends the user here; `PortalAuthProvider` finishes the sign-in and navigates on. */
import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useDocumentTitle } from '../../components/page-title';
import { isBffMode } from '../../config/runtime-config';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { RequireAuth } from '../../lib/auth/require-auth';
import { arrivedWithAuthParams } from '../../lib/auth/return-to';
import { paths } from '../../lib/paths';

export function Component() {
  // bff mode: the portal server has its own callback; nothing to finish here.
  return isBffMode(useRuntimeConfig()) ? <Navigate to={paths.home.getHref()} replace /> : <OidcCallback />;
}

function OidcCallback() {
  const { t } = useTranslation();
  const auth = useAuth();
  useDocumentTitle(t('auth.signingIn'));

  // Sign-in failed: RequireAuth shows the error with "Sign in again".
  if (auth.error) return <RequireAuth />;
  // Opened directly or reloaded after the sign-in finished.
  if (!arrivedWithAuthParams && !auth.isLoading) return <Navigate to={paths.home.getHref()} replace />;

  return (
    <Center mih="100vh">
      <LoadingState label={t('auth.signingIn')} />
    </Center>
  );
}
