/** What the approval modules share: their dependencies, the signed-in user, the error they answer with. */
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { CurrentUser } from '#auth-claims/claims';
import type { Quote } from '#contract/quote';
import type { ApprovalRequest } from '#portal-contract/approvals';
import type { PortalErrorCode } from '#portal-contract/errors';
import type { ServerConfig } from '../config';
import type { PortalDatabase } from '../db/database';
import type { Tables } from '../db/schema';
import type { Logger } from '../logger';
import type { TranslationService } from './service';

export interface ApprovalDeps {
  database: PortalDatabase;
  config: Pick<ServerConfig, 'money' | 'publicUrl'>;
  service: TranslationService;
  logger: Logger;
  /** The mailer's nudge: messages were written to the outbox. */
  mailed?: () => void;
  /** What purchase orders and budgets add to the check of an acceptance (server/src/budgets). */
  spend?: SpendCheck;
  /**
   * The copy of the service's facts (server/src/sync), told of each decision: of a rejection, a cancellation or an
   * order's end in the transaction recording it, of an acceptance right after the browser has its answer.
   */
  copy?: DecisionCopy;
}

export interface DecisionCopy {
  /** `quote` as the service showed it before the decision; only its id where it could not be read. */
  quoteDecided(
    trx: Transaction<Tables>,
    organisation: string,
    quote: Quote | { id: string },
    state: 'ACCEPTED' | 'REJECTED' | 'CANCELLED',
  ): Promise<void>;
  orderCancelled(trx: Transaction<Tables>, organisation: string, taskId: string): Promise<void>;
}

/** The PO and cost centre an acceptance is charged to, and what they say of it. */
export interface SpendVerdict {
  purchaseOrderId: string | null;
  costCentreId: string | null;
  /** When the acceptance counts against a budget's period: the check's clock. */
  at: Date;
  /** The acceptance is refused outright (a purchase order required, missing, or not enough). */
  refusal?: { status: number; code: PortalErrorCode; message: string };
  /** Why it needs an approval whatever its band (a hard budget passed, a currency without a rate). */
  approvalNeeded?: string;
}

export interface SpendCheck {
  /** Whether a PO, cost centre or budget could concern the order: SQL, asked in the assessment's own statement. */
  concerns(organisation: string, projectId: string, taskId: string): RawBuilder<boolean>;
  /**
   * In the acceptance check's transaction; undefined when no PO, cost centre or budget concerns the order.
   * `concerned`: `concerns` said one may, so the check does not ask again.
   */
  check(
    db: Kysely<Tables> | Transaction<Tables>,
    organisation: string,
    quote: Quote,
    projectId: string,
    concerned?: boolean,
  ): Promise<SpendVerdict | undefined>;
  /** In the transaction recording an acceptance: the budget alerts it raised; true when e-mails were written. */
  accepted(trx: Transaction<Tables>, organisation: string, quoteId: string): Promise<boolean>;
}

/** What the approvals need of a server-mode session (bff/sessions.ts's SessionData has it). */
export interface SignedIn {
  user: CurrentUser;
  accessToken: string;
}

/** A signed-in user of an organisation, with the access token the service knows them by. */
export interface Caller {
  user: CurrentUser & { organisation: string };
  token: string;
}

export class DecisionError extends Error {
  constructor(
    readonly status: number,
    readonly code: PortalErrorCode,
    message: string,
    readonly request?: ApprovalRequest,
  ) {
    super(message);
  }
}

const UNAVAILABLE = "The portal's database cannot be reached: decisions wait until it is back";

/** A query that failed for want of the database: decisions are refused, not guessed (fail closed). */
export async function withDatabase<T>(deps: Pick<ApprovalDeps, 'database'>, run: () => Promise<T>): Promise<T> {
  if (!deps.database.migratedNow()) throw new DecisionError(503, 'database-unavailable', UNAVAILABLE);
  try {
    return await run();
  } catch (err) {
    if (err instanceof DecisionError) throw err;
    if (isConnectionError(err)) throw new DecisionError(503, 'database-unavailable', UNAVAILABLE);
    throw err;
  }
}

/** Connection-level failures (refused, reset, timed out, the server shutting down), not a query's own error. */
function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  return (
    (typeof code === 'string' &&
      (/^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)/.test(code) || /^(08|57P)/.test(code))) ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database: /i.test(
      message,
    )
  );
}
