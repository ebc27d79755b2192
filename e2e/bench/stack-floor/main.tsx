/**
 * The smallest first page the mandated stack allows: no feature code, just what the portal's orders
 * list cannot do without (theme and shell, a menu, a table, the router, the query cache, an OIDC user
 * manager, i18next and one zod parse). `e2e/bench/stack-floor.mjs` builds it and prints its gzip size,
 * the floor under the portal's own first-page figure.
 */
import '@mantine/core/styles.css';
import { AppShell, Button, MantineProvider, Menu, Table, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { z } from 'zod';

void i18next.use(initReactI18next).init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: { nav: { orders: 'Orders' } } } },
});

const userManager = new UserManager({
  authority: `${location.origin}/auth`,
  client_id: 'floor',
  redirect_uri: location.origin,
  userStore: new WebStorageStateStore({ store: sessionStorage }),
});

const Rows = z.array(z.object({ id: z.string(), name: z.string().optional() }));

function OrdersPage() {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey: ['rows'], queryFn: () => Rows.parse([{ id: '1', name: 'One' }]) });
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Menu>
          <Menu.Target>
            <Button>{t('nav.orders')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Sign out</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </AppShell.Header>
      <AppShell.Main>
        <Text>{t('nav.orders')}</Text>
        <Table>
          <Table.Tbody>
            {rows.data?.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '*', Component: OrdersPage }]);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AuthProvider userManager={userManager}>
        <MantineProvider>
          <ModalsProvider>
            <Notifications />
            <QueryClientProvider client={new QueryClient()}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ModalsProvider>
        </MantineProvider>
      </AuthProvider>
    </StrictMode>,
  );
}
