/** The order's facts as the order page's details card shows them. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { taskSchema } from '#contract/task';
import { wireTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { OrderHeader } from './order-header';

describe('order details', () => {
  it('says "project default" when the order has no deadline of its own', async () => {
    server.use(http.get(`${API}/tags/`, () => HttpResponse.json([])));
    const task = taskSchema.parse(wireTask({ projectId: 'p-1', desiredDeadline: null }));
    renderWithProviders(<OrderHeader task={task} project={undefined} />);
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Project default')).toBeInTheDocument();
  });
});
