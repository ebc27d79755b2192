import type { Delivery } from '../../../contract/delivery';
import { POLL_INTERVAL_MS } from '../../../lib/api/polling';

const PENDING = new Set<string>(['NEW', 'IN_REVIEW']);

function isList(value: readonly Delivery[] | Delivery): value is readonly Delivery[] {
  return Array.isArray(value);
}

/** Poll while any delivery is still NEW or IN_REVIEW; DELIVERED (or nothing) stops. */
export function deliveriesRefetchInterval(deliveries: readonly Delivery[] | Delivery | undefined): number | false {
  if (!deliveries) return false;
  const list: readonly Delivery[] = isList(deliveries) ? deliveries : [deliveries];
  return list.some((d) => PENDING.has(d.state)) ? POLL_INTERVAL_MS : false;
}
