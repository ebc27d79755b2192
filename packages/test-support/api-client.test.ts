// @vitest-environment node
import { apiClient, type Transport, type TransportRequest } from './api-client';

/** A service of one task whose German delivery reaches review on the third look; it records what it got. */
function fakeService() {
  const received: TransportRequest[] = [];
  let looks = 0;
  const answer = (status: number, body: unknown) => ({
    status,
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
  });
  const transport: Transport = (request) => {
    received.push(request);
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /rest/api/translationTasks/t%201') return Promise.resolve(answer(200, { id: 't 1' }));
    if (route === 'GET /rest/api/translationTasks/t1/translationDeliveries') {
      looks += 1;
      return Promise.resolve(answer(200, [{ id: 'd1', target: 'de-DE', state: looks < 3 ? 'NEW' : 'IN_REVIEW' }]));
    }
    if (route === 'PATCH /rest/api/quotes/q1') return Promise.resolve(answer(400, [{ message: 'Not offered' }]));
    if (route === 'DELETE /rest/api/translationTasks/t1') return Promise.resolve(answer(204, undefined));
    return Promise.resolve(answer(404, [{ message: `No route ${route}` }]));
  };
  return { transport, received };
}

describe('the tests’ API client', () => {
  it('sends the token, JSON and raw bodies to the API root, and reads what comes back', async () => {
    const service = fakeService();
    const api = apiClient({ transport: service.transport, token: () => 'token-1' });
    expect(await api.getTask('t 1')).toEqual({ id: 't 1' });
    expect(await api.delete('/translationTasks/t1')).toBeUndefined();
    expect((await api.raw('POST', '/tags/', { json: { name: 'x' } })).status).toBe(404);
    await expect(api.uploadText('a b.txt', 'Hallo')).rejects.toThrow(/404/);
    const [get, , post, upload] = service.received;
    expect(get?.headers).toEqual({ Authorization: 'Bearer token-1', Accept: 'application/json' });
    expect(post).toMatchObject({ body: '{"name":"x"}', headers: { 'Content-Type': 'application/json' } });
    expect(upload).toMatchObject({
      path: '/rest/api/documents/?filename=a%20b.txt',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new TextEncoder().encode('Hallo'),
    });
  });

  it('throws with the method, the path, the status and the body of a failed call', async () => {
    const api = apiClient({ transport: fakeService().transport, token: () => 't' });
    await expect(api.setQuote('q1', 'ACCEPTED')).rejects.toThrow('PATCH /quotes/q1 → 400: [{"message":"Not offered"}]');
  });

  it('polls until the service says so, and names what it waited for and what it last saw when it gives up', async () => {
    const service = fakeService();
    const api = apiClient({ transport: service.transport, token: () => 't', poll: { intervalMs: 1 } });
    expect(await api.untilDelivery('t1', 'de-DE', 'IN_REVIEW')).toMatchObject({ id: 'd1' });
    expect(service.received).toHaveLength(3);
    const impatient = apiClient({
      transport: service.transport,
      token: () => 't',
      poll: { timeoutMs: 5, intervalMs: 1 },
    });
    await expect(impatient.untilDelivery('t1', 'de-DE', 'DELIVERED')).rejects.toThrow(
      'Timed out after 5 ms waiting for the de-DE delivery of task t1 in DELIVERED (last seen: IN_REVIEW)',
    );
  });
});
