import { screen } from '@testing-library/react';
import { ApiError } from '#portal/lib/api/api-error.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { PageError } from './page-error';

describe('PageError', () => {
  it('shows the message and retries', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<PageError error={new Error('Task list unavailable')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('Task list unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains API failures', () => {
    renderWithProviders(<PageError error={new ApiError({ kind: 'network' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the server took too long or sent something unreadable', () => {
    const { unmount } = renderWithProviders(<PageError error={new ApiError({ kind: 'timeout' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server took too long to answer. Try again in a moment.');
    unmount();
    renderWithProviders(
      <PageError
        error={new ApiError({ kind: 'invalid-response', status: 200, messages: ['0.target: Invalid input'] })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server sent an answer the portal could not read.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('status 200');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid input');
  });

  it('shows server messages', () => {
    renderWithProviders(
      <PageError
        title="Could not load the order"
        error={new ApiError({ kind: 'http', status: 404, messages: ['Task not found'] })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the order');
    expect(screen.getByRole('alert')).toHaveTextContent('Task not found');
  });
});
