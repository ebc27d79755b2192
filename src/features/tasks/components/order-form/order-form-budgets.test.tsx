/** Server mode: where the project requires a purchase order, the order form asks for one and records it. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderChoices } from '#portal-contract/budgets';
import { buildPurchaseOrder } from '#portal/test/budgets.harness.ts';
import { wireProject } from '#test-support/factories/project';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { orderFormStorageKey } from './use-stored-order-form';
import { renderOrderForm, serveCreate, serveFormLists, store } from './order-form.harness';

const CHOICES: OrderChoices = {
  purchaseOrderRequired: true,
  costCentres: [{ id: 'cc-1', code: 'MK-100', name: 'Marketing', owner: 'Mona' }],
  purchaseOrders: [buildPurchaseOrder()],
};

it('asks for the PO the project requires, and the portal server receives the one chosen', async () => {
  serveFormLists();
  const posts: unknown[] = [];
  const links: unknown[] = [];
  const asked: string[] = [];
  serveCreate('t9', posts);
  server.use(
    http.get(`${API}/projects/`, () => HttpResponse.json([wireProject({ id: 'p1', name: 'Website' })])),
    http.get('*/bff/budgets/choices', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('projectId') ?? '');
      return HttpResponse.json(CHOICES);
    }),
    http.put('*/bff/budgets/orders/:taskId', async ({ params, request }) => {
      links.push({ taskId: params.taskId, body: await request.json() });
      return HttpResponse.json({ purchaseOrderId: 'po-1', costCentreId: null });
    }),
    http.patch(`${API}/translationTasks/t9`, () => HttpResponse.json({ id: 't9' })),
  );
  store(orderFormStorageKey(undefined), {
    projectId: 'p1',
    source: 'en-US',
    target: ['de-DE'],
    documents: [{ id: 'd1', filename: 'a.txt', length: 4 }],
  });
  const { user } = renderOrderForm({ config: SERVER_MODE });
  const po = await screen.findByRole('combobox', { name: /Purchase order/ });
  expect(asked).toContain('p1');
  expect(within(po).getByRole('option', { name: 'PO-4711 (€324.00 left)' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Request quotes' }));
  expect(await screen.findByText('Choose the purchase order this project requires')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts).toEqual([]);

  await user.selectOptions(po, 'po-1');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(links).toEqual([{ taskId: 't9', body: { purchaseOrderId: 'po-1', costCentreId: null } }]));
  expect(posts).toHaveLength(1);
});
