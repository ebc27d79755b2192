import { http, HttpResponse, type JsonBodyType } from 'msw';
import { wireAnalysis } from '#test-support/factories/analysis';
import { buildDelivery } from '#test-support/factories/delivery';
import { buildEnquiry, buildQuote } from '#test-support/factories/quote';
import { buildQuotingTask } from '#test-support/factories/task';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { createTestQueryClient } from '#portal/test/render-with-providers.harness.tsx';
import { fetchOrderFacts, periodFacts } from './order-facts';

/** Answers one task's lists and records which were asked. */
function serve(lists: Record<string, JsonBodyType>) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/translationTasks/t1/:list`, ({ params }) => {
      const list = String(params.list);
      asked.push(list);
      return list in lists ? HttpResponse.json(lists[list]) : HttpResponse.json([{ message: 'no' }], { status: 404 });
    }),
  );
  return asked;
}

const enquiry = buildEnquiry({ id: 'e1', createdAt: '2026-03-02T09:00:00Z' });

describe('fetchOrderFacts', () => {
  it('reads enquiries and quotes, and deliveries with their documents where a deadline asks when', async () => {
    const task = buildQuotingTask({ id: 't1', desiredDeadline: '2026-03-09T17:00:00Z', target: ['de-DE', 'fr-FR'] });
    const asked = serve({
      quoteEnquiries: [enquiry],
      quotes: [
        buildQuote({ id: 'q1', state: 'ACCEPTED', tapQuoteEnquiryId: 'e1', translationTaskId: 't1' }),
        buildQuote({ id: 'q2', state: 'CANCELLED', target: 'fr-FR', translationTaskId: 't1' }),
      ],
      translationDeliveries: [
        buildDelivery({ state: 'DELIVERED', targetDocumentIds: ['d1', 'd2'], postEditing: true }),
        buildDelivery({ id: 'dl2', state: 'NEW', target: 'fr-FR' }),
      ],
      targetDocuments: [
        { id: 'd1', filename: 'a.txt', length: 1, createdAt: '2026-03-06T10:00:00Z' },
        { id: 'd2', filename: 'b.txt', length: 1, createdAt: '2026-03-07T11:00:00Z' },
        { id: 'd3', filename: 'c.txt', length: 1, createdAt: '2026-03-20T11:00:00Z' },
      ],
    });
    const facts = await fetchOrderFacts(createTestQueryClient(), task, { deliveries: true });
    // Priced in words: no analysis needed.
    expect(asked.sort()).toEqual(['quoteEnquiries', 'quotes', 'targetDocuments', 'translationDeliveries']);
    expect(facts.order).toMatchObject({
      id: 't1',
      deadline: '2026-03-09T17:00:00Z',
      source: 'en-US',
      cancelled: false,
      postEditing: ['de-DE'],
      sourceWords: {},
    });
    expect(facts.enquiries).toEqual([
      {
        id: 'e1',
        orderId: 't1',
        vendorId: 'lsp-lingua',
        vendorName: 'Lingua Services GmbH',
        target: 'de-DE',
        createdAt: '2026-03-02T09:00:00Z',
      },
    ]);
    expect(facts.quotes.map((q) => [q.id, q.outcome, q.enquiryId, q.net, q.unit, q.amount])).toEqual([
      ['q1', 'accepted', 'e1', '100.00', 'words', 1000],
      ['q2', 'cancelled', null, '100.00', 'words', 1000],
    ]);
    // Handed over when its last document arrived; the language still with the vendor is no delivery yet.
    expect(facts.deliveries).toEqual([{ orderId: 't1', target: 'de-DE', deliveredAt: '2026-03-07T11:00:00Z' }]);
  });

  it('reads the analysis where a vendor prices in lines, and no deliveries where only prices are wanted', async () => {
    const task = buildQuotingTask({ id: 't1', progress: 'TASK_CANCELLED', cancelled: true });
    const asked = serve({
      quoteEnquiries: [enquiry],
      quotes: [buildQuote({ state: 'ACCEPTED', textAmount: { type: 'lines', amount: 40 }, translationTaskId: 't1' })],
      analysis: [wireAnalysis()],
    });
    const facts = await fetchOrderFacts(createTestQueryClient(), task, { deliveries: false });
    expect(asked.sort()).toEqual(['analysis', 'quoteEnquiries', 'quotes']);
    expect(facts.order).toMatchObject({ cancelled: true, sourceWords: { 'de-DE': 280 } });
    expect(facts.deliveries).toEqual([]);
  });

  it('leaves the delivery time unknown without a deadline, and without the documents saying it', async () => {
    const queryClient = createTestQueryClient();
    const accepted = [buildQuote({ state: 'ACCEPTED', translationTaskId: 't1' })];
    const delivered = [buildDelivery({ state: 'IN_REVIEW', targetDocumentIds: ['d1'] })];
    const asked = serve({ quoteEnquiries: [], quotes: accepted, translationDeliveries: delivered });
    const free = await fetchOrderFacts(queryClient, buildQuotingTask({ id: 't1' }), { deliveries: true });
    expect(asked).not.toContain('targetDocuments');
    expect(free.deliveries).toEqual([{ orderId: 't1', target: 'de-DE', deliveredAt: null }]);

    serve({
      quoteEnquiries: [],
      quotes: accepted,
      translationDeliveries: delivered,
      targetDocuments: [{ id: 'd1', filename: 'a.txt', length: 1 }],
    });
    const task = buildQuotingTask({ id: 't1', desiredDeadline: '2026-03-09T17:00:00Z' });
    const undated = await fetchOrderFacts(createTestQueryClient(), task, { deliveries: true });
    expect(undated.deliveries).toEqual([{ orderId: 't1', target: 'de-DE', deliveredAt: null }]);
    expect(periodFacts([free, undated], null)).toMatchObject({ reference: null, deliveries: [{}, {}] });
  });
});
