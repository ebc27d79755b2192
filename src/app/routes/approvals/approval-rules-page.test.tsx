/** The approval rules page: an admin changes the organisation's bands, and what the server received. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RulesResponse } from '#portal-contract/approvals';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as RulesPage } from './approval-rules-page';

const RULES: RulesResponse = {
  organisation: {
    projectId: null,
    referenceCurrency: 'EUR',
    bands: [{ upTo: null, approvers: 0 }],
    expiresAfterHours: 72,
  },
  projects: [],
  rates: [{ currency: 'GBP', rate: '0.8750', date: '2026-11-20', setBy: 'EXCHANGE_RATES' }],
};

it('saves the bands an admin sets, the last open-ended', async () => {
  const saved: unknown[] = [];
  server.use(
    http.get('*/bff/approvals/rules', () => HttpResponse.json(RULES)),
    http.get(`${API}/projects/`, () => HttpResponse.json([])),
    http.put('*/bff/approvals/rules', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(RULES);
    }),
  );
  const { user } = renderWithProviders(<RulesPage />, { config: SERVER_MODE, user: { roles: ['admin'] } });
  const section = await screen.findByRole('region', { name: 'Organisation default' });
  await user.click(within(section).getByRole('button', { name: 'Add band' }));
  const first = within(section).getByRole('group', { name: 'Band 1' });
  await user.type(within(first).getByRole('textbox', { name: /Up to/ }), '500');
  const last = within(section).getByRole('group', { name: 'Band 2' });
  const approvers = within(last).getByRole('textbox', { name: /Approvals needed/ });
  await user.clear(approvers);
  await user.type(approvers, '1');
  await user.click(within(section).getByRole('button', { name: 'Save rules' }));
  await waitFor(() =>
    expect(saved).toEqual([
      {
        projectId: null,
        referenceCurrency: 'EUR',
        expiresAfterHours: 72,
        bands: [
          { upTo: '500', approvers: 0 },
          { upTo: null, approvers: 1 },
        ],
      },
    ]),
  );
  expect(await within(section).findByText('Rules saved')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Reference rates' })).toBeInTheDocument();
});
