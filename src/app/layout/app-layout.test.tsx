import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { i18n } from '#portal/lib/i18n/i18n.ts';
import { AppLayout } from './app-layout';
import { paths } from '#portal/lib/paths.ts';

/** The organisation's orders as the service lists them (none unless a test says otherwise). */
function serveOrders(tasks: Record<string, unknown>[] = []) {
  server.use(http.get(`${API}/translationTasks/`, () => HttpResponse.json(tasks)));
}

beforeEach(() => serveOrders());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AppLayout', () => {
  it('has landmarks and a skip link to this page’s content (not the <base href>’s page)', () => {
    renderWithProviders(<AppLayout />, { route: '/orders/42?tab=files' });
    expect(screen.getByRole('banner')).toHaveTextContent('Translation Portal');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '/orders/42?tab=files#main-content',
    );
  });

  it.each([
    [['orderer'], ['Orders', 'New order', 'Projects', 'Tags', 'Vendors']],
    [['reviewer'], ['Projects', 'Review']],
    [['admin'], ['Orders', 'New order', 'Projects', 'Tags', 'Vendors', 'Review']],
  ] as const)('shows %j only the links they may open', (roles, expected) => {
    renderWithProviders(<AppLayout />, { user: { roles: [...roles] } });
    expect(navLinks()).toEqual(expected);
  });

  it('marks the current page', () => {
    renderWithProviders(<AppLayout />, { route: paths.newOrder.getHref() });
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('keeps "Orders" current on an order page', () => {
    renderWithProviders(<AppLayout />, { route: paths.order.getHref('42') });
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the user, switches language and signs out from the user menu', async () => {
    const { user, signOut } = renderWithProviders(<AppLayout />, {
      user: { name: 'Ada Admin', email: 'ada@example.com', roles: ['admin', 'reviewer'] },
    });

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Admin' }));
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(menu).toHaveTextContent('Administrator');
    expect(menu).toHaveTextContent('Reviewer');

    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('link', { name: 'Aufträge' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('portal:lang')).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Kontomenü von Ada Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('toggles the colour scheme', async () => {
    const { user } = renderWithProviders(<AppLayout />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Light mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
