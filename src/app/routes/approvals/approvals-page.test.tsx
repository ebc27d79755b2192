/** The approvals page: the queue an approver decides on, a decline's reason, and browser mode's notice. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApprovalRequest } from '#portal-contract/approvals';
import { server } from '#portal/test/msw-server.harness.ts';
import { PINNED_AMOUNTS, SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as ApprovalsPage } from './approvals-page';

const request = (overrides: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  id: '7d5c8c1e-2b7a-4f59-9a43-4a2d1c7e9b10',
  status: 'pending',
  projectId: 'p1',
  taskId: 't-big',
  quoteId: 'q1',
  quoteNumber: 'Q-7',
  supplierName: 'Lingua',
  targetLanguage: 'de-DE',
  ...PINNED_AMOUNTS,
  orderTotal: '2000',
  approvalsRequired: 1,
  approvals: [],
  requestedBy: { sub: 'u-olivia', name: 'Olivia Orderer' },
  requestedAt: '2026-11-27T10:00:00Z',
  expiresAt: '2026-11-29T10:00:00Z',
  decidedAt: null,
  outcome: null,
  reason: null,
  ...overrides,
});

function serve(list: ApprovalRequest[]) {
  const decisions: unknown[] = [];
  server.use(
    http.get('*/bff/approvals/summary', () =>
      HttpResponse.json({ waiting: list.length, mayDecide: true, actingFor: [] }),
    ),
    http.get('*/bff/approvals/requests', () => HttpResponse.json({ requests: list, waiting: list.length })),
    http.get('*/bff/approvals/delegations', () => HttpResponse.json({ delegations: [], candidates: [] })),
    http.post('*/bff/approvals/requests/:id/decision', async ({ request: req }) => {
      const body = (await req.json()) as { decision: string };
      decisions.push(body);
      return HttpResponse.json(request({ status: body.decision === 'approve' ? 'approved' : 'declined' }));
    }),
  );
  return decisions;
}

describe('the approvals page', () => {
  it('shows what a request pinned and declines it with the reason the orderer will see', async () => {
    const decisions = serve([request()]);
    const { user } = renderWithProviders(<ApprovalsPage />, {
      config: SERVER_MODE,
      user: { sub: 'u-alma', roles: ['approver'] },
    });
    const card = await screen.findByRole('article', { name: 'Order t-big' });
    expect(card).toHaveTextContent('Lingua · German (Germany) · quote Q-7');
    expect(card).toHaveTextContent('£1,750.00 · €2,000.00');
    expect(card).toHaveTextContent('Rate 0.8750 of');
    expect(card).toHaveTextContent('0 of 1 approvals');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'No purchase order');
    await user.type(within(dialog).getByRole('textbox', { name: /In your words/ }), 'Raise PO 4711 first');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { decision: 'decline', reason: { code: 'no-purchase-order', text: 'Raise PO 4711 first' } },
      ]),
    );
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
  });

  it('offers no decision on one’s own request', async () => {
    serve([request()]);
    renderWithProviders(<ApprovalsPage />, { config: SERVER_MODE, user: { sub: 'u-olivia', roles: ['approver'] } });
    const card = await screen.findByRole('article', { name: 'Order t-big' });
    expect(card).toHaveTextContent('Your own request: another approver decides.');
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says in browser mode that approvals need server mode', async () => {
    renderWithProviders(<ApprovalsPage />, { user: { roles: ['approver'] } });
    expect(await screen.findByText('Approvals need server mode')).toBeInTheDocument();
  });
});
