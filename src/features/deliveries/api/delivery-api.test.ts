import { http, HttpResponse } from 'msw';
import type { Delivery } from '../../../contract/delivery';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';
import { taskScopeKey } from '../../../lib/api/task-scope';
import { API } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { getDelivery, getTaskDeliveries, requestPostEditing } from './delivery-api';
import { deliveriesRefetchInterval } from './delivery-polling';
import { deliveryQueries } from './delivery-queries';

const wire = { id: 'dl1', state: 'DELIVERED', target: 'en-US', translationTaskId: 't1', targetDocumentIds: ['d9'] };

describe('delivery fetchers', () => {
  it('read the `postediting` spelling as postEditing and default it to false', async () => {
    server.use(
      http.get(`${API}/translationDeliveries/dl1`, () => HttpResponse.json({ ...wire, postediting: true })),
      http.get(`${API}/translationTasks/t1/translationDeliveries`, () => HttpResponse.json([wire])),
    );
    expect((await getDelivery('dl1')).postEditing).toBe(true);
    expect((await getTaskDeliveries('t1'))[0]?.postEditing).toBe(false);
  });

  it('request post-editing with PATCH {postEditing: true}', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API}/translationDeliveries/dl1`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...wire, postEditing: true });
      }),
    );
    expect((await requestPostEditing('dl1')).postEditing).toBe(true);
    expect(body).toEqual({ postEditing: true });
  });
});

describe('deliveryQueries', () => {
  it('keys task deliveries and target documents under the task', () => {
    expect(deliveryQueries.byTask('t1').queryKey).toEqual([...taskScopeKey('t1'), 'deliveries']);
    expect(deliveryQueries.targetDocuments('t1').queryKey).toEqual([...taskScopeKey('t1'), 'targetDocuments']);
    expect(deliveryQueries.detail('dl1').queryKey).toEqual(['deliveries', 'dl1']);
  });
});

describe('deliveriesRefetchInterval', () => {
  const d = (state: string): Delivery => ({ ...wire, state, postEditing: false });
  it('polls while any delivery is NEW or IN_REVIEW', () => {
    expect(deliveriesRefetchInterval([d('DELIVERED'), d('NEW')])).toBe(POLL_INTERVAL_MS);
    expect(deliveriesRefetchInterval([d('IN_REVIEW')])).toBe(POLL_INTERVAL_MS);
    expect(deliveriesRefetchInterval(d('NEW'))).toBe(POLL_INTERVAL_MS);
  });
  it('stops when all are delivered, or there is nothing', () => {
    expect(deliveriesRefetchInterval([d('DELIVERED')])).toBe(false);
    expect(deliveriesRefetchInterval([])).toBe(false);
    expect(deliveriesRefetchInterval(undefined)).toBe(false);
  });
});
