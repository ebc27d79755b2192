import { MutationObserver, QueryObserver, onlineManager } from '@tanstack/react-query';
import { ApiError } from '#portal/lib/api/api-error.ts';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('tries network trouble and server errors twice more, and nothing else', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(1, new ApiError({ kind: 'http', status: 503 }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ kind: 'network' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'http', status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'invalid-response', status: 200 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'aborted' }))).toBe(false);
  });

  it('does not repeat a request that timed out: the user has waited the whole timeout already', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'timeout' }))).toBe(false);
  });

  it('does not retry while the browser is offline', () => {
    onlineManager.setOnline(false);
    try {
      expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
  });
});

describe('createQueryClient while the browser is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends queries and mutations and reports their failure instead of pausing them', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const offline = new ApiError({ kind: 'http', status: 404 });

    const queryFn = vi.fn(() => Promise.reject(offline));
    await expect(client.fetchQuery({ queryKey: ['offline'], queryFn })).rejects.toBe(offline);
    expect(queryFn).toHaveBeenCalledTimes(1);

    const mutationFn = vi.fn(() => Promise.reject(offline));
    const observer = new MutationObserver(client, { mutationFn });
    await expect(observer.mutate()).rejects.toBe(offline);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('loads a query that failed offline again when the browser is back online', async () => {
    const client = createQueryClient();
    client.mount();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['reconnect'],
      queryFn: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new ApiError({ kind: 'http', status: 404 })) : Promise.resolve('loaded');
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('loaded'));
    unsubscribe();
    client.unmount();
  });
});
