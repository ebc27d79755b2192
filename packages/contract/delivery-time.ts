/**
 * A project's `deliveryWithin` hours are added to the current date counting business days only:
 * hours that fall on a Saturday or Sunday do not count. Shared by the sandbox and the portal so the
 * date the order page announces is the date the service sets.
 */
const HOUR = 3_600_000;

function isWeekend(date: Date): boolean {
  const day = date.getDay();
  return day === 0 || day === 6;
}

function startOfNextDay(date: Date): Date {
  const next = new Date(date);
  next.setHours(24, 0, 0, 0);
  return next;
}

export function addBusinessHours(from: Date, hours: number): Date {
  let cursor = new Date(from);
  let remaining = Math.max(0, hours) * HOUR;
  while (remaining > 0) {
    if (isWeekend(cursor)) {
      cursor = startOfNextDay(cursor);
      continue;
    }
    const untilMidnight = startOfNextDay(cursor).getTime() - cursor.getTime();
    const step = Math.min(remaining, untilMidnight);
    cursor = new Date(cursor.getTime() + step);
    remaining -= step;
  }
  return cursor;
}
