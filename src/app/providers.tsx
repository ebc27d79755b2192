/** Providers that do not depend on sign-in: theme, notifications, modals, query cache. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
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
      <ModalsProvider>
        {notifications}
        {children}
      </ModalsProvider>
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
