import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { acceptedQuoteListSchema } from '#contract/quote';
import { apiRequest } from '#portal/lib/api/http-client.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { createTestQueryClient, renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import type { CostOrder } from '#portal/features/reports/lib/cost-figures.ts';
import { CostReport } from './cost-report';

// Charts need real layout; jsdom has none. The stub keeps the lazy loading and the accessible name.
vi.mock('./cost-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const acceptedQuotes = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', 'detail', taskId, 'acceptedQuotes'],
    queryFn: ({ signal }) =>
      apiRequest(`/translationTasks/${taskId}/acceptedQuotes`, { schema: acceptedQuoteListSchema, signal }),
  });

function wireQuote(task: string, vendor: string, target: string, gross: string, state = 'ACCEPTED', currency = 'EUR') {
  return {
    _id: `${task}-${target}-${state}`,
    state,
    number: `Q-${task}-${target}`,
    price: { netAmount: gross, vatPercentage: '0', currency, vatAmount: '0', grossAmount: gross },
    target,
    textAmount: { type: 'lines', amount: 10, discountedAmount: 10 },
    createdAt: '2025-05-01T10:00:00Z',
    supplierName: vendor,
    translationTaskId: task,
  };
}

const QUOTES: Record<string, unknown[]> = {
  o1: [wireQuote('o1', 'Lingua', 'de-DE', '77.675'), wireQuote('o1', 'Lingua', 'fr-FR', '5', 'CANCELLED')],
  o2: [wireQuote('o2', 'Polyglot', 'fr-FR', '0.2'), wireQuote('o2', 'Swiss', 'de-CH', '10.05', 'ACCEPTED', 'CHF')],
};

function serve(options: { fail?: Set<string>; hang?: boolean } = {}) {
  const requests: string[] = [];
  let running = 0;
  let most = 0;
  server.use(
    http.get(`${API}/translationTasks/:id/acceptedQuotes`, async ({ params }) => {
      const id = String(params.id);
      requests.push(id);
      running += 1;
      most = Math.max(most, running);
      try {
        await delay(options.hang ? 'infinite' : 5);
        if (options.fail?.has(id)) return HttpResponse.json([{ message: 'Quote store offline' }], { status: 503 });
        return HttpResponse.json(QUOTES[id] ?? []);
      } finally {
        running -= 1;
      }
    }),
  );
  return { requests, most: () => most };
}

const order = (id: string, projectName: string | null = 'Web', hasQuotes = true): CostOrder => ({
  id,
  projectName,
  hasQuotes,
});
const orders = [order('o1'), order('o2', null), order('o3', 'Web', false), order('o4')];

describe('CostReport', () => {
  it('fetches the accepted quotes and shows exact totals per currency, group tables and a chart', async () => {
    const { requests } = serve();
    renderWithProviders(<CostReport orders={orders} acceptedQuotes={acceptedQuotes} />);
    expect(await screen.findByText('4 of 4 orders fetched')).toBeInTheDocument();
    // o3 has no quotes: nothing is asked for it.
    expect([...requests].sort()).toEqual(['o1', 'o2', 'o4']);
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    const rows = within(totals).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'CHF1CHF 10.05CHF 0.00CHF 10.05',
      // At cents, the exact sum (77.675 + 0.2) behind each rounded one.
      'EUR2€77.88 (exact: €77.875)€0.00€77.88 (exact: €77.875)',
    ]);
    expect(within(totals).getAllByText('€77.88')[0]?.parentElement).toHaveAttribute('title', 'exact: €77.875');
    const vendors = screen.getByRole('table', { name: 'Per vendor', hidden: true });
    expect(
      within(vendors)
        .getAllByRole('row', { hidden: true })
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Vendor', 'Swiss', 'Lingua', 'Polyglot']); // by currency, then the largest gross first
    expect(screen.getByRole('tab', { name: 'Per project' })).toHaveAttribute('aria-selected', 'true');
    const projects = screen.getByRole('table', { name: 'Per project' });
    // o2 has no project and quotes in two currencies: a row per currency.
    expect(within(projects).getAllByRole('rowheader', { name: 'No project' })).toHaveLength(2);
    // The chart shows the currency most quotes are in; the other is a click away.
    expect(await screen.findByRole('img', { name: 'Gross amount per vendor in EUR' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'CHF' })).toBeInTheDocument();
  });

  it('lists a failed order with Try again, and a second look costs no request', async () => {
    const { requests } = serve({ fail: new Set(['o2']) });
    const queryClient = createTestQueryClient();
    const { user, unmount } = renderWithProviders(<CostReport orders={orders} acceptedQuotes={acceptedQuotes} />, {
      queryClient,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 order could not be fetched');
    expect(alert).toHaveTextContent('Order o2:');
    expect(screen.getByText('4 of 4 orders fetched')).toBeInTheDocument();
    serve();
    await user.click(screen.getByRole('button', { name: 'Try order o2 again' }));
    expect(await screen.findByRole('rowheader', { name: 'CHF' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    const before = requests.length;
    const second = serve();
    renderWithProviders(<CostReport orders={orders} acceptedQuotes={acceptedQuotes} />, { queryClient });
    expect(await screen.findByText('4 of 4 orders fetched')).toBeInTheDocument();
    expect(second.requests).toEqual([]);
    expect(requests.length).toBe(before);
  });

  it('asks at most five orders at once, and Cancel stops the fetching until the rest is asked for', async () => {
    const { requests, most } = serve({ hang: true });
    const many = Array.from({ length: 12 }, (_, i) => order(`m${i}`));
    const { user } = renderWithProviders(<CostReport orders={many} acceptedQuotes={acceptedQuotes} />);
    expect(screen.getByRole('progressbar', { name: 'Accepted quotes fetched' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Stopped: 0 of 12 orders fetched/)).toBeInTheDocument();
    expect(most()).toBe(5);
    expect(requests).toHaveLength(5);
    serve();
    await user.click(screen.getByRole('button', { name: 'Fetch the rest' }));
    expect(await screen.findByText('12 of 12 orders fetched')).toBeInTheDocument();
    expect(screen.getByText('None of these orders has an accepted quote.')).toBeInTheDocument();
  });

  it('says when the filter selects more orders than the cost covers', async () => {
    serve();
    const lots = Array.from({ length: 1001 }, (_, i) => order(`n${i}`, null, false));
    renderWithProviders(<CostReport orders={lots} acceptedQuotes={acceptedQuotes} />);
    expect(
      screen.getByText(/The search and filters select 1,001 orders; the cost covers the first 1,000 as sorted/),
    ).toBeInTheDocument();
    expect(await screen.findByText('1,000 of 1,000 orders fetched')).toBeInTheDocument();
  });
});
