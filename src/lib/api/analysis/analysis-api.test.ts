import { http, HttpResponse } from 'msw';
import { analysisSchema } from '#contract/analysis';
import { POLL_INTERVAL_MS } from '#portal/lib/task-lifecycle/poll-intervals.ts';
import { taskQueries } from '#portal/lib/api/tasks/task-queries.ts';
import { API } from '#portal/test/api.harness.ts';
import { server } from '#portal/test/msw-server.harness.ts';
import { getTaskAnalyses, runAnalysis } from './analysis-api';
import { analysisRefetchInterval } from './analysis-polling';
import { analysisQueries } from './analysis-queries';

const wire = {
  _id: 'a1',
  translationTaskId: 't1',
  createdAt: '2024-01-01T00:00:00Z',
  state: 'REQUESTED',
  response: null,
};

describe('analysis fetchers', () => {
  it('run an analysis for a task and read `_id`', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/analysis/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(wire, { status: 201 });
      }),
    );
    const analysis = await runAnalysis('t1');
    expect(body).toEqual({ translationTaskId: 't1' });
    expect(analysis).toMatchObject({ id: 'a1', state: 'REQUESTED', response: {} });
  });

  it('read the task analyses as a list whether the service sends a list, one object or nothing', async () => {
    server.use(http.get(`${API}/translationTasks/t1/analysis`, () => HttpResponse.json(wire)));
    expect((await getTaskAnalyses('t1')).map((a) => a.id)).toEqual(['a1']);
    server.use(
      http.get(`${API}/translationTasks/t1/analysis`, () => HttpResponse.json([wire, { ...wire, _id: 'a2' }])),
    );
    expect(await getTaskAnalyses('t1')).toHaveLength(2);
    server.use(http.get(`${API}/translationTasks/t1/analysis`, () => new HttpResponse(null, { status: 200 })));
    expect(await getTaskAnalyses('t1')).toEqual([]);
  });
});

describe('analysisRefetchInterval', () => {
  const a = (state: string) => analysisSchema.parse({ ...wire, state });
  it('polls while REQUESTED, for one analysis or a list', () => {
    expect(analysisRefetchInterval(a('REQUESTED'))).toBe(POLL_INTERVAL_MS);
    expect(analysisRefetchInterval([a('ANALYZED'), a('REQUESTED')])).toBe(POLL_INTERVAL_MS);
  });
  it('stops at ANALYZED, ERROR or without data', () => {
    expect(analysisRefetchInterval(a('ANALYZED'))).toBe(false);
    expect(analysisRefetchInterval([a('ERROR')])).toBe(false);
    expect(analysisRefetchInterval(undefined)).toBe(false);
  });
  it('keys task analyses under the task', () => {
    expect(analysisQueries.byTask('t1').queryKey).toEqual([...taskQueries.scope('t1'), 'analyses']);
  });
});
