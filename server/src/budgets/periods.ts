/** A budget's periods: a month, a quarter or a year at a time from its first day, in UTC days. */
import type { BudgetPeriod } from '#portal-contract/budgets';

const MONTHS: Record<BudgetPeriod, number> = { month: 1, quarter: 3, year: 12 };

const day = (date: Date) => date.toISOString().slice(0, 10);

function addMonths(start: string, months: number): string {
  const [y = 0, m = 1, d = 1] = start.split('-').map(Number);
  // A start on the 31st repeats on the month's last day, not in the month after.
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return day(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}

/** The period that holds `today` (before the first period: the first), start inclusive, end exclusive. */
export function periodOf(period: BudgetPeriod, startsOn: string, today: string): { start: string; end: string } {
  const step = MONTHS[period];
  const [y0 = 0, m0 = 1] = startsOn.split('-').map(Number);
  const [y1 = 0, m1 = 1] = today.split('-').map(Number);
  let n = Math.max(0, Math.floor(((y1 - y0) * 12 + (m1 - m0)) / step));
  if (n > 0 && addMonths(startsOn, n * step) > today) n -= 1;
  const start = addMonths(startsOn, n * step);
  return { start, end: addMonths(startsOn, (n + 1) * step) };
}

export const todayOf = (now: Date) => day(now);
