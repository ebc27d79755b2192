import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { quoteListSchema, type Quote } from '#contract/quote';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { createTestQueryClient, renderHookWithClient } from '#portal/test/render-with-providers.harness.tsx';
import { applyQuoteDecision } from './apply-quote-decision';
import { quoteQueries } from './quote-queries';
import { useUpdateQuoteState } from './use-update-quote-state';

function wireQuote(id: string, target: string, state = 'OFFERED') {
  return {
    id,
    state,
    number: `N-${id}`,
    target,
    price: { netAmount: '100.00', vatPercentage: '19', currency: 'EUR', vatAmount: '19.00', grossAmount: '119.00' },
    textAmount: { type: 'lines', amount: 10, discountedAmount: 8 },
    createdAt: '2024-01-01T00:00:00Z',
    supplierName: `Vendor ${id}`,
    translationTaskId: 't1',
  };
}

const quotes: Quote[] = quoteListSchema.parse([
  wireQuote('q1', 'en-US'),
  wireQuote('q2', 'en-US'),
  wireQuote('q3', 'fr-FR'),
  wireQuote('q4', 'en-US', 'CANCELLED'),
]);

const statesOf = (list: readonly Quote[] | undefined) => Object.fromEntries((list ?? []).map((q) => [q.id, q.state]));

function setup() {
  const client = createTestQueryClient();
  client.setQueryData(quoteQueries.byTask('t1').queryKey, quotes);
  const { result } = renderHookWithClient(() => useUpdateQuoteState(), client);
  const cached = () => client.getQueryData(quoteQueries.byTask('t1').queryKey);
  return { client, result, cached };
}

describe('applyQuoteDecision', () => {
  it('accepting rejects the other offered quotes of the same target only', () => {
    expect(statesOf(applyQuoteDecision(quotes, 'q1', 'ACCEPTED'))).toEqual({
      q1: 'ACCEPTED',
      q2: 'REJECTED',
      q3: 'OFFERED',
      q4: 'CANCELLED',
    });
    expect(statesOf(applyQuoteDecision(quotes, 'q3', 'REJECTED'))).toMatchObject({ q1: 'OFFERED', q3: 'REJECTED' });
  });
});

describe('useUpdateQuoteState', () => {
  it('shows an accept at once, sends it, and refetches the task afterwards', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent: unknown;
    server.use(
      http.patch(`${API}/quotes/q1`, async ({ request }) => {
        sent = await request.json();
        await gate;
        return HttpResponse.json(wireQuote('q1', 'en-US', 'ACCEPTED'));
      }),
    );
    const { client, result, cached } = setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    act(() => result.current.mutate({ taskId: 't1', quoteId: 'q1', state: 'ACCEPTED' }));
    await waitFor(() => expect(statesOf(cached())).toMatchObject({ q1: 'ACCEPTED', q2: 'REJECTED', q3: 'OFFERED' }));
    expect(result.current.isPending).toBe(true);

    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toEqual({ state: 'ACCEPTED' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks', 'detail', 't1'] });
    expect(client.getQueryState(quoteQueries.byTask('t1').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData(quoteQueries.detail('q1').queryKey)?.state).toBe('ACCEPTED');
  });

  it('rolls the cached quotes back when the service refuses', async () => {
    server.use(
      http.patch(`${API}/quotes/q1`, () =>
        HttpResponse.json([{ message: 'Validation failed | read-only-error | state' }], { status: 400 }),
      ),
    );
    const { result, cached } = setup();
    act(() => result.current.mutate({ taskId: 't1', quoteId: 'q1', state: 'ACCEPTED' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(400);
    expect(statesOf(cached())).toEqual(statesOf(quotes));
  });

  it('does not change the list optimistically for a cancellation', async () => {
    server.use(http.patch(`${API}/quotes/q4`, () => HttpResponse.json({ message: 'nope' }, { status: 400 })));
    const { result, cached } = setup();
    act(() => result.current.mutate({ taskId: 't1', quoteId: 'q4', state: 'CANCELLED' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toBe(quotes);
  });
});
