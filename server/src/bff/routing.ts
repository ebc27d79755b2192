/** What the server mode's route modules share: their context, JSON answers, async handlers. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { RelyingParty } from './oidc';
import type { SessionData, Sessions } from './sessions';

export interface BffContext {
  config: ServerConfig;
  logger: Logger;
  sessions: Sessions;
  rp: RelyingParty;
  /**
   * Ends a session: it leaves the store at once, then its tokens are revoked at the provider (a provider
   * that cannot be reached does not keep it alive). Resolves with what the session held.
   */
  endSession: (id: string) => Promise<SessionData | undefined>;
}

export const json = (res: Response, status: number, body: Record<string, unknown> = {}) =>
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ status, ...body });

export const asyncRoute =
  (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  };
