/** What the route guards (require-auth.tsx, require-bff-auth.tsx) show before a session is there. */
import { Alert, Button, Center, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#portal/components/loading-state.tsx';

/** The session is being checked, or the sign-in redirect is on its way. */
export function SessionPending({ checking }: { checking: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <LoadingState label={checking ? t('auth.checkingSession') : t('auth.redirecting')} />
    </Center>
  );
}

/** Signing in, or checking the session, failed: why, and one button to try again. */
export function SessionFailed({
  title,
  error,
  actionLabel,
  onAction,
}: {
  title: string;
  error: Error;
  actionLabel: string;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={title} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('auth.signInFailedDescription', { message: error.message })}</Text>
          <Button onClick={onAction}>{actionLabel}</Button>
        </Stack>
      </Alert>
    </Container>
  );
}
