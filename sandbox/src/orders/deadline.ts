/** Deadlines: `deliveryWithin` hours counted on business days only (Saturdays and Sundays skipped, UTC). */

const HOUR = 3_600_000;

function isWeekend(time: number): boolean {
  const day = new Date(time).getUTCDay();
  return day === 0 || day === 6;
}

export function addBusinessHours(from: Date, hours: number): Date {
  let time = from.getTime();
  let remaining = Math.max(0, Math.floor(hours));
  while (remaining > 0) {
    // An hour counts when it starts on a business day.
    if (!isWeekend(time)) remaining--;
    time += HOUR;
  }
  return new Date(time);
}

/** null when valid and in the future, otherwise the failing rule. */
export function deadlineProblem(value: string, now = Date.now()): 'format' | 'future' | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return 'format';
  return time > now ? null : 'future';
}
