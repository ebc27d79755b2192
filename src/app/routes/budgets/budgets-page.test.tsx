/**
 * The budgets page: an alert of the period, a PO's figures, a PO added and one changed as the server received them,
 * a budget removed only once confirmed; browser mode.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BudgetOverview } from '#portal-contract/budgets';
import { buildPurchaseOrder } from '#portal/test/budgets.harness.ts';
import { wireProject } from '#test-support/factories/project';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as BudgetsPage } from './budgets-page';

const figures = (committed: string, left: string, shareUsed: string) => ({
  committed,
  delivered: '0',
  left,
  shareUsed,
  unconverted: [],
});

const OVERVIEW: BudgetOverview = {
  costCentres: [{ id: 'cc-1', code: 'MK-100', name: 'Marketing', owner: 'mona@example.com' }],
  purchaseOrders: [buildPurchaseOrder()],
  budgets: [
    {
      id: 'b-1',
      name: 'Marketing Q4',
      scope: { kind: 'project', projectId: 'p-1' },
      period: 'quarter',
      startsOn: '2026-01-01',
      amount: '1000',
      currency: 'EUR',
      hard: false,
      periodStart: '2026-10-01',
      periodEnd: '2027-01-01',
      figures: figures('833', '167', '83.3'),
      alertsReached: [50, 80],
      burn: [{ date: '2026-11-20', committed: '833' }],
    },
  ],
  projects: [{ projectId: 'p-1', purchaseOrderRequired: true }],
  notices: [
    { budgetId: 'b-1', name: 'Marketing Q4', level: 80, periodStart: '2026-10-01', reachedAt: '2026-11-20T10:00:00Z' },
  ],
};

it('shows the period’s alert, each PO’s committed and left, and adds a PO as typed', async () => {
  const posted: unknown[] = [];
  server.use(
    http.get('*/bff/budgets', () => HttpResponse.json(OVERVIEW)),
    http.get(`${API}/projects/`, () => HttpResponse.json([wireProject({ id: 'p-1', name: 'Website' })])),
    http.post('*/bff/budgets/purchase-orders', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(OVERVIEW);
    }),
  );
  const { user } = renderWithProviders(<BudgetsPage />, { config: SERVER_MODE, user: { roles: ['admin'] } });
  expect(
    await screen.findByText('Marketing Q4 has reached 80 % of its budget for the period from Oct 1, 2026'),
  ).toBeInTheDocument();
  const budget = screen.getByRole('article', { name: 'Marketing Q4' });
  expect(within(budget).getByText('Alerts reached: 50 %, 80 %')).toBeInTheDocument();
  expect(within(budget).getByText(/Left:/)).toHaveTextContent('Left: €167.00');

  const orders = screen.getByRole('table', { name: 'Purchase orders' });
  const row = within(orders).getByRole('row', { name: /PO-4711/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['MK-100', 'Nov 1, 2026 – Dec 31, 2026', '€800.00', '€476.00', '€0.00', '€324.00', 'Change']);
  expect(await screen.findByRole('switch', { name: 'Purchase order required: Website' })).toBeChecked();

  const form = screen.getByRole('form', { name: 'Add purchase order' });
  await user.type(within(form).getByRole('textbox', { name: /Number/ }), 'PO-9');
  await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '0');
  await user.click(within(form).getByRole('button', { name: 'Add purchase order' }));
  expect(await within(form).findByText('A positive amount, such as 1500.00')).toBeInTheDocument();
  const amount = within(form).getByRole('textbox', { name: /Amount/ });
  await user.clear(amount);
  await user.type(amount, '1200.50');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Cost centre' }), 'cc-1');
  await user.click(within(form).getByRole('button', { name: 'Add purchase order' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({ number: 'PO-9', amount: '1200.50', currency: 'EUR', costCentreId: 'cc-1' });
});

it('changes a PO in the form it was added with, and removes a budget only once confirmed', async () => {
  const put: { id: string; body: unknown }[] = [];
  const removed: string[] = [];
  server.use(
    http.get('*/bff/budgets', () => HttpResponse.json(OVERVIEW)),
    http.get(`${API}/projects/`, () => HttpResponse.json([wireProject({ id: 'p-1', name: 'Website' })])),
    http.put('*/bff/budgets/purchase-orders/:id', async ({ params, request }) => {
      put.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json(OVERVIEW);
    }),
    http.delete('*/bff/budgets/budgets/:id', ({ params }) => {
      removed.push(String(params.id));
      return HttpResponse.json(OVERVIEW);
    }),
  );
  const { user } = renderWithProviders(<BudgetsPage />, { config: SERVER_MODE, user: { roles: ['admin'] } });
  await user.click(await screen.findByRole('button', { name: 'Change PO-4711' }));
  const form = screen.getByRole('form', { name: 'Change PO-4711' });
  const amount = within(form).getByRole('textbox', { name: /Amount/ });
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Number/ })).toHaveFocus());
  expect(amount).toHaveValue('800');
  expect(within(form).getByRole('combobox', { name: 'Cost centre' })).toHaveValue('cc-1');
  await user.clear(amount);
  await user.type(amount, '950');
  await user.click(within(form).getByRole('button', { name: 'Save the change' }));
  await waitFor(() => expect(put).toHaveLength(1));
  expect(put[0]).toEqual({
    id: 'po-1',
    body: {
      number: 'PO-4711',
      amount: '950',
      currency: 'EUR',
      validFrom: '2026-11-01',
      validTo: '2026-12-31',
      costCentreId: 'cc-1',
    },
  });
  // Saved, the form adds a PO again, empty.
  const empty = await screen.findByRole('form', { name: 'Add purchase order' });
  expect(within(empty).getByRole('textbox', { name: /Number/ })).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Remove budget Marketing Q4' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove the budget Marketing Q4?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(removed).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Remove budget Marketing Q4' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove the budget Marketing Q4?' })).getByRole('button', {
      name: 'Remove the budget',
    }),
  );
  await waitFor(() => expect(removed).toEqual(['b-1']));
});

it('says budgets need server mode in browser mode', async () => {
  renderWithProviders(<BudgetsPage />, { user: { roles: ['admin'] } });
  expect(await screen.findByText('Budgets need server mode')).toBeInTheDocument();
});
