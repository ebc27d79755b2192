import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';

describe('EmptyState and LoadingState', () => {
  it('shows a heading, text and action', () => {
    renderWithProviders(
      <EmptyState title="No orders yet" description="Orders show up here." action={<Button>New order</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Orders show up here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
  });

  it('announces loading', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
