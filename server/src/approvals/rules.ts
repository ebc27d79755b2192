/**
 * The approval rules (bands per project, with the organisation's default) and the reference rates with their
 * dates. Rates start from the server's configuration (EXCHANGE_RATES, dated EXCHANGE_RATES_DATE), written into
 * the database the first time an organisation needs them; admins keep them from then on.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Band, Person, Rate, RuleSet, RuleSetInput } from '#portal-contract/approvals';
import type { ServerConfig } from '../config';
import type { Tables } from '../db/schema';
import { recordAudit } from './audit';

type Db = Kysely<Tables> | Transaction<Tables>;

/** With no rules saved: no approvals needed, requests wait three days. */
export function defaultRules(config: Pick<ServerConfig, 'money'>): RuleSet {
  return {
    projectId: null,
    referenceCurrency: config.money.referenceCurrency ?? 'EUR',
    bands: [{ upTo: null, approvers: 0 }],
    expiresAfterHours: 72,
  };
}

async function ruleSet(db: Db, organisation: string, projectId: string): Promise<RuleSet | undefined> {
  const rules = await db
    .selectFrom('approval_rules')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!rules) return undefined;
  const bands = await db
    .selectFrom('approval_bands')
    .select(['up_to', 'approvers'])
    .where('organisation', '=', organisation)
    .where('project_id', '=', projectId)
    .orderBy('position')
    .execute();
  return {
    projectId: projectId === '' ? null : projectId,
    referenceCurrency: rules.reference_currency,
    bands: bands.map((b): Band => ({ upTo: b.up_to, approvers: b.approvers })),
    expiresAfterHours: rules.expires_after_hours,
    updatedAt: rules.updated_at.toISOString(),
    updatedBy: rules.updated_by_name,
  };
}

/** The rules that apply to a project: its own, else the organisation's, else the default. */
export async function rulesFor(
  db: Db,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  projectId: string | null,
): Promise<RuleSet> {
  return (
    (projectId ? await ruleSet(db, organisation, projectId) : undefined) ??
    (await ruleSet(db, organisation, '')) ??
    defaultRules(config)
  );
}

export async function allRules(db: Db, config: Pick<ServerConfig, 'money'>, organisation: string) {
  const projectIds = await db
    .selectFrom('approval_rules')
    .select('project_id')
    .where('organisation', '=', organisation)
    .where('project_id', '<>', '')
    .orderBy('project_id')
    .execute();
  const projects = await Promise.all(projectIds.map((p) => ruleSet(db, organisation, p.project_id)));
  return {
    organisation: (await ruleSet(db, organisation, '')) ?? defaultRules(config),
    projects: projects.filter((p): p is RuleSet => p !== undefined),
  };
}

/** Saves one rule set in the caller's transaction and records the change, before and after. */
export async function saveRules(
  trx: Transaction<Tables>,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  projectId: string | null,
  input: RuleSetInput,
  actor: Person,
): Promise<RuleSet> {
  const key = projectId ?? '';
  const before = await ruleSet(trx, organisation, key);
  await trx
    .insertInto('approval_rules')
    .values({
      organisation,
      project_id: key,
      reference_currency: input.referenceCurrency,
      expires_after_hours: input.expiresAfterHours,
      updated_by_sub: actor.sub,
      updated_by_name: actor.name,
    })
    .onConflict((oc) =>
      oc.columns(['organisation', 'project_id']).doUpdateSet({
        reference_currency: input.referenceCurrency,
        expires_after_hours: input.expiresAfterHours,
        updated_at: new Date(),
        updated_by_sub: actor.sub,
        updated_by_name: actor.name,
      }),
    )
    .execute();
  await trx
    .deleteFrom('approval_bands')
    .where('organisation', '=', organisation)
    .where('project_id', '=', key)
    .execute();
  await trx
    .insertInto('approval_bands')
    .values(
      input.bands.map((band, position) => ({
        organisation,
        project_id: key,
        position,
        up_to: band.upTo,
        approvers: band.approvers,
      })),
    )
    .execute();
  const after = (await ruleSet(trx, organisation, key)) ?? defaultRules(config);
  await recordAudit(trx, [
    {
      organisation,
      action: 'rules.changed',
      actor,
      projectId,
      details: { before: before ?? null, after: { ...after, updatedAt: undefined, updatedBy: undefined } },
    },
  ]);
  return after;
}

