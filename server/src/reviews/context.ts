/** What the review modules share: their dependencies and the clock they read. */
import type { ServerConfig } from '../config';
import type { PortalDatabase } from '../db/database';
import type { Logger } from '../logger';
import type { ReviewSource } from './source';

export interface ReviewDeps {
  database: PortalDatabase;
  config: Pick<ServerConfig, 'publicUrl'>;
  source: ReviewSource;
  logger: Logger;
  /** The mailer's nudge: messages were written to the outbox. */
  mailed?: () => void;
}
