/**
 * The session could not be renewed (or the API keeps answering 401): sign in again on the same page.
 * When a sign-in was already started in the last minute, a redirect could loop, so the user gets a
 * lasting notice with a button to sign in again instead; what they typed stays in the page meanwhile.
 */
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { currentReturnTo, signinState } from './return-to';
import { reauthenticate } from './session-recovery';

const NOTICE_ID = 'session-expired';
/** Set when the portal sends the user to sign in again; the page they come back to says so. */
const RETURNING_KEY = 'portal:auth:signed-in-again';
/** A sign-in must come back within this time (the portal server's login cookie lasts as long). */
const RETURN_WITHIN_MS = 10 * 60_000;

export function handleSessionLost(userManager: Pick<UserManager, 'signinRedirect'>): void {
  window.sessionStorage.setItem(RETURNING_KEY, String(Date.now()));
  if (reauthenticate(userManager)) {
    notifications.show({ id: NOTICE_ID, color: 'yellow', message: i18n.t('auth.sessionExpired'), autoClose: false });
    return;
  }
  notifications.hide(NOTICE_ID);
  notifications.show({
    id: NOTICE_ID,
    color: 'yellow',
    autoClose: false,
    title: i18n.t('auth.sessionLost.title'),
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18n.t('auth.sessionLost.message')}</Text>
        <Button size="xs" onClick={() => void userManager.signinRedirect({ state: signinState(currentReturnTo()) })}>
          {i18n.t('auth.sessionLost.signIn')}
        </Button>
      </Stack>
    ),
  });
}

/** After a sign-in the portal started because the session ended: says so once, on the page the user came back to. */
export function useSignedInAgainNotice(): void {
  useEffect(() => {
    const since = Number(window.sessionStorage.getItem(RETURNING_KEY) ?? NaN);
    window.sessionStorage.removeItem(RETURNING_KEY);
    if (!(Date.now() - since < RETURN_WITHIN_MS)) return;
    notifications.hide(NOTICE_ID);
    notifications.show({ id: NOTICE_ID, color: 'blue', message: i18n.t('auth.signedInAgain') });
  }, []);
}
