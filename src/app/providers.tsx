/** Providers that do not depend on sign-in: theme, notifications, modals, query cache. */
import { createTheme, MantineProvider, MantineThemeProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Mounts Mantine's notifications with the first one shown: most visits show none, so their code (about 6 KiB
 * gzip) stays off the first page. Notifications shown meanwhile wait in the store and appear once it loads.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** Every dialog's and notification's close button is named in the language in use ("Close", "Schließen"). */
function TranslatedDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const labels = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        // Named, not imported: notifications load with the first one shown, not with the first page.
        Notification: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
  return <MantineThemeProvider theme={labels}>{children}</MantineThemeProvider>;
}

export interface UiProvidersProps {
  children: ReactNode;
  env?: 'default' | 'test';
  /** Replaces the on-demand notifications; tests mount them at once, so no lazy import settles mid-test. */
  notifications?: ReactNode;
}

export function UiProviders({
  children,
  env = 'default',
  notifications = <NotificationsOnDemand />,
}: UiProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
      <TranslatedDefaults>
        <ModalsProvider>
          {notifications}
          {children}
        </ModalsProvider>
      </TranslatedDefaults>
    </MantineProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProviders>
  );
}
