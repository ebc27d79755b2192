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

/** The page with RULES, recording what reaches the server's PUTs. */
function renderRules() {
  const sent: unknown[] = [];
  server.use(
    http.get('*/bff/approvals/rules', () => HttpResponse.json(RULES)),
    http.get(`${API}/projects/`, () => HttpResponse.json([])),
    http.put('*/bff/approvals/*', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(RULES);
    }),
  );
  return { sent, ...renderWithProviders(<RulesPage />, { config: SERVER_MODE, user: { roles: ['admin'] } }) };
}

it('saves the bands an admin sets, the last open-ended', async () => {
  const { sent: saved, user } = renderRules();
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

it('says under each field what is wrong with the rules, focuses the first, and sends nothing until they are right', async () => {
  const { sent, user } = renderRules();
  const section = await screen.findByRole('region', { name: 'Organisation default' });
  await user.click(within(section).getByRole('button', { name: 'Add band' }));
  await user.click(within(section).getByRole('button', { name: 'Add band' }));
  const currency = within(section).getByRole('textbox', { name: /Reference currency/ });
  await user.clear(currency);
  await user.type(currency, 'E1');
  const upTo = (n: number) =>
    within(within(section).getByRole('group', { name: `Band ${n}` })).getByRole('textbox', { name: /Up to/ });
  await user.type(upTo(1), '5000');
  await user.type(upTo(2), '500');
  const approvers = within(within(section).getByRole('group', { name: 'Band 3' })).getByRole('textbox', {
    name: /Approvals needed/,
  });
  await user.clear(approvers);
  await user.click(within(section).getByRole('button', { name: 'Save rules' }));

  expect(await within(section).findByRole('alert')).toHaveTextContent('Some fields need a change');
  expect(currency).toHaveAccessibleDescription('A currency code such as EUR');
  expect(currency).toHaveFocus();
  expect(upTo(1)).not.toHaveAttribute('aria-invalid', 'true');
  expect(upTo(2)).toHaveAccessibleDescription('More than the band before');
  expect(approvers).toHaveAccessibleDescription('A whole number from 0 to 5');

  await user.clear(currency);
  await user.type(currency, 'eur');
  await user.clear(upTo(2));
  await user.type(upTo(2), '50000');
  await user.type(approvers, '2');
  await user.click(within(section).getByRole('button', { name: 'Save rules' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        projectId: null,
        referenceCurrency: 'EUR',
        expiresAfterHours: 72,
        bands: [
          { upTo: '5000', approvers: 0 },
          { upTo: '50000', approvers: 0 },
          { upTo: null, approvers: 2 },
        ],
      },
    ]),
  );
});

it('refuses a rate that is not a positive decimal and a currency rated twice on one day', async () => {
  const { sent, user } = renderRules();
  const rates = await screen.findByRole('region', { name: 'Reference rates' });
  await user.click(within(rates).getByRole('button', { name: 'Add currency' }));
  const added = within(rates).getByRole('group', { name: '#2' });
  await user.type(within(added).getByRole('textbox', { name: /Currency/ }), 'gbp');
  const rate = within(added).getByRole('textbox', { name: /Rate/ });
  await user.type(rate, '0,87');
  const date = within(rates).getAllByLabelText(/Date/)[1]!;
  await user.clear(date);
  await user.type(date, '2026-11-20');
  await user.click(within(rates).getByRole('button', { name: 'Save rates' }));

  expect(await within(rates).findByRole('alert')).toHaveTextContent('Some rates need a change');
  expect(rate).toHaveAccessibleDescription('A positive rate such as 0.8750, up to 4 decimals');
  expect(date).toHaveAccessibleDescription('This currency has a rate on this day already');
  await user.clear(rate);
  await user.type(rate, '0.87');
  await user.clear(date);
  await user.type(date, '2026-11-27');
  await user.click(within(rates).getByRole('button', { name: 'Save rates' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        rates: [
          { currency: 'GBP', rate: '0.8750', date: '2026-11-20' },
          { currency: 'GBP', rate: '0.87', date: '2026-11-27' },
        ],
      },
    ]),
  );
});
