/**
 * Server mode's copy of the service's facts: the sync worker (when SYNC_* name a service credential) and the
 * vendor scorecards figured over the copy, `GET /bff/reports/scorecards?from=…&to=…` (orders created in
 * [from, to), ISO dates or times), with when the copy was last brought up to date.
 */
import express, { type Request, type Response } from 'express';
import { DecisionError, withDatabase, type ApprovalDeps, type SignedIn } from '../approvals/context';
import { portalRoute } from '../approvals/handlers';
import type { ServerConfig } from '../config';
import { keptScorecards } from './outcomes';
import { serviceCredential } from './service-credential';
import { serviceReader, type ServiceReader } from './service-reader';
import { createSyncWorker, type SyncWorker } from './worker';

const READERS = ['orderer', 'admin', 'approver'] as const;

function dateOf(value: unknown, name: string): Date {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(parsed)) throw new DecisionError(400, 'invalid-request', `${name}: an ISO date such as 2026-11-01`);
  return new Date(parsed);
}

export function createCopy(
  config: Pick<ServerConfig, 'sync' | 'upstreamApiUrl' | 'apiTimeoutMs' | 'money'>,
  deps: ApprovalDeps,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
  service?: ServiceReader,
): { router: express.Router; worker: SyncWorker | undefined; close(): Promise<void> } {
  const settings = config.sync;
  const reader =
    service ??
    (settings && config.upstreamApiUrl
      ? serviceReader(config.upstreamApiUrl, config.apiTimeoutMs, serviceCredential(settings))
      : undefined);
  const worker =
    settings && reader
      ? createSyncWorker({
          database: deps.database,
          service: reader,
          organisation: settings.organisation,
          logger: deps.logger,
          intervalMs: settings.intervalMs,
          money: config.money,
        })
      : undefined;
  if (worker) worker.start();
  else deps.logger.log('info', 'SYNC_TOKEN_URL is not set: no copy of the service facts is kept');

  const router = express.Router();
  const route = portalRoute(deps, signedIn);
  router.get(
    '/reports/scorecards',
    route(READERS, (caller, req) =>
      withDatabase(deps, async () => {
        const from = dateOf(req.query.from, 'from');
        const to = dateOf(req.query.to, 'to');
        const organisation = caller.user.organisation;
        const db = deps.database.db;
        const [{ report, orders }, run] = await Promise.all([
          keptScorecards(db, organisation, from, to, config.money),
          db.selectFrom('service_sync_runs').selectAll().where('organisation', '=', organisation).executeTakeFirst(),
        ]);
        return { report, orders, copy: run ? { syncedAt: run.finished_at, outcome: run.outcome } : null };
      }),
    ),
  );
  return { router, worker, close: async () => worker?.close() };
}
