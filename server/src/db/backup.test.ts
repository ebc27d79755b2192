// @vitest-environment node
/**
 * docs/database.md's backup and restore, as an operator runs them: pg_dump in the custom format from a live
 * database, pg_restore into an empty one; the portal server opens the copy without migrating again, reads the
 * same audit trail and requests, and the copy keeps the audit log insert-only.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../approvals/audit';
import { startPostgres, type RunningPostgres } from '../testing/postgres.harness';
import { memoryLogger } from '../testing/server.harness';
import { openDatabase } from './database';

let postgres: RunningPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres.stop());

const at = (name: string) => `postgres://portal@127.0.0.1:${postgres.port}/${name}`;
const client = () => ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'portal'];

describe('backup and restore with pg_dump and pg_restore', () => {
  it('restores every row into an empty database, which the portal server opens as it is', async () => {
    const live = openDatabase({ url: postgres.url, dir: '', poolSize: 2 }, memoryLogger());
    await live.migrated;
    await live.db.transaction().execute((trx) =>
      recordAudit(trx, [
        {
          organisation: 'acme',
          action: 'approval.declined',
          actor: { sub: 'u-carl', name: 'Carl Controller' },
          taskId: 't-1',
          amount: '1750.00',
          currency: 'GBP',
          reason: { code: 'no-purchase-order', text: 'Raise PO 4711 first' },
        },
      ]),
    );
    const dump = path.join(postgres.dir, 'portal.dump');
    postgres.run('pg_dump', [...client(), '--format=custom', '--file', dump, 'portal']);
    await live.close();

    postgres.run('createdb', [...client(), 'restored']);
    postgres.run('pg_restore', [...client(), '--dbname', 'restored', '--no-owner', dump]);
    const logger = memoryLogger();
    const copy = openDatabase({ url: at('restored'), dir: '', poolSize: 2 }, logger);
    try {
      await copy.migrated;
      const entries = await copy.db
        .selectFrom('audit_log')
        .select(['action', 'actor_name', 'amount', 'reason_code', 'reason_text'])
        .execute();
      expect(entries).toEqual([
        {
          action: 'approval.declined',
          actor_name: 'Carl Controller',
          amount: '1750.00',
          reason_code: 'no-purchase-order',
          reason_text: 'Raise PO 4711 first',
        },
      ]);
      // The migrations came with the data: none ran again.
      const versions = await copy.db.selectFrom('schema_migrations').select('version').execute();
      expect(versions.length).toBeGreaterThan(1);
      expect(logger.lines.find((l) => l.msg === 'database ready')).toMatchObject({ applied: 'none' });
      // The insert-only rule is part of the schema, so the copy keeps it.
      await expect(sql`update audit_log set reason_text = 'changed'`.execute(copy.db)).rejects.toThrow(/insert-only/);
    } finally {
      await copy.close();
    }
  });
});
