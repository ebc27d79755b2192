/**
 * The orders list and the navigation beside it, as the orderer sees them: each order's languages and the ones
 * that wait for a decision, from one read of each order's enquiries, quotes and deliveries that both share.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { wireTask } from '#test-support/factories/task';
import { MainNav } from '#portal/app/layout/main-nav.tsx';
import { paths } from '#portal/lib/paths.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { Component as OrdersPage } from './orders-page';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * `t-mixed`: German delivered, French quoted and waiting; `t-quoted`: German quoted and waiting; `t-draft`: not
 * placed, so nothing of it is read. Returns the reads the server got, as "<order> <resource>".
 */
function serveOrders() {
  const placed = { complete: true, preparationComplete: true };
  const tasks = [
    wireTask({
      id: 't-mixed',
      target: ['de-DE', 'fr-FR'],
      quoteIds: ['q-de', 'q-fr'],
      progress: 'ORDER_CONFIRMED',
      ...placed,
    }),
    wireTask({
      id: 't-quoted',
      target: ['de-DE'],
      quoteIds: ['q-quoted'],
      progress: 'COMPLETE_AND_PREPARED',
      ...placed,
    }),
    wireTask({ id: 't-draft', target: ['de-DE'], progress: 'NEW' }),
  ];
  const enquiry = (taskId: string, target: string) =>
    buildEnquiry({ id: `e-${taskId}-${target}`, translationTaskId: taskId, target, quotesFetched: true });
  const quote = (id: string, taskId: string, target: string, state: string) =>
    buildQuote({ id, translationTaskId: taskId, target, tapQuoteEnquiryId: `e-${taskId}-${target}`, state });
  const reads: Record<string, { quoteEnquiries: unknown[]; quotes: unknown[]; translationDeliveries: unknown[] }> = {
    't-mixed': {
      quoteEnquiries: [enquiry('t-mixed', 'de-DE'), enquiry('t-mixed', 'fr-FR')],
      quotes: [quote('q-de', 't-mixed', 'de-DE', 'ACCEPTED'), quote('q-fr', 't-mixed', 'fr-FR', 'OFFERED')],
      translationDeliveries: [
        buildDelivery({ id: 'd-de', translationTaskId: 't-mixed', target: 'de-DE', state: 'DELIVERED' }),
      ],
    },
    't-quoted': {
      quoteEnquiries: [enquiry('t-quoted', 'de-DE')],
      quotes: [quote('q-quoted', 't-quoted', 'de-DE', 'OFFERED')],
      translationDeliveries: [],
    },
  };
  const got: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/`, () => HttpResponse.json(tasks)),
    http.get(`${API}/translationTasks/:id/:resource`, ({ params }) => {
      const [id, resource] = [String(params.id), String(params.resource) as keyof (typeof reads)[string]];
      got.push(`${id} ${resource}`);
      return HttpResponse.json(reads[id]?.[resource] ?? []);
    }),
    http.get(`${API}/projects/`, () => HttpResponse.json([])),
    http.get(`${API}/tags/`, () => HttpResponse.json([])),
  );
  return got;
}

describe('the orders list with the decisions waiting', () => {
  it("shows each order's languages and the orders to decide, in the list and the navigation, from one read of each order", async () => {
    const got = serveOrders();
    renderWithProviders(
      <>
        <MainNav />
        <OrdersPage />
      </>,
      { route: paths.orders.getHref(), path: paths.orders.path },
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    // The statuses come once the list is on screen and the page has settled.
    const mixed = (await within(table).findByRole('link', { name: 't-mixed' })).closest<HTMLElement>('[role="row"]')!;
    expect(
      await within(mixed).findByText('de-DE: Delivered · fr-FR: Quotes ready – choose one', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(mixed).getByText('Needs your decision', { exact: true })).toBeVisible();
    const quoted = within(table).getByRole('link', { name: 't-quoted' }).closest<HTMLElement>('[role="row"]')!;
    expect(within(quoted).getByText('Needs your decision', { exact: true })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Needs your decision (2)' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Orders 2 need your decision' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/orders');

    // The navigation and the list read each order once between them, and the draft not at all.
    await waitFor(() => expect(got).toHaveLength(6));
    expect(got.toSorted()).toEqual([
      't-mixed quoteEnquiries',
      't-mixed quotes',
      't-mixed translationDeliveries',
      't-quoted quoteEnquiries',
      't-quoted quotes',
      't-quoted translationDeliveries',
    ]);
  });
});
