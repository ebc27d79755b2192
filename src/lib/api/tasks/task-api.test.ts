import { http, HttpResponse } from 'msw';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { addSourceDocuments, getTask, getTasks, removeSourceDocument } from './task-api';
import { wireTask as sharedWireTask } from '#test-support/factories/task';

const wireTask = (overrides: Record<string, unknown> = {}) =>
  sharedWireTask({ source: 'de-DE', target: ['en-US', 'fr-FR'], ...overrides });

describe('task fetchers', () => {
  it('send the token and parse the task list', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API}/translationTasks/`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([wireTask()]);
      }),
    );
    const tasks = await getTasks();
    expect(auth).toBe('Bearer tok');
    expect(tasks[0]).toMatchObject({ id: 't1', target: ['en-US', 'fr-FR'], progress: 'NEW' });
  });

  it('normalise the documented variants: `_id`, target as string, TASK_COMPLETE', async () => {
    const { id: _id, ...rest } = wireTask();
    server.use(
      http.get(`${API}/translationTasks/t1`, () =>
        HttpResponse.json({
          ...rest,
          _id: 't1',
          target: 'en-US',
          progress: 'TASK_COMPLETE',
          preparationComplete: true,
        }),
      ),
    );
    const task = await getTask('t1');
    expect(task.id).toBe('t1');
    expect(task.target).toEqual(['en-US']);
    expect(task.progress).toBe('COMPLETE_AND_PREPARED');
  });

  it('read TASK_COMPLETE without finished preparation as IN_PREPARATION and keep unknown progress as-is', async () => {
    server.use(
      http.get(`${API}/translationTasks/t1`, () => HttpResponse.json(wireTask({ progress: 'TASK_COMPLETE' }))),
      http.get(`${API}/translationTasks/t2`, () =>
        HttpResponse.json(wireTask({ id: 't2', progress: 'WAITING_FOR_MOON', tags: null, features: [] })),
      ),
    );
    expect((await getTask('t1')).progress).toBe('IN_PREPARATION');
    const unknown = await getTask('t2');
    expect(unknown.progress).toBe('WAITING_FOR_MOON');
    expect(unknown.tags).toEqual([]);
    expect(unknown.features).toEqual(['default']);
  });

  it('add and remove source documents', async () => {
    let added: unknown;
    server.use(
      http.patch(`${API}/translationTasks/t1/sourceDocuments/`, async ({ request }) => {
        added = await request.json();
        return HttpResponse.json(['d1', 'd2']);
      }),
      http.delete(`${API}/translationTasks/t1/sourceDocuments/d1`, () => HttpResponse.json('d1')),
    );
    await expect(addSourceDocuments('t1', ['d1', 'd2'])).resolves.toEqual(['d1', 'd2']);
    expect(added).toEqual({ documentIds: ['d1', 'd2'] });
    await expect(removeSourceDocument('t1', 'd1')).resolves.toBe('d1');
  });
});
