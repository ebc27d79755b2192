/**
 * The navigation's count and the "quotes ready" notice: what was ready when the portal opened is counted, not
 * announced; quotes that become ready later are announced once, in the portal and on the desktop when allowed,
 * except for the order the user has open, whose own banner says it (the desktop still hears of it while the
 * portal's tab is hidden).
 */
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { wireTask } from '#test-support/factories/task';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { paths } from '#portal/lib/paths.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { createTestQueryClient, renderWithProviders } from '#portal/test/render-with-providers.harness.tsx';
import { DecisionCount } from './decision-count';

/**
 * Three orders being quoted: `t-open` has an offer for German from the start; `t-next` (German) and `t-own`
 * (German and French) get theirs when `offer` says so. The server answers as its state is at each request.
 */
function serveOrders() {
  const targets: Record<string, string[]> = { 't-open': ['de-DE'], 't-next': ['de-DE'], 't-own': ['de-DE', 'fr-FR'] };
  const offered = new Set(['t-open de-DE']);
  const of = (params: Record<string, unknown>) => {
    const id = String(params.id);
    return (targets[id] ?? []).map((target) => ({ id, target, offered: offered.has(`${id} ${target}`) }));
  };
  server.use(
    http.get(`${API}/translationTasks/`, () =>
      HttpResponse.json(
        Object.entries(targets).map(([id, target]) =>
          wireTask({
            id,
            target,
            quoteIds: [`q-${id}`],
            progress: 'COMPLETE_AND_PREPARED',
            complete: true,
            preparationComplete: true,
          }),
        ),
      ),
    ),
    // One vendor per language: asked, and answered once its quote is in.
    http.get(`${API}/translationTasks/:id/quoteEnquiries`, ({ params }) =>
      HttpResponse.json(
        of(params).map(({ id, target, offered: answered }) =>
          buildEnquiry({ id: `e-${id}-${target}`, target, translationTaskId: id, quotesFetched: answered }),
        ),
      ),
    ),
    http.get(`${API}/translationTasks/:id/quotes`, ({ params }) =>
      HttpResponse.json(
        of(params)
          .filter((language) => language.offered)
          .map(({ id, target }) =>
            buildQuote({
              id: `q-${id}-${target}`,
              target,
              translationTaskId: id,
              tapQuoteEnquiryId: `e-${id}-${target}`,
            }),
          ),
      ),
    ),
    http.get(`${API}/translationTasks/:id/translationDeliveries`, () => HttpResponse.json([])),
  );
  return { offer: (id: string, target: string) => offered.add(`${id} ${target}`) };
}

/** A desktop notification the user allowed, recorded instead of shown. */
function allowDesktopNotifications() {
  const shown: { title: string; body: string | undefined }[] = [];
  class RecordedNotification {
    static permission: NotificationPermission = 'granted';
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('Notification', RecordedNotification);
  return shown;
}

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

afterEach(() => {
  vi.unstubAllGlobals();
  hideTab(false);
});

const countOf = (n: number) => `${n} ${n === 1 ? 'needs' : 'need'} your decision`;
const NEXT_READY = 'Order t-next: the vendors have answered for German (Germany).';

/** What the refresh every 30 seconds does (everything under the orders is read again), until `count` is shown. */
async function refreshUntilCount(queryClient: QueryClient, count: number) {
  await queryClient.invalidateQueries({ queryKey: taskQueries.all() });
  expect(await screen.findByText(countOf(count))).toBeInTheDocument();
}

/** The portal's notice says `text`, and it is the one notice on screen. */
async function expectOneNotice(text: string) {
  expect(await screen.findByText(text)).toBeVisible();
  expect(screen.getAllByText('Quotes ready – choose one')).toHaveLength(1);
}

describe('the decision count and the quotes-ready notice', () => {
  it('counts what was ready on opening without announcing it, then announces quotes that became ready', async () => {
    const orders = serveOrders();
    const desktop = allowDesktopNotifications();
    const { queryClient } = renderWithProviders(<DecisionCount />, { route: paths.orders.getHref() });
    expect(await screen.findByText(countOf(1), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Quotes ready – choose one')).not.toBeInTheDocument();
    expect(desktop).toEqual([]);

    orders.offer('t-next', 'de-DE');
    await refreshUntilCount(queryClient, 2);
    await expectOneNotice(NEXT_READY);
    expect(desktop).toEqual([{ title: 'Quotes ready – choose one', body: NEXT_READY }]);

    // Read again with nothing new: nothing is announced twice.
    await queryClient.invalidateQueries({ queryKey: taskQueries.all() });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getAllByText('Quotes ready – choose one')).toHaveLength(1);
    expect(desktop).toHaveLength(1);
  });

  it('leaves the open order to its own page, and tells the desktop of it only while the tab is hidden', async () => {
    const orders = serveOrders();
    const desktop = allowDesktopNotifications();
    const { queryClient } = renderWithProviders(<DecisionCount />, { route: paths.order.getHref('t-own') });
    expect(await screen.findByText(countOf(1), {}, { timeout: 10_000 })).toBeInTheDocument();

    orders.offer('t-own', 'de-DE');
    await refreshUntilCount(queryClient, 2);
    expect(screen.queryByText('Quotes ready – choose one')).not.toBeInTheDocument();
    expect(desktop).toEqual([]);

    hideTab(true);
    orders.offer('t-own', 'fr-FR');
    orders.offer('t-next', 'de-DE');
    await refreshUntilCount(queryClient, 3);
    // Another order: in the portal and on the desktop. The open one: on the desktop only.
    await expectOneNotice(NEXT_READY);
    expect(desktop).toEqual([
      { title: 'Quotes ready – choose one', body: NEXT_READY },
      { title: 'Quotes ready – choose one', body: 'Order t-own: the vendors have answered for French (France).' },
    ]);
  });

  it('does not ask again for an order list that failed: the page shows that failure with its own Try again', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/translationTasks/`, () => {
        asked += 1;
        return HttpResponse.json([{ message: 'Boom' }], { status: 500 });
      }),
    );
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(taskQueries.list());
    expect(queryClient.getQueryState(taskQueries.list().queryKey)?.status).toBe('error');
    expect(asked).toBe(1);

    renderWithProviders(<DecisionCount />, { route: paths.orders.getHref(), queryClient });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toBe(1);
    expect(screen.queryByText(/decision/i)).not.toBeInTheDocument();
  });
});
