/** `/auth/callback`: the identity provider sends the user here; `PortalAuthProvider` finishes the sign-in and navigates on. */
import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { useDocumentTitle } from '#portal/components/page-title.tsx';
import { isBffMode } from '#portal/config/runtime-config.ts';
import { useRuntimeConfig } from '#portal/config/runtime-config-context.tsx';
import { RequireAuth } from '#portal/app/auth/require-auth.tsx';
import { arrivedWithAuthParams } from '#portal/lib/auth/return-to.ts';
import { paths } from '#portal/lib/paths.ts';

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
