import { runBounded } from './run-bounded';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('runBounded', () => {
  it('runs every item in order with at most the limit at once', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await runBounded([1, 2, 3, 4, 5, 6, 7], 3, new AbortController().signal, async (n) => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n % 3));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts nothing more once aborted and resolves when the running ones settle', async () => {
    const controller = new AbortController();
    const gates = [deferred(), deferred()];
    const started: number[] = [];
    const done = runBounded([0, 1, 2, 3], 2, controller.signal, async (n) => {
      started.push(n);
      await gates[n]?.promise;
    });
    controller.abort();
    gates[0]?.resolve();
    gates[1]?.resolve();
    await done;
    expect(started).toEqual([0, 1]);
  });
});
