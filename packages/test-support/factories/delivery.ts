/** Translation deliveries: one language of a task, in the contract shape (also valid on the wire). */
import { deliverySchema, type Delivery } from '#contract/delivery';

export function buildDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return deliverySchema.parse({
    id: 'dl1',
    state: 'NEW',
    target: 'de-DE',
    postEditing: false,
    translationTaskId: 't1',
    targetDocumentIds: [],
    ...overrides,
  });
}
