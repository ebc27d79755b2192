/**
 * Quality profiles: the organisation's default and each project's, every saving a new version (the database
 * refuses changing or deleting one), the current one frozen into a review when it starts. An organisation that
 * never set one is given the MQM defaults as its version 1 when its first review starts.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Person } from '#portal-contract/approvals';
import { DEFAULT_QUALITY_SETTINGS, type QualityProfile, type QualitySettings } from '#portal-contract/quality-profiles';
import type { ScoringProfile } from '#quality/mqm';
import { PORTAL_SERVER, recordAudit } from '../approvals/audit';
import type { QualityProfileVersionsTable, Tables } from '../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;
export type ProfileRow = Selectable<QualityProfileVersionsTable>;

export function presentProfile(row: ProfileRow): QualityProfile {
  return {
    id: row.id,
    projectId: row.project_id || null,
    version: row.version,
    disabled: row.disabled,
    settings: {
      multipliers: row.multipliers as QualitySettings['multipliers'],
      weights: row.weights,
      allowance: row.allowance,
      passingScore: row.passing_score,
      criticalFails: row.critical_fails,
      minimumWords: row.minimum_words,
      referenceWords: row.reference_words,
      countWordsOn: row.count_words_on,
    },
    publishedAt: row.published_at.toISOString(),
    publishedBy: { sub: row.published_by_sub, name: row.published_by_name },
  };
}

/** The version as #quality/mqm scores with it. */
export function scoringProfileOf(row: ProfileRow): ScoringProfile {
  const { settings } = presentProfile(row);
  return {
    multipliers: settings.multipliers,
    weights: settings.weights,
    allowance: settings.allowance,
    passingScore: settings.passingScore,
    criticalFails: settings.criticalFails,
    minimumWords: settings.minimumWords,
    referenceWords: settings.referenceWords,
  };
}

function latest(db: Db, organisation: string, projectId: string) {
  return db
    .selectFrom('quality_profile_versions')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('project_id', '=', projectId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function insertVersion(
  db: Db,
  organisation: string,
  projectId: string,
  version: number,
  settings: QualitySettings,
  by: Person,
  disabled = false,
) {
  return db
    .insertInto('quality_profile_versions')
    .values({
      organisation,
      project_id: projectId,
      version,
      disabled,
      multipliers: JSON.stringify(settings.multipliers),
      weights: JSON.stringify(settings.weights),
      allowance: settings.allowance,
      passing_score: settings.passingScore,
      critical_fails: settings.criticalFails,
      minimum_words: settings.minimumWords,
      reference_words: settings.referenceWords,
      count_words_on: settings.countWordsOn,
      published_by_sub: by.sub,
      published_by_name: by.name,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The organisation's default as it stands, the MQM defaults' version 1 when none was ever set. */
async function organisationDefault(db: Db, organisation: string): Promise<ProfileRow> {
  const current = await latest(db, organisation, '');
  if (current) return current;
  const first = await insertVersion(db, organisation, '', 1, DEFAULT_QUALITY_SETTINGS, PORTAL_SERVER);
  const row = first ?? (await latest(db, organisation, ''));
  if (!row) throw new Error('The default quality profile was not kept');
  return row;
}

/** The version a review of the project starts with: the project's own unless disabled, else the default. */
export async function currentProfile(db: Db, organisation: string, projectId: string): Promise<ProfileRow> {
  const own = projectId ? await latest(db, organisation, projectId) : undefined;
  return own && !own.disabled ? own : organisationDefault(db, organisation);
}

/** Publishes the next version of the default (projectId null) or of a project's profile, and records it. */
export async function publishProfile(
  trx: Transaction<Tables>,
  organisation: string,
  projectId: string | null,
  settings: QualitySettings | 'disabled',
  by: Person,
): Promise<ProfileRow> {
  const project = projectId ?? '';
  const before = project ? await latest(trx, organisation, project) : await organisationDefault(trx, organisation);
  const base = settings === 'disabled' ? (before ?? (await organisationDefault(trx, organisation))) : undefined;
  const row = await insertVersion(
    trx,
    organisation,
    project,
    (before?.version ?? 0) + 1,
    base ? presentProfile(base).settings : (settings as QualitySettings),
    by,
    settings === 'disabled',
  );
  if (!row) throw new Error('Another change of this profile was published at the same time; try again');
  await recordAudit(trx, [
    {
      organisation,
      action: 'quality-profile.changed',
      actor: by,
      projectId: project,
      details: { version: row.version, disabled: row.disabled, profileId: row.id },
    },
  ]);
  return row;
}

/** The default and each project's current version (a disabled one too, so the page can say so). */
export async function allProfiles(db: Kysely<Tables>, organisation: string) {
  const defaults = await organisationDefault(db, organisation);
  const projects = await db
    .selectFrom('quality_profile_versions')
    .selectAll()
    .distinctOn('project_id')
    .where('organisation', '=', organisation)
    .where('project_id', '<>', '')
    .orderBy('project_id')
    .orderBy('version', 'desc')
    .execute();
  return { organisation: presentProfile(defaults), projects: projects.map(presentProfile) };
}

export async function profileHistory(db: Kysely<Tables>, organisation: string, projectId: string | null) {
  const rows = await db
    .selectFrom('quality_profile_versions')
    .selectAll()
    .where('organisation', '=', organisation)
    .where('project_id', '=', projectId ?? '')
    .orderBy('version', 'desc')
    .execute();
  return { versions: rows.map(presentProfile) };
}

export async function profileById(db: Db, id: string): Promise<ProfileRow> {
  return db.selectFrom('quality_profile_versions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
