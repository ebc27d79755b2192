import { throttleProgress } from './progress';

describe('throttleProgress', () => {
  it('passes on the start, at most one call per interval, and the end', () => {
    let time = 0;
    const calls: [number, number][] = [];
    const progress = throttleProgress(
      (loaded, total) => calls.push([loaded, total]),
      100,
      () => time,
    );
    progress?.(0, 1000);
    for (let loaded = 10; loaded < 1000; loaded += 10) {
      time += 10;
      progress?.(loaded, 1000);
    }
    progress?.(1000, 1000);
    expect(calls[0]).toEqual([0, 1000]);
    expect(calls.at(-1)).toEqual([1000, 1000]);
    expect(calls).toHaveLength(2 + 9);
    expect(calls.slice(1, -1).map(([loaded]) => loaded)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('passes on every call after a pause', () => {
    let time = 0;
    const calls: number[] = [];
    const progress = throttleProgress(
      (loaded) => calls.push(loaded),
      100,
      () => time,
    );
    progress?.(5, 0);
    time = 500;
    progress?.(6, 0);
    expect(calls).toEqual([5, 6]);
  });
});
