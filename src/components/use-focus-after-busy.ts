/** Keeps keyboard users in place across a button's `loading` state. */
import { useEffect, useRef } from 'react';

/**
 * Mantine disables a button while it is `loading`, and the browser then drops the button's focus to the page
 * body. When `busy` ends and focus is still nowhere, this puts it on `target()` (the button again, or what
 * follows when the button stays disabled), so Tab goes on from where the user was.
 */
export function useFocusAfterBusy(busy: boolean, target: () => HTMLElement | null | undefined) {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    const active = document.activeElement;
    if (!active || active === document.body) target()?.focus();
  });
}
