import { http, HttpResponse } from 'msw';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { getDelivery, getTaskDeliveries, requestPostEditing } from './delivery-api';
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
    expect(deliveryQueries.byTask('t1').queryKey).toEqual([...taskQueries.scope('t1'), 'deliveries']);
    expect(deliveryQueries.targetDocuments('t1').queryKey).toEqual([...taskQueries.scope('t1'), 'targetDocuments']);
    expect(deliveryQueries.detail('dl1').queryKey).toEqual(['deliveries', 'dl1']);
  });
});