/** A project's own rules removed: the organisation's apply again. */
export async function removeProjectRules(
  trx: Transaction<Tables>,
  organisation: string,
  projectId: string,
  actor: Person,
): Promise<boolean> {
  const before = await ruleSet(trx, organisation, projectId);
  if (!before) return false;
  await trx
    .deleteFrom('approval_rules')
    .where('organisation', '=', organisation)
    .where('project_id', '=', projectId)
    .execute();
  await recordAudit(trx, [
    { organisation, action: 'rules.changed', actor, projectId, details: { before, after: 'organisation default' } },
  ]);
  return true;
}

const CONFIGURATION: Person = { sub: 'configuration', name: 'EXCHANGE_RATES' };

/**
 * The configured rates, written once for an organisation that has none against this reference currency; false
 * when none are configured for it.
 */
export async function seedRates(
  trx: Db,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  reference: string,
): Promise<boolean> {
  const configured = config.money.exchangeRates;
  if (!configured || config.money.referenceCurrency !== reference) return false;
  const any = await trx
    .selectFrom('exchange_rates')
    .select('currency')
    .where('organisation', '=', organisation)
    .where('reference_currency', '=', reference)
    .limit(1)
    .executeTakeFirst();
  if (any) return true;
  const rows = Object.entries(configured.rates).map(([currency, rate]) => ({
    organisation,
    reference_currency: reference,
    currency,
    rate,
    rate_date: configured.date,
    set_by_sub: CONFIGURATION.sub,
    set_by_name: CONFIGURATION.name,
  }));
  if (rows.length === 0) return false;
  await trx
    .insertInto('exchange_rates')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/** The latest rate of each currency against `reference`. */
export async function latestRates(
  db: Db,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  reference: string,
): Promise<Rate[]> {
  await seedRates(db, config, organisation, reference);
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['currency', 'rate', 'rate_date', 'set_by_name'])
    .distinctOn('currency')
    .where('organisation', '=', organisation)
    .where('reference_currency', '=', reference)
    .orderBy('currency')
    .orderBy('rate_date', 'desc')
    .execute();
  return rows.map((r) => ({ currency: r.currency, rate: r.rate, date: r.rate_date, setBy: r.set_by_name }));
}

/** The rate a conversion uses today: the latest of `currency` dated today or before; 1 for the reference itself. */
export async function rateFor(
  db: Db,
  config: Pick<ServerConfig, 'money'>,
  organisation: string,
  reference: string,
  currency: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ rate: string; date: string } | undefined> {
  if (currency === reference) return { rate: '1', date: today };
  await seedRates(db, config, organisation, reference);
  const row = await db
    .selectFrom('exchange_rates')
    .select(['rate', 'rate_date'])
    .where('organisation', '=', organisation)
    .where('reference_currency', '=', reference)
    .where('currency', '=', currency)
    .where('rate_date', '<=', today)
    .orderBy('rate_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { rate: row.rate, date: row.rate_date } : undefined;
}

export async function saveRates(
  trx: Transaction<Tables>,
  organisation: string,
  reference: string,
  rates: Rate[],
  actor: Person,
): Promise<void> {
  if (rates.length === 0) return;
  for (const rate of rates) {
    await trx
      .insertInto('exchange_rates')
      .values({
        organisation,
        reference_currency: reference,
        currency: rate.currency,
        rate: rate.rate,
        rate_date: rate.date,
        set_by_sub: actor.sub,
        set_by_name: actor.name,
      })
      .onConflict((oc) =>
        oc.columns(['organisation', 'reference_currency', 'currency', 'rate_date']).doUpdateSet({
          rate: rate.rate,
          set_at: new Date(),
          set_by_sub: actor.sub,
          set_by_name: actor.name,
        }),
      )
      .execute();
  }
  await recordAudit(trx, [
    {
      organisation,
      action: 'rates.changed',
      actor,
      referenceCurrency: reference,
      details: { rates: rates.map((r) => ({ currency: r.currency, rate: r.rate, date: r.date })) },
    },
  ]);
}
