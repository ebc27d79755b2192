/**
 * Fixed clocks for the specs whose pages depend on the time of day (the deadline picker): a local time in
 * a named zone as an instant, chosen in the future (the sandbox keeps its real clock and refuses a deadline
 * in its past) and at the hard places of the calendar (a month's last week, late in the day).
 */
function zoneOffsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return (asUtc - (at - (at % 1000))) / 60_000;
}

/** The instant at which the clocks of `timeZone` show this local date and time (month from 0, as `Date`). */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour: number, minute: number) {
  const local = Date.UTC(year, month, day, hour, minute);
  let at = local - zoneOffsetMinutes(timeZone, local) * 60_000;
  at = local - zoneOffsetMinutes(timeZone, at) * 60_000;
  return new Date(at);
}

/** The last Wednesday of the month after the current one, at `hour:minute` in `timeZone`: a week on is in the month after. */
export function lastWednesdayOfNextMonth(timeZone: string, hour: number, minute: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const last = new Date(first.getTime() - 86_400_000);
  const back = (last.getUTCDay() - 3 + 7) % 7;
  const day = last.getUTCDate() - back;
  return {
    instant: zonedInstant(timeZone, last.getUTCFullYear(), last.getUTCMonth(), day, hour, minute),
    /** The same local time a week later, as [year, month from 0, day]. */
    weekOn: (() => {
      const next = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), day + 7));
      return [next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate()] as const;
    })(),
  };
}

/** A calendar day as the picker's English day buttons name it ("6 January 2027"). */
export function dayLabel(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day)).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
