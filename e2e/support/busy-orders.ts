/**
 * An organisation's orders after a year of ordering, for the main-thread guard: 150 orders, wire-shaped and the
 * same on every run, of which 90 may wait for a decision (placed with quotes: being quoted, or delivered with
 * several languages), so the navigation and the list read the quotes of the 50 newest of them. `routeBusyOrders`
 * answers the list and those orders' enquiries, quotes and deliveries in the page; `replayReads` answers every
 * other read of the service (a real order's page) as the sandbox first answered it.
 */
import type { Page, Route } from '@playwright/test';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { wireTask } from '#test-support/factories/task';

const ORDERS = 150;
const VENDORS = [
  ['lsp-lingua', 'Lingua Services GmbH'],
  ['lsp-northwind', 'Northwind Translations'],
  ['lsp-polyglot', 'Polyglot AG'],
] as const;
const TARGETS = ['de-DE', 'fr-FR', 'es-ES', 'it-IT', 'nl-NL'];

interface Reads {
  enquiries: unknown[];
  quotes: unknown[];
  deliveries: unknown[];
}

/** `busy` + 20 hex digits: the service's id shape, and never one of the sandbox's. */
const idOf = (n: number) => `b0b0${n.toString(16).padStart(20, '0')}`;

function order(n: number): { task: Record<string, unknown>; reads: Reads } {
  const id = idOf(n);
  const kind = n % 5;
  const targets = TARGETS.slice(n % 3, (n % 3) + (kind === 4 ? 1 : kind === 2 ? 3 : 2));
  const createdAt = new Date(Date.UTC(2025, 5, 30) - n * 2 * 86_400_000).toISOString();
  const placed = kind !== 0;
  const delivered = kind >= 3;
  const enquiries = placed
    ? targets.flatMap((target) =>
        VENDORS.map(([lspVendorId, lspVendorName], v) =>
          // Being quoted (kind 2): the last vendor has not answered yet.
          buildEnquiry({
            id: `${id}e${target}${v}`,
            translationTaskId: id,
            target,
            lspVendorId,
            lspVendorName,
            quotesFetched: kind !== 2 || v < 2,
            createdAt,
          }),
        ),
      )
    : [];
  const quotes = enquiries
    .filter((e) => e.quotesFetched)
    .map((e, q) =>
      buildQuote({
        id: `${e.id}q`,
        translationTaskId: id,
        target: e.target,
        tapQuoteEnquiryId: e.id,
        supplierName: e.lspVendorName,
        state: delivered ? (q % VENDORS.length === 0 ? 'ACCEPTED' : 'REJECTED') : 'OFFERED',
        ...(delivered && q % VENDORS.length === 0 ? { orderNumber: `PO-${n}-${q}` } : {}),
        createdAt,
      }),
    );
  const deliveries = delivered
    ? targets.map((target, d) => buildDelivery({ id: `${id}d${d}`, translationTaskId: id, target, state: 'DELIVERED' }))
    : [];
  const task = wireTask({
    id,
    source: 'en-GB',
    target: targets,
    createdAt,
    complete: placed,
    preparationComplete: placed,
    progress: !placed ? 'NEW' : delivered ? 'TRANSLATION_DELIVERED' : 'COMPLETE_AND_PREPARED',
    quoteIds: quotes.map((q) => q.id),
    comment: `BUSY-${n} ${['brochure', 'release notes', 'manual', 'newsletter', 'UI strings'][n % 5]}`,
    tags: n % 4 === 0 ? ['marketing'] : [],
  });
  return { task, reads: { enquiries, quotes, deliveries } };
}

const orders = Array.from({ length: ORDERS }, (_, n) => order(n));
const reads = new Map(orders.map((o) => [o.task.id as string, o.reads]));

const READS: Record<string, keyof Reads> = {
  quoteEnquiries: 'enquiries',
  quotes: 'quotes',
  translationDeliveries: 'deliveries',
};

/** Answers the orders list with the busy orders, and their quote reads; the rest goes to the sandbox. */
export async function routeBusyOrders(page: Page): Promise<void> {
  await page.route(/\/rest\/api\/translationTasks\//, async (route: Route) => {
    const request = route.request();
    const [, id, resource] = /\/translationTasks\/([^/?]*)\/?([^/?]*)/.exec(new URL(request.url()).pathname) ?? [];
    const json = (body: unknown) => route.fulfill({ json: body, headers: { 'Access-Control-Allow-Origin': '*' } });
    if (request.method() !== 'GET') return route.fallback();
    if (!id) return json(orders.map((o) => o.task));
    const own = reads.get(id ?? '');
    const read = resource ? READS[resource] : undefined;
    if (own && read) return json(own[read]);
    return route.fallback();
  });
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Every other read of the service answered as the sandbox first answered it (a 200 kept, anything else asked
 * again): the pages then get their answers as soon on every load, whatever the suite's other tests ask of the
 * sandbox meanwhile. A busy sandbox delays and bunches its answers, and what arrives together renders together, in
 * longer tasks: beside the other worker's specs the order page's blocking time grew by half without this.
 * Register it before `routeBusyOrders`, whose fallbacks it then takes.
 */
export async function replayReads(page: Page): Promise<void> {
  const kept = new Map<string, Answer>();
  await page.route(/\/rest\/api\//, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.fallback();
    let answer = kept.get(request.url());
    if (!answer) {
      const headers = { ...request.headers() };
      delete headers['if-none-match'];
      const response = await route.fetch({ headers });
      const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = response.headers();
      answer = { status: response.status(), headers: rest, body: await response.body() };
      if (answer.status === 200) kept.set(request.url(), answer);
    }
    return route.fulfill(answer);
  });
}
