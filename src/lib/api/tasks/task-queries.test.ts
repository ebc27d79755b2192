import { QueryClient } from '@tanstack/react-query';
import { taskQueries } from './task-queries';

describe('taskQueries', () => {
  it('key the list and the detail, with sub-resources under the detail', () => {
    expect(taskQueries.all()).toEqual(['tasks']);
    expect(taskQueries.list().queryKey).toEqual(['tasks', 'list']);
    expect(taskQueries.detail('t1').queryKey).toEqual(['tasks', 'detail', 't1']);
    expect(taskQueries.sourceDocuments('t1').queryKey).toEqual(['tasks', 'detail', 't1', 'sourceDocuments']);
    expect(taskQueries.documentPretranslations('t1').queryKey).toEqual([
      'tasks',
      'detail',
      't1',
      'documentPretranslations',
    ]);
  });

  it('invalidating a task marks its sub-resources stale, not those of other tasks', async () => {
    const client = new QueryClient();
    client.setQueryData(taskQueries.sourceDocuments('t1').queryKey, []);
    client.setQueryData(taskQueries.sourceDocuments('t2').queryKey, []);
    await client.invalidateQueries({ queryKey: taskQueries.detail('t1').queryKey });
    expect(client.getQueryState(taskQueries.sourceDocuments('t1').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(taskQueries.sourceDocuments('t2').queryKey)?.isInvalidated).toBe(false);
  });

  it('polls the detail only in the foreground', () => {
    expect(taskQueries.detail('t1').refetchIntervalInBackground).toBe(false);
  });
});
