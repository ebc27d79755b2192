export type ProgressCallback = (loaded: number, total: number) => void;

/**
 * Passes progress on at most every `intervalMs`, plus the start and the completing call. A fast transfer
 * fires hundreds of progress events a second; a React update for each kept the main thread busy for
 * almost half of a large upload and slowed it down (`npm run bench`, upload).
 */
export function throttleProgress(
  callback: ProgressCallback | undefined,
  intervalMs = 100,
  now: () => number = () => performance.now(),
): ProgressCallback | undefined {
  if (!callback) return undefined;
  let last = Number.NEGATIVE_INFINITY;
  return (loaded, total) => {
    const time = now();
    const edge = loaded === 0 || (total > 0 && loaded >= total);
    if (!edge && time - last < intervalMs) return;
    last = time;
    callback(loaded, total);
  };
}
