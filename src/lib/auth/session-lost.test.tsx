import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { handleSessionLost } from './session-lost';

describe('handleSessionLost', () => {
  it('signs in again on the same page and says so', async () => {
    window.history.replaceState(null, '', '/orders/t1?tab=quotes');
    const signinRedirect = vi.fn(() => Promise.resolve());
    renderWithProviders(<p>Page</p>);

    act(() => handleSessionLost({ signinRedirect }));

    expect(await screen.findByText('Your session has expired — signing you in again')).toBeInTheDocument();
    expect(signinRedirect).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(signinRedirect.mock.calls[0])).toContain('/orders/t1?tab=quotes');
  });

  it('offers a button instead of redirecting again within a minute', async () => {
    const signinRedirect = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<p>Page</p>);

    act(() => handleSessionLost({ signinRedirect }));
    act(() => handleSessionLost({ signinRedirect }));
    expect(signinRedirect).toHaveBeenCalledTimes(1);

    const notice = (await screen.findByText('Your session could not be renewed')).closest('[role="alert"]');
    expect(notice).not.toBeNull();
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Sign in again' }));
    expect(signinRedirect).toHaveBeenCalledTimes(2);
  });
});
