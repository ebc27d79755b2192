import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wireTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { SERVER_MODE } from '#portal/test/runtime-config.harness.ts';
import type { ServerScorecards } from '#portal-contract/scorecards';
import { paths } from '#portal/lib/paths.ts';
import { Component } from './vendors-page';

const DAY = 86_400_000;
const placed = (id: string, daysAgo: number) =>
  wireTask({
    id,
    complete: true,
    progress: 'COMPLETE_AND_PREPARED',
    createdAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  });

function serve(tasks: unknown[] | null) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/`, () =>
      tasks === null ? HttpResponse.json([{ message: 'down' }], { status: 503 }) : HttpResponse.json(tasks),
    ),
    http.get(`${API}/translationTasks/:id/:list`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json([]);
    }),
  );
  return asked;
}

describe('the Vendors page', () => {
  it('fetches the orders of the chosen period only, 90 days by default', async () => {
    const asked = serve([
      placed('recent', 3),
      placed('older', 60),
      placed('old', 200),
      // A draft asked no vendor.
      wireTask({ id: 'draft', createdAt: new Date().toISOString() }),
    ]);
    const { user, router } = renderWithProviders(<Component />, { route: paths.vendors.getHref() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor scorecards' })).toBeInTheDocument();
    expect(await screen.findByText('2 orders created in the period.')).toBeInTheDocument();
    expect(await screen.findByText('2 of 2 orders fetched')).toBeInTheDocument();
    expect([...new Set(asked)].sort()).toEqual(['older', 'recent']);
    expect(screen.getByText('No vendor was asked for a quote for the orders of this period.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 30 days' }));
    expect(await screen.findByText('1 order created in the period.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=30');
  });

  it('asks for both days of a custom period, the first not after the last', async () => {
    serve([placed('recent', 3)]);
    const { user } = renderWithProviders(<Component />, { route: paths.vendors.getHref({ period: 'custom' }) });
    const from = await screen.findByLabelText('From');
    expect(screen.queryByText(/orders? created in the period/)).not.toBeInTheDocument();
    await user.type(from, '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(
      screen.getByText('Choose the first and the last day of the period, the first not after the last.'),
    ).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, with Try again', async () => {
    serve(null);
    renderWithProviders(<Component />, { route: paths.vendors.getHref() });
    expect(await screen.findByText('The orders could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the Vendors page in server mode', () => {
  const figures = {
    orders: 6,
    ordersQuoted: 6,
    quotesReceived: 6,
    ordersDecided: 6,
    ordersWon: 3,
    shareWon: 0.5,
    medianHoursToQuote: 2,
    medianPricePerWord: '0.14',
    pricedOrders: 6,
    unratedQuotes: 0,
    uncountedQuotes: 0,
    cancellations: 0,
    postEditing: 0,
    deliveriesTimed: 3,
    deliveredOnTime: 3,
    onTimeRate: 1,
  };
  const answer = (copy: ServerScorecards['copy']): ServerScorecards => ({
    report: {
      scorecards: [
        {
          vendorId: 'v-lingua',
          vendorName: 'Lingua Services GmbH',
          source: 'en-US',
          target: 'de-DE',
          orders: 6,
          tooFewToJudge: false,
          figures: { ...figures, trend: [{ ...figures, month: '2026-11' }] },
        },
      ],
      pairs: [{ source: 'en-US', target: 'de-DE', orders: 6, medianPricePerWord: '0.14', pricedOrders: 6 }],
      reference: { currency: 'EUR', rates: {}, date: null },
      unratedCurrencies: [],
    },
    orders: 6,
    copy,
  });

  function serveServer(copy: ServerScorecards['copy']) {
    const asked: string[] = [];
    const listed: string[] = [];
    server.use(
      http.get('*/bff/reports/scorecards', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(answer(copy));
      }),
      http.get('*/bff/quality/facts', () => HttpResponse.json({ minimumReviews: 3, facts: [] })),
      http.get(`${API}/translationTasks/`, () => {
        listed.push('list');
        return HttpResponse.json([placed('recent', 3)]);
      }),
      http.get(`${API}/translationTasks/:id/:list`, () => HttpResponse.json([])),
    );
    return { asked, listed };
  }

  it('shows the scorecards the portal server figured over its copy, fetching no order', async () => {
    const { asked, listed } = serveServer({ syncedAt: '2026-11-28T08:00:00Z', outcome: 'finished' });
    renderWithProviders(<Component />, { route: paths.vendors.getHref(), config: SERVER_MODE });
    expect(
      await screen.findByText(
        /^6 orders in this period\. The portal's copy of the translation service was brought up to date/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Lingua Services GmbH/ })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(new URLSearchParams(asked[0]).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed).toEqual([]);
    expect(screen.getByText(/over its copy of every order the translation service has/)).toBeInTheDocument();
  });

  it('fetches the orders itself where the portal server keeps no copy', async () => {
    const { listed } = serveServer(null);
    renderWithProviders(<Component />, { route: paths.vendors.getHref(), config: SERVER_MODE });
    expect(await screen.findByText('1 order created in the period.')).toBeInTheDocument();
    expect(listed.length).toBeGreaterThan(0);
    expect(await screen.findByText(/In server mode with a service credential/)).toBeInTheDocument();
  });
});
