/**
 * Below-the-fold parts of a page. `AfterFirstPaint` renders its children once the part above the fold
 * has been painted, in a transition: React renders them in slices it interrupts for input, so no long
 * task holds a phone's main thread. `useNearViewport` tells when a placeholder is about to be scrolled
 * into view (at once where the browser has no IntersectionObserver), for what is costly to draw.
 * `usePageSettled` holds back what the page can do without at first until its own reads are in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode, type RefCallback } from 'react';

/** True from the first frame after the page's first paint on. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame paints; the timeout after it lets the paint happen first.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Calls `callback` when the browser is idle (soon after, where it cannot tell); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that never idles (an animation); it is not a delay.
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 50);
  return () => clearTimeout(timer);
}

/**
 * True once the page has settled (then stays true): no query is fetching and the browser has been idle since.
 * For reads and renders that are not the page's own, such as the navigation's count: they come after the
 * page's data is on screen instead of between its responses, on the network and on the main thread.
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let cancelIdle: (() => void) | undefined;
    const check = () => {
      if (client.isFetching() > 0) {
        cancelIdle?.();
        cancelIdle = undefined;
      } else {
        cancelIdle ??= whenIdle(() => {
          cancelIdle = undefined;
          if (client.isFetching() === 0) startTransition(() => setSettled(true));
        });
      }
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [client, settled]);
  return settled;
}

export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useAfterFirstPaint() ? children : fallback;
}

/**
 * Shows new children as a transition. A query's data re-renders its component synchronously, in one task
 * however large the result; content wrapped here is rendered in slices instead (the old content stays
 * meanwhile, for the few milliseconds this takes).
 */
export function DeferredContent({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}

/** A ref for the placeholder and whether it has come within `margin` of the viewport (then stays true). */
export function useNearViewport<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
