import { screen } from '@testing-library/react';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { RouteErrorBoundary } from './route-error-boundary';
import { paths } from '#portal/lib/paths.ts';

describe('RouteErrorBoundary', () => {
  it('says what failed and recovers with "Try again"', async () => {
    // The router reports errors its boundary catches; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const loader = () => {
      if (fail) throw new Error('Orders could not be loaded');
      return null;
    };

    const { user } = renderWithProviders(<p>Home</p>, {
      path: '/',
      route: paths.orders.getHref(),
      routes: [{ path: paths.orders.path, loader, element: <p>Loaded</p>, errorElement: <RouteErrorBoundary /> }],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be displayed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Orders could not be loaded');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });

  it('recovers from a render error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('Boom');
      return <p>Rendered</p>;
    }

    const { user } = renderWithProviders(<p>Home</p>, {
      path: '/',
      route: '/flaky',
      routes: [{ path: '/flaky', element: <Flaky />, errorElement: <RouteErrorBoundary /> }],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rendered')).toBeInTheDocument();
  });

  it('offers a reload when a page chunk of an older version is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const loader = () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/order-page-1a2b.js');
    };
    const { user } = renderWithProviders(<p>Home</p>, {
      path: '/',
      route: '/gone',
      routes: [{ path: '/gone', loader, element: <p>Loaded</p>, errorElement: <RouteErrorBoundary /> }],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of the portal could not be loaded. The portal may have been updated — reload the page.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers no reload for other errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<p>Home</p>, {
      path: '/',
      route: '/broken',
      routes: [{ path: '/broken', element: <Broken />, errorElement: <RouteErrorBoundary /> }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });
});

function Broken(): never {
  throw new Error('Boom');
}
