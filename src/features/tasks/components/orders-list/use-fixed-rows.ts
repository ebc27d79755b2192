/**
 * Windowing for rows of one fixed height in a scroll area: which rows are in view (plus `overscan`),
 * from the area's scroll position and height alone. Nothing is kept per row, so 50,000 rows cost as
 * little as 50 (a general virtualizer keeps a measurement object for every row, rebuilt on each change).
 * Re-renders only when scrolling passes a row boundary.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface FixedRowsOptions {
  count: number;
  rowHeight: number;
  /** Space above the first row inside the scroll area (a sticky header). */
  offsetTop: number;
  overscan: number;
  /** Height of the scroll area until it is measured; the browser window's height when not given. */
  estimatedHeight?: number;
}

export interface FixedRows {
  /** First and last (exclusive) row index to render. */
  start: number;
  end: number;
  /** Height of all rows together. */
  totalHeight: number;
}

/** The rows in view, whatever their count: changes only when scrolling passes a row boundary. */
interface InView {
  first: number;
  last: number;
}

function inView(scrollTop: number, height: number, rowHeight: number, offsetTop: number): InView {
  const top = Math.max(0, scrollTop - offsetTop);
  return {
    first: Math.floor(top / rowHeight),
    last: Math.ceil((top + Math.max(0, height - offsetTop)) / rowHeight),
  };
}

export function useFixedRows(scrollRef: RefObject<HTMLElement | null>, options: FixedRowsOptions): FixedRows {
  const { count, rowHeight, offsetTop, overscan } = options;
  const [visible, setVisible] = useState<InView>(() =>
    inView(0, options.estimatedHeight ?? globalThis.innerHeight ?? 0, rowHeight, offsetTop),
  );

  // Read when the browser has laid the area out anyway (a resize, a scroll), never forcing a layout.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let height: number | undefined;
    const read = () => {
      const next = inView(element.scrollTop, height ?? element.clientHeight, rowHeight, offsetTop);
      setVisible((current) => (current.first === next.first && current.last === next.last ? current : next));
    };
    const observer = new ResizeObserver(([entry]) => {
      height = entry?.contentRect.height;
      read();
    });
    observer.observe(element);
    element.addEventListener('scroll', read, { passive: true });
    return () => {
      element.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [scrollRef, rowHeight, offsetTop]);

  return {
    start: Math.min(count, Math.max(0, visible.first - overscan)),
    end: Math.min(count, visible.last + overscan),
    totalHeight: count * rowHeight,
  };
}
