/**
 * Which accepted quotes are delivered (the budgets' and POs' "delivered"): where the copy of the service's facts
 * knows the order (server/src/sync), its language counts as delivered once the vendor handed it over (in review or
 * delivered), at the time of its last document; in one statement, nothing asked of the service. The orders the copy
 * does not know (no sync configured, or not synced yet) are asked of the service, with the admin's token, a
 * bounded number each time, and count as delivered when the whole order is; the answer is kept (a delivery does
 * not go back).
 */
import { sql } from 'kysely';
import type { ApprovalDeps, Caller } from '../approvals/context';

const BATCH = 25;

/** Languages the copy says were handed over: their acceptances delivered, at the last document's time. */
async function deliveredByCopy(deps: ApprovalDeps, organisation: string, now: Date) {
  await sql`
    update quote_acceptances a set delivered_at = coalesce(handed.at, ${now})
      from (select q.id as quote_id, max(d.delivered_at) as at
              from quote_acceptances open
              join service_quotes q on q.organisation = open.organisation and q.id = open.quote_id
              join service_deliveries d
                on d.organisation = q.organisation and d.task_id = q.task_id and d.target = q.target
             where open.organisation = ${organisation} and open.status = 'accepted' and open.delivered_at is null
               and d.state in ('IN_REVIEW', 'DELIVERED')
             group by q.id) as handed
     where a.organisation = ${organisation} and a.quote_id = handed.quote_id and a.delivered_at is null`.execute(
    deps.database.db,
  );
}

export async function markDelivered(deps: ApprovalDeps, caller: Caller, now: Date): Promise<void> {
  const db = deps.database.db;
  const organisation = caller.user.organisation;
  await deliveredByCopy(deps, organisation, now);
  const open = await db
    .selectFrom('quote_acceptances as a')
    .select('a.task_id')
    .distinct()
    .where('a.organisation', '=', organisation)
    .where('a.status', '=', 'accepted')
    .where('a.delivered_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('service_tasks as t')
            .select('t.id')
            .whereRef('t.organisation', '=', 'a.organisation')
            .whereRef('t.id', '=', 'a.task_id'),
        ),
      ),
    )
    .orderBy('a.task_id')
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
    .set({ delivered_at: now })
    .where('organisation', '=', organisation)
    .where('task_id', 'in', delivered)
    .where('delivered_at', 'is', null)
    .execute();
}
