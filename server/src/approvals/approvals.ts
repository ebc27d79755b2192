/** Server mode's approvals: their routes, the proxy's check, the sweep of expired requests. */
import type { Request, Response } from 'express';
import type { ServerConfig } from '../config';
import type { PortalDatabase } from '../db/database';
import { errorMessage, type Logger } from '../logger';
import type { ApprovalDeps, DecisionCopy, SignedIn, SpendCheck } from './context';
import { approvalGate, type GateVerdict } from './gate';
import { createMailer, type Mailer } from './mailer';
import { userRegister } from './people';
import { expireDue } from './requests';
import { approvalRoutes } from './routes';
import { translationService, type TranslationService } from './service';

const SWEEP_MS = 60_000;

export interface Approvals {
  router: ReturnType<typeof approvalRoutes>;
  /** The proxy's check for one signed-in request. */
  gateFor(req: Request, session: SignedIn): (path: string) => Promise<GateVerdict | undefined>;
  mailer: Mailer;
  /** What the approvals' modules are built on (the budgets' routes share it). */
  deps: ApprovalDeps;
  /** Remembers who signed in (approvers' addresses, substitutes to name). */
  seen(session: SignedIn): void;
  close(): void;
}

export function createApprovals(
  config: ServerConfig,
  database: PortalDatabase,
  logger: Logger,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
  parts: { service?: TranslationService; spend?: SpendCheck; copy?: DecisionCopy } = {},
): Approvals {
  const mailer = createMailer(database, config.mail, logger);
  const deps: ApprovalDeps = {
    database,
    config,
    logger,
    service: parts.service ?? translationService(config.upstreamApiUrl ?? '', config.apiTimeoutMs),
    mailed: () => mailer.nudge(),
    ...(parts.spend ? { spend: parts.spend } : {}),
    ...(parts.copy ? { copy: parts.copy } : {}),
  };
  const gate = approvalGate(deps);
  const register = userRegister(database.db);
  const sweep = setInterval(() => {
    if (!database.migratedNow()) return;
    expireDue(deps).catch((err: unknown) => logger.log('warn', 'expiry sweep failed', { error: errorMessage(err) }));
  }, SWEEP_MS);
  sweep.unref();
  return {
    router: approvalRoutes(deps, signedIn),
    gateFor: (req, session) => (path) => gate(req, path, session),
    seen(session) {
      if (!database.migratedNow()) return;
      register(session.user).catch((err: unknown) =>
        logger.log('warn', 'user not remembered', { error: errorMessage(err) }),
      );
    },
    mailer,
    deps,
    close() {
      clearInterval(sweep);
      mailer.close();
    },
  };
}
