/**
 * Which accepted quotes are delivered: until the copy of the service's facts exists (issue 37's sync), the
 * overview asks the service, with the admin's token, about the orders of acceptances not yet known delivered,
 * a bounded number each time, and keeps the answer (an order's delivery does not go back).
 */
import type { ApprovalDeps, Caller } from '../approvals/context';

const BATCH = 25;

export async function markDelivered(deps: ApprovalDeps, caller: Caller): Promise<void> {
  const db = deps.database.db;
  const open = await db
    .selectFrom('quote_acceptances')
    .select('task_id')
    .distinct()
    .where('organisation', '=', caller.user.organisation)
    .where('status', '=', 'accepted')
    .where('delivered_at', 'is', null)
    .orderBy('task_id')
    .limit(BATCH)
    .execute();
  const answers = await Promise.all(
    open.map(({ task_id }) =>
      deps.service.task(caller.token, task_id).then(
        (task) => ({ task_id, delivered: task?.progress === 'TRANSLATION_DELIVERED' }),
        () => ({ task_id, delivered: false }),
      ),
    ),
  );
  const delivered = answers.filter((a) => a.delivered).map((a) => a.task_id);
  if (delivered.length === 0) return;
  await db
    .updateTable('quote_acceptances')
    .set({ delivered_at: new Date() })
    .where('organisation', '=', caller.user.organisation)
    .where('task_id', 'in', delivered)
    .where('delivered_at', 'is', null)
    .execute();
}
