import { http, HttpResponse } from 'msw';
import { z } from '#contract/zod';
import { apiRequest, apiUrl, configureApiClient } from './http-client';
import { API, configureTestApiClient, failure } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';

const onUnauthorized = vi.fn();

beforeEach(() => {
  onUnauthorized.mockReset();
  configureTestApiClient({ getAccessToken: () => Promise.resolve('tok-123'), onUnauthorized });
});

describe('apiRequest', () => {
  it('sends the bearer token and Accept, JSON bodies with Content-Type, and parses the response', async () => {
    let seen: Request | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}/things/`, async ({ request }) => {
        seen = request;
        body = await request.json();
        return HttpResponse.json({ id: 't1', count: 2 }, { status: 201 });
      }),
    );
    const result = await apiRequest('/things/', {
      method: 'POST',
      body: { name: 'x' },
      schema: z.object({ id: z.string(), count: z.number() }),
      query: { a: 'b c', skip: undefined },
    });
    expect(result).toEqual({ id: 't1', count: 2 });
    expect(seen?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(new URL(seen?.url ?? '').search).toBe('?a=b+c');
    expect(body).toEqual({ name: 'x' });
  });

  it('sends no Content-Type without a body and no Authorization without a token', async () => {
    configureApiClient({ baseUrl: 'http://api.test/rest/api/', getAccessToken: () => Promise.resolve(null) });
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/things`, ({ request }) => {
        seen = request;
        return HttpResponse.json([]);
      }),
    );
    await apiRequest('/things', { schema: z.array(z.string()) });
    expect(seen?.headers.get('authorization')).toBeNull();
    expect(seen?.headers.get('content-type')).toBeNull();
  });

  it('builds URLs from an origin or from the API root', () => {
    configureApiClient({ baseUrl: '', getAccessToken: () => Promise.resolve(null) });
    expect(apiUrl('/tags/')).toBe('/rest/api/tags/');
    configureApiClient({ baseUrl: 'https://x.example/rest/api', getAccessToken: () => Promise.resolve(null) });
    expect(apiUrl('/tags/a b', { q: 1 })).toBe('https://x.example/rest/api/tags/a b?q=1');
  });

  it('turns the 400 validation array into field errors', async () => {
    server.use(
      http.patch(`${API}/translationTasks/t1`, () =>
        HttpResponse.json([{ message: 'Validation failed | minCount | sourceDocumentIds' }], { status: 400 }),
      ),
    );
    const error = await failure(
      apiRequest('/translationTasks/t1', { method: 'PATCH', body: { complete: true }, schema: z.unknown() }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([
      { field: 'sourceDocumentIds', rule: 'minCount', message: 'Validation failed | minCount | sourceDocumentIds' },
    ]);
  });

  it('exposes the 409 conflict body', async () => {
    const conflict = {
      timestamp: 1,
      status: 409,
      error: 'Conflict',
      exception: { name: 'x' },
      message: 'still referenced',
      path: '/rest/api/projects/p1',
    };
    server.use(http.delete(`${API}/projects/p1`, () => HttpResponse.json(conflict, { status: 409 })));
    const error = await failure(apiRequest('/projects/p1', { method: 'DELETE', schema: z.unknown() }));
    expect(error.status).toBe(409);
    expect(error.conflict).toMatchObject({ status: 409, error: 'Conflict', message: 'still referenced' });
  });

  it('reads text error bodies and reports 401 to onUnauthorized', async () => {
    server.use(http.get(`${API}/tags/`, () => new HttpResponse('Token expired', { status: 401 })));
    const error = await failure(apiRequest('/tags/', { schema: z.unknown() }));
    expect(error.status).toBe(401);
    expect(error.messages).toEqual(['Token expired']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as kind network', async () => {
    server.use(http.get(`${API}/tags/`, () => HttpResponse.error()));
    const error = await failure(apiRequest('/tags/', { schema: z.unknown() }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });

  it('reports invalid JSON as invalid-response', async () => {
    server.use(
      http.get(
        `${API}/tags/`,
        () => new HttpResponse('{"id": ', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await failure(apiRequest('/tags/', { schema: z.unknown() }));
    expect(error.kind).toBe('invalid-response');
  });

  it('reports a contract mismatch as invalid-response with the issue path', async () => {
    server.use(http.get(`${API}/tags/`, () => HttpResponse.json([{ id: 'a' }, { id: 3 }])));
    const error = await failure(apiRequest('/tags/', { schema: z.array(z.object({ id: z.string() })) }));
    expect(error.kind).toBe('invalid-response');
    expect(error.issuePath).toBe('1.id');
    expect(error.messages[0]).toMatch(/^1\.id: /);
  });

  it('parses empty bodies as undefined', async () => {
    server.use(http.delete(`${API}/documents/d1`, () => new HttpResponse(null, { status: 200 })));
    await expect(apiRequest('/documents/d1', { method: 'DELETE', schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('reports cancellation as aborted and a slow service as timeout', async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = failure(apiRequest('/slow', { schema: z.unknown(), signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect((await failure(apiRequest('/slow', { schema: z.unknown(), timeoutMs: 20 }))).kind).toBe('timeout');
  });

  it('times out after the configured client timeout, which a request may override', async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({ ok: true });
      }),
    );
    configureTestApiClient({ getAccessToken: () => Promise.resolve(null), timeoutMs: 20 });
    const error = await failure(apiRequest('/slow', { schema: z.unknown() }));
    expect(error.kind).toBe('timeout');
    await expect(apiRequest('/slow', { schema: z.unknown(), timeoutMs: 0 })).resolves.toEqual({ ok: true });
  });
});
