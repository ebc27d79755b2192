/** `/auth/callback`: the identity provider sends the user here; `PortalAuthProvider` finishes the sign-in and navigates on. */
import { Center } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { useDocumentTitle } from '../../../components/page-title';
import { RequireAuth } from '../require-auth';

export function Component() {
  const { t } = useTranslation();
  const auth = useAuth();
  // Read once: the provider strips `code`/`state` from the URL before navigating to the page first asked for.
  const [arrivedWithCode] = useState(() => hasAuthParams());
  useDocumentTitle(t('auth.signingIn'));

  // Sign-in failed: RequireAuth shows the error with "Sign in again".
  if (auth.error) return <RequireAuth />;
  // Opened directly or reloaded after the sign-in finished.
  if (!arrivedWithCode && !auth.isLoading) return <Navigate to="/" replace />;

  return (
    <Center mih="100vh">
      <LoadingState label={t('auth.signingIn')} />
    </Center>
  );
}
