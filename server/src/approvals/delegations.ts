/** An approver names a substitute for a period; the substitute decides in their name ("acting for"). */
import type { Kysely, Transaction } from 'kysely';
import type { Delegation, Person } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';
import { recordAudit } from './audit';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller } from './context';
import { peopleOf, personOf } from './people';

type Db = Kysely<Tables> | Transaction<Tables>;

/** The approvers whose substitute `sub` is now. */
export async function activeDelegators(db: Db, organisation: string, sub: string): Promise<Person[]> {
  const now = new Date();
  const rows = await db
    .selectFrom('delegations')
    .select(['approver_sub', 'approver_name'])
    .where('organisation', '=', organisation)
    .where('substitute_sub', '=', sub)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .where('revoked_at', 'is', null)
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({ sub: r.approver_sub, name: r.approver_name }));
}

/** The substitutes standing in now for these approvers, with their addresses. */
export async function substitutesOf(db: Db, organisation: string, approvers: string[]) {
  if (approvers.length === 0) return [];
  const now = new Date();
  return db
    .selectFrom('delegations')
    .innerJoin('portal_users', 'portal_users.sub', 'delegations.substitute_sub')
    .select(['portal_users.sub', 'portal_users.name', 'portal_users.email'])
    .where('delegations.organisation', '=', organisation)
    .where('delegations.approver_sub', 'in', approvers)
    .where('delegations.starts_at', '<=', now)
    .where('delegations.ends_at', '>', now)
    .where('delegations.revoked_at', 'is', null)
    .execute();
}

const present = (row: {
  id: string;
  approver_sub: string;
  approver_name: string;
  substitute_sub: string;
  substitute_name: string;
  starts_at: Date;
  ends_at: Date;
}): Delegation => ({
  id: row.id,
  approver: { sub: row.approver_sub, name: row.approver_name },
  substitute: { sub: row.substitute_sub, name: row.substitute_name },
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

/** The caller's delegations that have not ended, as approver or substitute, and whom they may name. */
export async function listDelegations(deps: ApprovalDeps, caller: Caller) {
  const { organisation, sub } = caller.user;
  return withDatabase(deps, async () => {
    const db = deps.database.db;
    const rows = await db
      .selectFrom('delegations')
      .selectAll()
      .where('organisation', '=', organisation)
      .where((eb) => eb.or([eb('approver_sub', '=', sub), eb('substitute_sub', '=', sub)]))
      .where('ends_at', '>', new Date())
      .where('revoked_at', 'is', null)
      .orderBy('starts_at')
      .execute();
    const candidates = caller.user.roles.includes('approver')
      ? (await peopleOf(db, organisation)).filter((p) => p.sub !== sub)
      : [];
    return { delegations: rows.map(present), candidates };
  });
}

export async function createDelegation(
  deps: ApprovalDeps,
  caller: Caller,
  input: { substituteSub: string; startsAt: string; endsAt: string },
): Promise<Delegation> {
  const { organisation } = caller.user;
  if (!caller.user.roles.includes('approver'))
    throw new DecisionError(403, 'forbidden', 'Only approvers name substitutes');
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime()) || endsAt <= startsAt || endsAt <= new Date())
    throw new DecisionError(400, 'invalid-request', 'The period must end after it starts, and in the future');
  if (input.substituteSub === caller.user.sub) throw new DecisionError(400, 'invalid-request', 'Name someone else');
  const me = personOf(caller.user);
  return withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      const substitute = await trx
        .selectFrom('portal_users')
        .select(['sub', 'name'])
        .where('organisation', '=', organisation)
        .where('sub', '=', input.substituteSub)
        .executeTakeFirst();
      if (!substitute)
        throw new DecisionError(
          400,
          'invalid-request',
          'The substitute must be of your organisation and have signed in once',
        );
      const row = await trx
        .insertInto('delegations')
        .values({
          organisation,
          approver_sub: me.sub,
          approver_name: me.name,
          substitute_sub: substitute.sub,
          substitute_name: substitute.name,
          starts_at: startsAt,
          ends_at: endsAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, [
        {
          organisation,
          action: 'approval.delegated',
          actor: me,
          details: { substitute, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
        },
      ]);
      return present(row);
    }),
  );
}

export async function revokeDelegation(deps: ApprovalDeps, caller: Caller, id: string): Promise<void> {
  const me = personOf(caller.user);
  await withDatabase(deps, () =>
    deps.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('delegations')
        .set({ revoked_at: new Date() })
        .where('organisation', '=', caller.user.organisation)
        .where('id', '=', id)
        .where('approver_sub', '=', me.sub)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new DecisionError(404, 'not-found', 'There is no such delegation of yours');
      await recordAudit(trx, [
        {
          organisation: caller.user.organisation,
          action: 'approval.delegated',
          actor: me,
          details: { revoked: true, substitute: { sub: row.substitute_sub, name: row.substitute_name } },
        },
      ]);
    }),
  );
}
