/**
 * A delivery's states (one target language handed over by the vendor): colour, label, and what each means for
 * reviewing, downloading and polling. Beside states.ts (the order's states); components ask here instead of
 * comparing states.
 */
import type { TFunction } from 'i18next';
import { DELIVERY_STATES, type Delivery } from '#contract/delivery';

type DeliveryState = (typeof DELIVERY_STATES)[number];

interface DeliveryStateRules {
  /** A Mantine colour name. */
  colour: string;
  /** The vendor handed the language over (reviewed or not): the order can no longer be cancelled. */
  handedOver: boolean;
  /** Waiting in the review queue. */
  inReview: boolean;
  /** Final: its documents can be downloaded and compared, and nothing changes any more (no polling). */
  delivered: boolean;
}

const DELIVERY_STATE_RULES: Readonly<Record<DeliveryState, DeliveryStateRules>> = {
  NEW: { colour: 'blue', handedOver: false, inReview: false, delivered: false },
  IN_REVIEW: { colour: 'yellow', handedOver: true, inReview: true, delivered: false },
  DELIVERED: { colour: 'teal', handedOver: true, inReview: false, delivered: true },
};

function rulesOf(state: string): DeliveryStateRules | undefined {
  return (DELIVERY_STATES as readonly string[]).includes(state)
    ? DELIVERY_STATE_RULES[state as DeliveryState]
    : undefined;
}

/** Colour and label of a delivery state; a value the portal does not know yet shows as it comes, in grey. */
export function deliveryStateLook(t: TFunction, state: string): { colour: string; label: string } {
  const rules = rulesOf(state);
  return rules
    ? { colour: rules.colour, label: t(`deliveries.section.states.${state as DeliveryState}`) }
    : { colour: 'gray', label: state };
}

/** A language counts as delivered once the vendor handed it over, reviewed (DELIVERED) or not (IN_REVIEW). */
export function isHandedOver(delivery: Pick<Delivery, 'state'>): boolean {
  return rulesOf(delivery.state)?.handedOver ?? false;
}

export function isInReview(delivery: Pick<Delivery, 'state'>): boolean {
  return rulesOf(delivery.state)?.inReview ?? false;
}

export function isDelivered(delivery: Pick<Delivery, 'state'>): boolean {
  return rulesOf(delivery.state)?.delivered ?? false;
}

/** The service will still move it on (NEW or IN_REVIEW): worth asking again. */
export function isStillMoving(delivery: Pick<Delivery, 'state'>): boolean {
  const rules = rulesOf(delivery.state);
  return rules !== undefined && !rules.delivered;
}

/** A review record (GET …/documentReviews; its fields are not specified) says the delivery was approved. */
export function reviewApproved(record: { state?: string | null }): boolean {
  return record.state === 'APPROVED';
}
