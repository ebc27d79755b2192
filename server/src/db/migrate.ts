/**
 * Versioned migrations: numbered SQL files in ./migrations (`0001_audit_log.sql`), applied in order at start,
 * each once, in one transaction under an advisory lock (several portal servers may start at once against one
 * database). A file that landed is never edited: its checksum is kept, and a changed one stops the start, as
 * does a database whose schema is newer than this code knows (a newer portal server migrated it).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Tables } from './schema';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** pg_advisory_xact_lock's key for migrations: any constant every instance agrees on. */
const MIGRATION_LOCK = 3_600_036;

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`A migration's file name is NNNN_name.sql (got ${file})`);
      const text = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: Number(match[1]),
        name: match[2] ?? '',
        sql: text,
        checksum: createHash('sha256').update(text).digest('hex'),
      };
    });
}

/** The database was migrated by a newer portal server: this one would misread it. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly databaseVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `The portal database's schema is version ${databaseVersion}, newer than this portal server knows (${codeVersion}): ` +
        'run the newer portal server, or restore the backup taken before the upgrade (docs/database.md)',
    );
  }
}

export class MigrationChangedError extends Error {
  constructor(version: number, name: string) {
    super(
      `Migration ${String(version).padStart(4, '0')}_${name} differs from the one applied to this database: ` +
        'a migration that landed is never edited; add a new one instead',
    );
  }
}

/** Applies what is missing; resolves with the versions applied now and the schema's version. */
export async function migrate(
  db: Kysely<Tables>,
  migrations: Migration[] = loadMigrations(),
): Promise<{ applied: number[]; version: number }> {
  const known = Math.max(0, ...migrations.map((m) => m.version));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = await trx.selectFrom('schema_migrations').selectAll().orderBy('version').execute();
    const newest = Math.max(0, ...done.map((m) => m.version));
    if (newest > known) throw new SchemaTooNewError(newest, known);
    for (const row of done) {
      const mine = migrations.find((m) => m.version === row.version);
      if (!mine || mine.checksum !== row.checksum) throw new MigrationChangedError(row.version, row.name);
    }
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.some((row) => row.version === migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, checksum: migration.checksum })
        .execute();
      applied.push(migration.version);
    }
    return { applied, version: known };
  });
}
