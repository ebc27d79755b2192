/** The audit trail page: entries with actor, acting-for, amounts and reason; filters go to the server. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '#portal-contract/audit';
import { server } from '#portal/test/msw-server.harness.ts';
import { PINNED_AMOUNTS, SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as AuditPage } from './audit-page';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-27T10:00:00Z',
  action: 'approval.declined',
  actor: { sub: 'u-carl', name: 'Carl Controller' },
  actingFor: { sub: 'u-alma', name: 'Alma Approver' },
  projectId: 'p1',
  taskId: 't-big',
  quoteId: 'q1',
  requestId: null,
  ...PINNED_AMOUNTS,
  reason: { code: 'over-budget', text: 'Q4 budget spent' },
  details: {},
  ...overrides,
});

it('lists the decisions and asks the server for the chosen filter', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/bff/audit', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ entries: [entry({})], next: null });
    }),
  );
  const { user } = renderWithProviders(<AuditPage />, { config: SERVER_MODE, user: { roles: ['approver'] } });
  const row = (await screen.findByRole('cell', { name: 'Approval declined' })).closest('tr')!;
  expect(row).toHaveTextContent('Carl Controllerfor Alma Approver');
  expect(row).toHaveTextContent('£1,750.00€2,000.00');
  expect(row).toHaveTextContent('Over budget: Q4 budget spent');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Decision' }), 'Quote accepted');
  await user.type(screen.getByRole('textbox', { name: 'Order' }), 't-big');
  await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?action=quote.accepted&taskId=t-big'));
});
