/**
 * Arrow keys and Page Up/Down in the deadline calendar move across months, as the WAI-ARIA date picker
 * pattern asks. Mantine's calendar moves only within the month on screen: in a month's last week Arrow Down
 * did nothing, so Enter then picked the day still focused (today) instead of the one a week on. Within the
 * month Mantine's own handling stays; this takes over when the target day lies in another month: it shows
 * that month and focuses the day once it is rendered. Days before `firstDay` are never targets.
 */
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const STEPS: Record<string, [amount: number, unit: 'day' | 'month']> = {
  ArrowLeft: [-1, 'day'],
  ArrowRight: [1, 'day'],
  ArrowUp: [-7, 'day'],
  ArrowDown: [7, 'day'],
  PageUp: [-1, 'month'],
  PageDown: [1, 'month'],
};

const DAY = 'YYYY-MM-DD';

/** The day a key moves to from `date`, or null when the key is not a move or the day is before `firstDay`. */
export function dayAfterKey(date: string, key: string, firstDay: string): string | null {
  const step = STEPS[key];
  if (!step) return null;
  const target = dayjs(date).add(step[0], step[1]).format(DAY);
  return target < firstDay ? null : target;
}

export function useMonthCrossingKeys(firstDay: string) {
  /** The month on screen while the user moves through months; undefined leaves it to the calendar. */
  const [month, setMonth] = useState<string | undefined>();
  /** The day to focus once its month is on screen. */
  const focusDay = useRef<string | null>(null);

  useEffect(() => {
    if (!focusDay.current) return;
    document.querySelector<HTMLButtonElement>(`[data-dates-dropdown] button[data-day="${focusDay.current}"]`)?.focus();
    focusDay.current = null;
  }, [month]);

  return {
    date: month,
    onDateChange: setMonth,
    /** Call when the picker opens: it shows the value's month (or today's) again. */
    reset: () => setMonth(undefined),
    getDayProps: (date: string) => ({
      'data-day': date,
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        const target = dayAfterKey(date, event.key, firstDay);
        if (!target || dayjs(target).isSame(date, 'month')) return;
        event.preventDefault();
        setMonth(dayjs(target).startOf('month').format(DAY));
        focusDay.current = target;
      },
    }),
  };
}
