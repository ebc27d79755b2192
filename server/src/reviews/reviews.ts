/** Server mode's reviews: their routes, reading deliveries from the service at API_URL with the caller's token. */
import type { Request, Response } from 'express';
import type { ServerConfig } from '../config';
import type { SignedIn } from '../approvals/context';
import type { PortalDatabase } from '../db/database';
import type { Logger } from '../logger';
import { reviewRoutes } from './routes';
import { reviewSource, type ReviewSource } from './source';

export function createReviews(
  config: ServerConfig,
  database: PortalDatabase,
  logger: Logger,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
  parts: { source?: ReviewSource | undefined; mailed?: () => void } = {},
) {
  const source = parts.source ?? reviewSource(config.upstreamApiUrl ?? '', config.apiTimeoutMs);
  return {
    router: reviewRoutes(
      { database, config, logger, source, ...(parts.mailed ? { mailed: parts.mailed } : {}) },
      signedIn,
    ),
  };
}
