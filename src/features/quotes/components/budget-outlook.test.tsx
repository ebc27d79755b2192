/** Server mode: beside each quote, what the order's budget would have left after it, as the portal server said. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BudgetOutlook } from '#portal-contract/budgets';
import { server } from '#portal/test/msw-server.harness.ts';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { lingua, northwind, rowOf, serveQuotes } from './quotes-fixture.harness';
import { QuotesSection } from './quotes-section';

it('shows the budget left after each quote, with a warning past 80 % and past a hard limit', async () => {
  const cheap = buildQuote({
    ...lingua,
    id: 'q-cheap',
    number: 'Q-1',
    price: { netAmount: '100.00', grossAmount: '119.00', currency: 'EUR' },
  });
  const dear = buildQuote({
    ...northwind,
    id: 'q-dear',
    number: 'Q-2',
    price: { netAmount: '200.00', grossAmount: '238.00', currency: 'EUR' },
  });
  serveQuotes([cheap, dear], [buildEnquiry({ target: 'de-DE' })]);
  const asked: unknown[] = [];
  const outlook: BudgetOutlook = {
    budgets: [{ id: 'b-1', name: 'Marketing Q4', currency: 'EUR', hard: true, left: '300' }],
    quotes: [
      { quoteId: 'q-cheap', budgets: [{ budgetId: 'b-1', leftAfter: '181', shareAfter: '81.9', warning: 'past80' }] },
      { quoteId: 'q-dear', budgets: [{ budgetId: 'b-1', leftAfter: '62', shareAfter: '106.2', warning: 'pastHard' }] },
    ],
  };
  server.use(
    http.post('*/bff/budgets/outlook', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(outlook);
    }),
  );
  renderWithProviders(<QuotesSection task={buildQuotingTask({ id: 't1', target: ['de-DE'] })} deliveries={[]} />, {
    config: SERVER_MODE,
    user: { roles: ['orderer'] },
  });
  const table = await screen.findByRole('table', { name: 'German (Germany) (de-DE)' }, { timeout: 10_000 });
  expect(await screen.findByText('Marketing Q4: €181.00 left after this quote')).toBeInTheDocument();
  expect(rowOf(table, 'Q-1')).toHaveTextContent('Takes Marketing Q4 past 80 %');
  expect(rowOf(table, 'Q-2')).toHaveTextContent('Marketing Q4: €62.00 left after this quote');
  expect(rowOf(table, 'Q-2')).toHaveTextContent('Past the hard budget Marketing Q4: needs approval');
  await waitFor(() =>
    expect(asked).toEqual([
      {
        taskId: 't1',
        quotes: [
          { id: 'q-cheap', grossAmount: '119.00', currency: 'EUR' },
          { id: 'q-dear', grossAmount: '238.00', currency: 'EUR' },
        ],
      },
    ]),
  );
});
