/**
 * Below-the-fold parts of a page. `AfterFirstPaint` renders its children once the part above the fold
 * has been painted, in a transition: React renders them in slices it interrupts for input, so no long
 * task holds a phone's main thread. `useNearViewport` tells when a placeholder is about to be scrolled
 * into view (at once where the browser has no IntersectionObserver), for what is costly to draw.
 */
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
