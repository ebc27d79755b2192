/** The portal server's purchase orders as it sends them: PO-4711 over EUR 800, 476 committed, valid in Nov–Dec 2026. */
import { purchaseOrderSchema, type PurchaseOrder } from '#portal-contract/budgets';

export function buildPurchaseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return purchaseOrderSchema.parse({
    id: 'po-1',
    number: 'PO-4711',
    amount: '800',
    currency: 'EUR',
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    costCentreId: 'cc-1',
    figures: { committed: '476', delivered: '0', left: '324', shareUsed: '59.5', unconverted: [] },
    ...overrides,
  });
}
