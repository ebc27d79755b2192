/**
 * The vendor scorecards' test world (#reports/scorecards-world.harness) written into the copy's tables as a
 * sync would have left them, for comparing the kept outcomes' report with computeScorecards over the copy.
 */
import type { InsertObject, Kysely } from 'kysely';
import type { ScorecardFacts } from '#reports/scorecard-facts';
import type { Tables } from '../db/schema';

const STATES = { open: 'OFFERED', accepted: 'ACCEPTED', rejected: 'REJECTED', cancelled: 'CANCELLED' } as const;

/** Writes `facts` into the copy of `organisation` (every task's outcomes due, as after a sync's writes). */
export async function writeWorld(db: Kysely<Tables>, organisation: string, facts: ScorecardFacts, at = new Date()) {
  /** The rows into the table, where there are any. */
  const insert = async <T extends keyof Tables>(table: T, rows: InsertObject<Tables, T>[]) => {
    if (rows.length > 0) await db.insertInto(table).values(rows).execute();
  };
  await insert(
    'service_tasks',
    facts.orders.map((order) => ({
      organisation,
      id: order.id,
      source: order.source,
      targets: [...order.targets],
      created_at: order.createdAt,
      deadline: order.deadline,
      progress: order.cancelled ? 'TASK_CANCELLED' : 'ORDER_CONFIRMED',
      complete: true,
      cancelled: order.cancelled,
      project_id: null,
      features: [],
      fingerprint: order.id,
      settled: order.cancelled,
      quotes_due: false,
      deliveries_due: false,
      analysis_due: false,
      listed: true,
      seen_pass: 1,
      synced_at: at,
    })),
  );
  await insert(
    'service_enquiries',
    facts.enquiries.map((e) => ({
      organisation,
      id: e.id,
      task_id: e.orderId,
      vendor_id: e.vendorId,
      vendor_name: e.vendorName,
      target: e.target,
      created_at: e.createdAt,
    })),
  );
  await insert(
    'service_quotes',
    facts.quotes.map((q) => ({
      organisation,
      id: q.id,
      task_id: q.orderId,
      enquiry_id: q.enquiryId,
      supplier_name: q.vendorName,
      target: q.target,
      state: STATES[q.outcome],
      created_at: q.createdAt,
      net_amount: q.net,
      gross_amount: q.net,
      currency: q.currency,
      unit: q.unit,
      amount: String(q.amount),
      state_since: at,
    })),
  );
  // Post-editing shows on the language's delivery (one not delivered yet where the facts have none).
  const deliveries = facts.deliveries.map((d, i) => ({
    organisation,
    id: `d${i}-${d.orderId}`,
    task_id: d.orderId,
    target: d.target,
    state: 'DELIVERED',
    post_editing: false,
    delivered_at: d.deliveredAt,
  }));
  for (const order of facts.orders)
    for (const target of order.postEditing) {
      const own = deliveries.filter((d) => d.task_id === order.id && d.target === target);
      for (const d of own) d.post_editing = true;
      if (own.length === 0)
        deliveries.push({
          organisation,
          id: `pe-${order.id}-${target}`,
          task_id: order.id,
          target,
          state: 'NEW',
          post_editing: true,
          delivered_at: null,
        });
    }
  await insert('service_deliveries', deliveries);
  await insert(
    'service_analyses',
    facts.orders
      .filter((order) => Object.keys(order.sourceWords).length > 0)
      .map((order) => ({
        organisation,
        task_id: order.id,
        id: `an-${order.id}`,
        source_words: JSON.stringify(order.sourceWords),
        updated_at: at,
      })),
  );
}
