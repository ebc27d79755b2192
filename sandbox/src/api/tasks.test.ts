// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultDocumentConfiguration } from '#test-support/factories/project';
import { json, useTestSandbox } from './api.harness';

type Json = Record<string, unknown>;
const s = useTestSandbox();

async function create(body: Json = {}): Promise<Json> {
  return json(await s.api('/translationTasks', { method: 'POST', json: body }));
}

async function patch(id: unknown, body: unknown): Promise<Response> {
  return s.api(`/translationTasks/${String(id)}`, { method: 'PATCH', json: body });
}

async function upload(name: string): Promise<string> {
  const res = await s.api(`/documents?filename=${name}`, {
    method: 'POST',
    type: 'application/octet-stream',
    body: 'Text.',
  });
  return (await json(res)).id as string;
}

describe('task validation', () => {
  it('lists every missing mandatory field when completing', async () => {
    const task = await create();
    const res = await patch(task.id, { complete: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      { message: 'Validation failed | required | source' },
      { message: 'Validation failed | required | target' },
      { message: 'Validation failed | minCount | sourceDocumentIds' },
    ]);
  });

  it('requires a future desiredDeadline', async () => {
    const res = await s.api('/translationTasks/', {
      method: 'POST',
      json: { desiredDeadline: '2001-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([{ message: 'Validation failed | future | desiredDeadline' }]);
  });

  it('rejects unknown fields, listing them, and malformed JSON', async () => {
    const unknown = await s.api('/translationTasks', {
      method: 'POST',
      json: { source: 'en-US', colour: 'red', size: 1 },
    });
    expect(unknown.status).toBe(400);
    const messages = (await json<Json[]>(unknown)).map((m) => m.message);
    expect(messages).toEqual([
      'Validation failed | unknown-field | colour',
      'Validation failed | unknown-field | size',
    ]);
    const malformed = await s.api('/translationTasks', {
      method: 'POST',
      type: 'application/json',
      body: '{"source":',
    });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ message: expect.stringMatching(/Malformed JSON/) as string });
    const wrongType = await s.api('/translationTasks', { method: 'POST', type: 'text/plain', body: 'hello' });
    expect(wrongType.status).toBe(415);
  });

  it('requires an existing projectId of the organisation', async () => {
    const res = await s.api('/translationTasks', { method: 'POST', json: { projectId: 'nope' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([{ message: 'Validation failed | not-found | projectId' }]);
  });

  it('freezes a completed task except for cancelled, and deletes only drafts', async () => {
    const docId = await upload('a.txt');
    const task = await create({ source: 'en-US', target: 'de-DE', sourceDocumentIds: [docId], tags: ['fresh'] });
    expect(task.target).toEqual(['de-DE']);
    expect((await patch(task.id, { complete: true })).status).toBe(200);
    const modify = await patch(task.id, { comment: 'changed' });
    expect(modify.status).toBe(400);
    expect((await json<Json[]>(modify))[0]?.message).toMatch(/read-only-error \| Task cannot be modified/);
    expect((await patch(task.id, { source: 'en-US', complete: true })).status).toBe(200);
    // Wait until prepared, then deleting is refused.
    for (
      let i = 0;
      i < 200 && (await json(await s.api(`/translationTasks/${String(task.id)}`))).progress === 'IN_PREPARATION';
      i++
    ) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const del = await s.api(`/translationTasks/${String(task.id)}`, { method: 'DELETE' });
    expect(del.status).toBe(400);
    expect(await del.json()).toEqual([
      { message: 'Validation failed | read-only-error | Task cannot be deleted because it is marked complete' },
    ]);
    const draft = await create({ comment: 'draft' });
    const deleted = await s.api(`/translationTasks/${String(draft.id)}`, { method: 'DELETE' });
    expect(await json(deleted)).toMatchObject({ id: draft.id, progress: 'NEW' });
    expect((await s.api(`/translationTasks/${String(draft.id)}`)).status).toBe(404);
    expect(await json(await s.api('/tags/fresh'))).toEqual({ id: 'fresh', color: '#228be6' });
  });

  it('manages source documents: add, list, remove', async () => {
    const [a, b] = [await upload('a.txt'), await upload('b.txt')];
    const task = await create();
    const added = await s.api(`/translationTasks/${String(task.id)}/sourceDocuments/`, {
      method: 'PATCH',
      json: { documentIds: [a, b] },
    });
    expect(await added.json()).toEqual([a, b]);
    const listed = await json<Json[]>(await s.api(`/translationTasks/${String(task.id)}/sourceDocuments`));
    expect(listed.map((d) => d.id)).toEqual([a, b]);
    const removed = await s.api(`/translationTasks/${String(task.id)}/sourceDocuments/${a}`, { method: 'DELETE' });
    expect(await removed.json()).toBe(a);
    expect(
      (await s.api(`/translationTasks/${String(task.id)}/sourceDocuments/${a}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('derives desiredDeadline from the project deliveryWithin on business days', async () => {
    const projects = await json<Json[]>(await s.api('/projects/'));
    const marketing = projects.find((p) => p.name === 'Marketing website');
    const task = await create({ projectId: marketing?.id });
    const deadline = Date.parse(String(task.desiredDeadline));
    expect(deadline - Date.now()).toBeGreaterThanOrEqual(48 * 3_600_000 - 60_000);
    expect([0, 6]).not.toContain(new Date(deadline - 1).getUTCDay());
  });

  it('answers 404 with a message for unknown ids and paths', async () => {
    const res = await s.api('/translationTasks/unknown/quotes');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Translation task unknown not found' });
    expect((await s.api('/quotes/x')).status).toBe(404);
    expect((await s.api('/nothing-here')).status).toBe(404);
  });
});

describe('openapi', () => {
  it('describes the API from the contract schemas, without authentication', async () => {
    const doc = await json<{ paths: Json; components: { schemas: Record<string, Json> } }>(
      await s.api('/openapi.json', { as: null }),
    );
    expect(Object.keys(doc.paths)).toContain('/translationTasks/{task_id}');
    expect(doc.components.schemas.TaskCreate).toMatchObject({ type: 'object', additionalProperties: false });
  });
});

describe('access', () => {
  it('answers 401 without valid authentication', async () => {
    const res = await s.api('/translationTasks', { as: null });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ message: 'Unauthorized' });
    expect((await s.api('/documents', { as: 'nobody', method: 'POST' })).status).toBe(401);
  });

  it('keeps organisations apart', async () => {
    const task = await create({ comment: 'acme only' });
    const id = String(task.id);
    expect((await s.api(`/translationTasks/${id}`, { as: 'outsider' })).status).toBe(404);
    expect(
      (await s.api(`/translationTasks/${id}`, { as: 'outsider', method: 'PATCH', json: { comment: 'x' } })).status,
    ).toBe(404);
    expect((await s.api(`/translationTasks/${id}`, { as: 'outsider', method: 'DELETE' })).status).toBe(404);
    const theirs = await json<Json[]>(await s.api('/translationTasks', { as: 'outsider' }));
    expect(theirs.some((t) => t.id === id)).toBe(false);
    const acmeDocs = await json<Json[]>(await s.api('/documents'));
    expect((await s.api(`/documents/${String(acmeDocs[0]?.id)}/content`, { as: 'outsider' })).status).toBe(404);
    expect(await json(await s.api('/tags', { as: 'outsider' }))).toEqual([]);
    const acmeProjects = await json<Json[]>(await s.api('/projects'));
    expect((await s.api(`/projects/${String(acmeProjects[0]?.id)}`, { as: 'outsider' })).status).toBe(404);
    const theirProjects = await json<Json[]>(await s.api('/projects', { as: 'outsider' }));
    expect(theirProjects.map((p) => p.name)).toEqual(['Globex internal']);
    const res = await s.api('/translationTasks', {
      as: 'outsider',
      method: 'POST',
      json: { projectId: acmeProjects[0]?.id },
    });
    expect(res.status).toBe(400);
  });

  it('lets only admins write projects; 409 when a task references one', async () => {
    const forbidden = await s.api('/projects', { method: 'POST', json: { name: 'Mine' } });
    expect(forbidden.status).toBe(403);
    const project = await json(await s.api('/projects/', { method: 'POST', as: 'admin', json: { name: 'Mine' } }));
    expect(project).toEqual({
      id: expect.any(String) as string,
      name: 'Mine',
      confidential: false,
      withReview: null,
      availableLanguages: [],
      orderReferenceNumbers: [],
      lspVendorIds: [],
      documentConfiguration: defaultDocumentConfiguration(),
      notifications: {
        quotation: { receiverTypes: { USER: false, TRANSLATION_TASK: false, ADDITIONAL: false }, additionalEmails: [] },
        delivery: {
          receiverTypes: { USER: false, TRANSLATION_TASK: true, ADDITIONAL: false },
          additionalEmails: [],
          shouldAttachTargetDocuments: false,
        },
      },
    });
    const id = String(project.id);
    expect((await s.api(`/projects/${id}`, { method: 'PATCH', json: { name: 'x' } })).status).toBe(403);
    const renamed = await json(
      await s.api(`/projects/${id}`, {
        method: 'PATCH',
        as: 'admin',
        json: { name: 'Renamed', deliveryWithin: 24, withReview: false },
      }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', deliveryWithin: 24, withReview: null, confidential: false });
    await create({ projectId: id });
    const conflict = await s.api(`/projects/${id}`, { method: 'DELETE', as: 'admin' });
    expect(conflict.status).toBe(409);
    const body = await json(conflict);
    expect(body).toEqual({
      timestamp: expect.any(Number) as number,
      status: 409,
      error: 'Conflict',
      exception: expect.any(Object) as object,
      message: `Project ${id} is still referenced by translation tasks`,
      path: `/rest/api/projects/${id}`,
    });
    const unused = await json(await s.api('/projects/', { method: 'POST', as: 'admin', json: { name: 'Unused' } }));
    expect((await s.api(`/projects/${String(unused.id)}`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
  });

  it('validates tag colours', async () => {
    expect((await s.api('/tags/urgent', { method: 'PATCH', json: { color: 'red' } })).status).toBe(400);
    expect(await json(await s.api('/tags/urgent', { method: 'PATCH', json: { color: '#123456' } }))).toEqual({
      id: 'urgent',
      color: '#123456',
    });
    expect((await s.api('/tags/urgent', { as: 'outsider' })).status).toBe(404);
  });
});

describe('conditional list requests', () => {
  it('answers 304 to If-None-Match while the list is unchanged, and a new ETag once it changes', async () => {
    const first = await s.api('/translationTasks/');
    const etag = first.headers.get('ETag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^(W\/)?"/);
    await first.body?.cancel();

    const unchanged = await s.api('/translationTasks/', { headers: { 'If-None-Match': etag ?? '' } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    const task = await create({ comment: 'Placed elsewhere' });
    const changed = await s.api('/translationTasks/', { headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect((await json<Json[]>(changed)).map((t) => t.id)).toContain(task.id);
  });
});
