/** What approvers, admins and orderers see of the requests: lists, one request, the count waiting for a user. */
import type { ApprovalRequest, ApprovalSummary } from '#portal-contract/approvals';
import { presentRequest, presentRequests, type RequestRow } from './assess';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller } from './context';
import { activeDelegators } from './delegations';
import { requestRow } from './requests';

export type RequestScope = 'queue' | 'mine' | 'all';

export async function listRequests(
  deps: ApprovalDeps,
  caller: Caller,
  scope: RequestScope,
  filter: { status?: RequestRow['status'] | undefined; taskId?: string | undefined },
) {
  const { user } = caller;
  const mayDecide = await mayDecideNow(deps, caller);
  if (scope !== 'mine' && !mayDecide && !user.roles.includes('admin'))
    throw new DecisionError(403, 'forbidden', 'Only approvers and administrators see all requests');
  return withDatabase(deps, async () => {
    const db = deps.database.db;
    let query = db.selectFrom('approval_requests').selectAll().where('organisation', '=', user.organisation);
    if (scope === 'mine') query = query.where('requested_by_sub', '=', user.sub);
    if (scope === 'queue') query = query.where('status', '=', 'pending');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.taskId) query = query.where('task_id', '=', filter.taskId);
    const rows = await query.orderBy('requested_at', 'desc').limit(200).execute();
    return { requests: await presentRequests(db, rows), waiting: mayDecide ? await waitingFor(deps, caller) : 0 };
  });
}

export async function getRequest(deps: ApprovalDeps, caller: Caller, id: string): Promise<ApprovalRequest> {
  return withDatabase(deps, async () =>
    presentRequest(deps.database.db, await requestRow(deps.database.db, caller.user.organisation, id)),
  );
}

async function mayDecideNow(deps: ApprovalDeps, caller: Caller): Promise<boolean> {
  if (caller.user.roles.includes('approver')) return true;
  return (
    (await withDatabase(deps, () => activeDelegators(deps.database.db, caller.user.organisation, caller.user.sub)))
      .length > 0
  );
}

/** Pending requests of the organisation this user may still approve: not their own, not approved by them. */
async function waitingFor(deps: ApprovalDeps, caller: Caller): Promise<number> {
  const { count } = await deps.database.db
    .selectFrom('approval_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organisation', '=', caller.user.organisation)
    .where('status', '=', 'pending')
    .where('requested_by_sub', '<>', caller.user.sub)
    .where('expires_at', '>', new Date())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('approvals')
            .select('request_id')
            .whereRef('approvals.request_id', '=', 'approval_requests.id')
            .where('approvals.approver_sub', '=', caller.user.sub),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function summary(deps: ApprovalDeps, caller: Caller): Promise<ApprovalSummary> {
  return withDatabase(deps, async () => {
    const actingFor = caller.user.roles.includes('approver')
      ? []
      : await activeDelegators(deps.database.db, caller.user.organisation, caller.user.sub);
    const mayDecide = caller.user.roles.includes('approver') || actingFor.length > 0;
    return { waiting: mayDecide ? await waitingFor(deps, caller) : 0, mayDecide, actingFor };
  });
}
