/** `errorElement` for pages: what failed and "Try again", rendered inside the shell. */
import { Button, Container, Group, Stack } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { IconReload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { PageError } from '#portal/components/page-error.tsx';
import { PageTitle } from '#portal/components/page-title.tsx';
import { isChunkLoadError } from '#portal/lib/chunk-load-error.ts';
import { NotFoundPage } from './routes/not-found-page';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { reset } = useQueryErrorResetBoundary();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const retry = async () => {
    // Clear suspense-query errors, then navigate to the same URL: that re-runs the loaders and
    // resets the router's error boundary, for loader errors and render errors alike.
    reset();
    await navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: location.state as unknown,
    });
  };
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;

  return (
    <Stack>
      <PageTitle>{t('errors.routeTitle')}</PageTitle>
      <PageError error={shown} onRetry={retry} retrying={navigation.state === 'loading'} />
      {isChunkLoadError(error) && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconReload size={16} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('common.reload')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Last line of defence above the shell: a full page with a reload button. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <PageTitle>{t('errors.title')}</PageTitle>
        <PageError error={error} onRetry={() => window.location.reload()} retryLabel={t('common.reload')} />
      </Stack>
    </Container>
  );
}
