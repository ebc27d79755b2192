/** The people the portal server has seen sign in: approvers' addresses, whom a substitute may be. */
import type { Kysely, Transaction } from 'kysely';
import type { CurrentUser } from '#auth-claims/claims';
import type { Person } from '#portal-contract/approvals';
import type { Tables } from '../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;

export const personOf = (user: Pick<CurrentUser, 'sub' | 'name' | 'username'>): Person => ({
  sub: user.sub,
  name: user.name || user.username,
});

/** Remembers who signed in, at most every ten minutes per user and process. */
export function userRegister(db: Kysely<Tables>) {
  const seen = new Map<string, number>();
  return async (user: CurrentUser) => {
    if (!user.organisation) return;
    const key = `${user.sub}|${user.roles.join(',')}|${user.email}|${user.name}`;
    if ((seen.get(key) ?? 0) > Date.now() - 600_000) return;
    seen.set(key, Date.now());
    const values = {
      organisation: user.organisation,
      username: user.username,
      name: user.name || user.username,
      email: user.email,
      roles: [...user.roles],
      last_seen: new Date(),
    };
    await db
      .insertInto('portal_users')
      .values({ sub: user.sub, ...values })
      .onConflict((oc) => oc.column('sub').doUpdateSet(values))
      .execute();
  };
}

/** The organisation's approvers as they last signed in, with their addresses. */
export async function approversOf(db: Db, organisation: string) {
  return db
    .selectFrom('portal_users')
    .select(['sub', 'name', 'email'])
    .where('organisation', '=', organisation)
    .where((eb) => eb(eb.val('approver'), '=', eb.fn.any('roles')))
    .execute();
}

export async function emailOf(db: Db, sub: string): Promise<string | undefined> {
  const row = await db.selectFrom('portal_users').select('email').where('sub', '=', sub).executeTakeFirst();
  return row?.email || undefined;
}

export async function peopleOf(db: Db, organisation: string): Promise<Person[]> {
  const rows = await db
    .selectFrom('portal_users')
    .select(['sub', 'name'])
    .where('organisation', '=', organisation)
    .orderBy('name')
    .execute();
  return rows;
}
