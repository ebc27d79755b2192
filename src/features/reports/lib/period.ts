/** The Vendors page's period: the last 30, 90 or 365 days up to today, or from one day to another (local days). */
export const PERIOD_CHOICES = ['30', '90', '365', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export interface Period {
  choice: PeriodChoice;
  /** `YYYY-MM-DD`, for a custom period. */
  from: string;
  to: string;
}

export const DEFAULT_PERIOD: PeriodChoice = '90';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parsePeriod(params: URLSearchParams): Period {
  const choice = params.get('period');
  return {
    choice: (PERIOD_CHOICES as readonly (string | null)[]).includes(choice) ? (choice as PeriodChoice) : DEFAULT_PERIOD,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The URL parameters of a period (the default leaves them out). */
export function periodParams(period: Period): { period?: string; from?: string; to?: string } {
  if (period.choice !== 'custom') return period.choice === DEFAULT_PERIOD ? {} : { period: period.choice };
  return { period: 'custom', ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
}

function localDay(date: string): Date | null {
  if (!DATE.test(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(year, month - 1, day);
  return value.getMonth() === month - 1 ? value : null;
}

/**
 * [from, to) in epoch milliseconds: whole local days, today included; null for a custom period whose days
 * are missing, invalid or in the wrong order.
 */
export function periodRange(period: Period, now: Date): { from: number; to: number } | null {
  if (period.choice === 'custom') {
    const from = localDay(period.from);
    const to = localDay(period.to);
    if (!from || !to || from > to) return null;
    return { from: from.getTime(), to: new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() };
  }
  const days = Number(period.choice);
  return {
    from: new Date(now.getFullYear(), now.getMonth(), now.getDate() - days + 1).getTime(),
    to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime(),
  };
}
