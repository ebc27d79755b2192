/**
 * What a review adds to a table's rows (the compare view's): tools in each row's place cell (mark an issue, the issues
 * marked), a highlight for marked rows, and the keyboard: J and K move to the next and previous row, any other
 * key goes to `onKey` with the row (M marks an issue on it). `show` brings a row into view and focuses it.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** A row as the tools need it: its id (the segment's key), its place and its text. */
export interface ToolRow {
  id: string;
  target: string | null;
}

export interface RowTools<R extends ToolRow = ToolRow> {
  render: (row: R, place: string) => ReactNode;
  marked: (row: R) => boolean;
  onKey: (key: string, row: R, place: string) => boolean;
  /** The row to show and focus; a new `seq` asks again for the same row. */
  show: { rowId: string; seq: number } | null;
}

const typing = (element: EventTarget) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** Keyboard moves and `show` requests over the rows in view; `place` names a row as its cell does. */
export function useRowKeys<R extends ToolRow>(
  tools: RowTools<R> | undefined,
  shown: readonly R[],
  place: (row: R) => string,
  scrollToIndex: (index: number) => void,
  clearFilters: () => void,
) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [active, setActive] = useState<number | null>(null);

  const focusRow = useCallback(
    (index: number) => {
      setActive(index);
      scrollToIndex(index);
      // A row rendered by the scroll is there a frame later.
      const focus = (tries: number) => {
        const element = body?.querySelector<HTMLElement>(`[data-index="${index}"]`);
        if (element) element.focus({ preventScroll: false });
        else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
      };
      requestAnimationFrame(() => focus(5));
    },
    [body, scrollToIndex],
  );

  const show = tools?.show;
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (!show || handled.current === show.seq) return;
    const index = shown.findIndex((row) => row.id === show.rowId);
    // A row the filters hide: they are cleared, and the row is looked for again in the rows then shown.
    if (index >= 0) handled.current = show.seq;
    const frame = requestAnimationFrame(() => (index >= 0 ? focusRow(index) : clearFilters()));
    return () => cancelAnimationFrame(frame);
  }, [show, shown, focusRow, clearFilters]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!tools || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const current = active ?? -1;
    if (key === 'j' || key === 'k') {
      event.preventDefault();
      const next = key === 'j' ? Math.min(current + 1, shown.length - 1) : Math.max(current - 1, 0);
      if (next >= 0) focusRow(next);
      return;
    }
    const row = active === null ? undefined : shown[active];
    if (row && tools.onKey(key, row, place(row))) event.preventDefault();
  };

  return { setBody, active, setActive, onKeyDown };
}
