import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { UiProviders } from './providers';

afterEach(() => {
  act(() => notifications.clean());
});

describe('UiProviders', () => {
  it('shows a notification raised before the notifications have loaded', async () => {
    render(
      <UiProviders env="test">
        <p>Page</p>
      </UiProviders>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    act(() => {
      notifications.show({ message: 'Order t-1 was deleted.' });
    });
    expect(await screen.findByText('Order t-1 was deleted.')).toBeInTheDocument();
  });
});
