/** Server mode's navigation counts: requests waiting for the user's decision, and budgets past an alert level. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import ApprovalsNav from './approvals-nav';

const notice = (budgetId: string, level: number) => ({
  budgetId,
  name: budgetId,
  level,
  periodStart: '2026-10-01',
  reachedAt: '2026-11-20T10:00:00Z',
});

it('counts each budget past an alert level once, beside the Budgets link, for an admin', async () => {
  server.use(
    http.get('*/bff/approvals/summary', () => HttpResponse.json({ waiting: 0 })),
    http.get('*/bff/budgets/notices', () =>
      HttpResponse.json({ notices: [notice('b-1', 50), notice('b-1', 80), notice('b-2', 100)] }),
    ),
  );
  renderWithProviders(
    <ul>
      <ApprovalsNav />
    </ul>,
    { config: SERVER_MODE, user: { roles: ['admin'] } },
  );
  const budgets = await screen.findByRole('link', { name: /^Budgets/ });
  expect(await within(budgets).findByText('2 budgets past an alert level')).toBeInTheDocument();
  expect(screen.queryByText(/for your decision/)).not.toBeInTheDocument();
});
