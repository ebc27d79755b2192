/**
 * Long lists and tables that scroll with the page: up to `threshold` rows all render (the browser's
 * find, printing and screen readers see everything); above it only the rows near the viewport do,
 * measured as they render, with the space of the others kept by padding before and after them.
 */
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';

export interface WindowRows {
  /** Whether only part of the rows is rendered. */
  virtual: boolean;
  /** A ref callback for the element the rows start in (a tbody, a list): where they begin on the page. */
  setStart: (element: HTMLElement | null) => void;
  /** The indexes to render. */
  indexes: number[];
  /** Space for the rows not rendered before and after the rendered ones, in pixels. */
  paddingTop: number;
  paddingBottom: number;
  /** Put on each rendered row, with `data-index={index}`, so its real height is used. */
  measure: (element: Element | null) => void;
  /** Brings a row near the middle of the viewport (rendering it first when only part of the rows is). */
  scrollToIndex: (index: number) => void;
}

const noMeasure = () => {};

/** Above this many rows, lists render as the page scrolls. */
export const ALL_ROWS_UP_TO = 1000;

export function useWindowRows(
  count: number,
  { estimate, threshold = ALL_ROWS_UP_TO }: { estimate: number; threshold?: number },
): WindowRows {
  const virtual = count > threshold;
  const [start, setStart] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the rows start on the page; content above them (a notice, a wrapped toolbar) moves them, and
  // then the page's size changes too.
  useLayoutEffect(() => {
    if (!virtual || !start) return;
    const observer = new ResizeObserver(() => setScrollMargin(start.getBoundingClientRect().top + window.scrollY));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtual, start]);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? count : 0,
    enabled: virtual,
    estimateSize: () => estimate,
    // A row not laid out (yet) measures 0 and keeps its estimate: 0-high rows would never fill the
    // viewport, and each one measured would ask for more.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    overscan: 10,
    scrollMargin,
  });
  if (!virtual) {
    return {
      virtual,
      setStart,
      indexes: Array.from({ length: count }, (_, i) => i),
      paddingTop: 0,
      paddingBottom: 0,
      measure: noMeasure,
      scrollToIndex: (index) => start?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'center' }),
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    virtual,
    setStart,
    indexes: items.map((item) => item.index),
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'center' }),
  };
}
