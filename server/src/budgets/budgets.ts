/** Server mode's purchase orders, cost centres and budgets: the acceptance check's part, and the routes. */
import type { Request, Response } from 'express';
import type { ServerConfig } from '../config';
import type { ApprovalDeps, SignedIn, SpendCheck } from '../approvals/context';
import { raiseAlerts } from './alerts';
import { concernsOrder, spendCheck } from './check';
import { budgetRoutes } from './routes';

/** What the approvals' check asks of budgets; `now` is the clock (fixed in tests). */
export function budgetSpendCheck(config: Pick<ServerConfig, 'money' | 'publicUrl'>, now: () => Date): SpendCheck {
  return {
    concerns: concernsOrder,
    check: spendCheck(config, now),
    accepted: (trx, organisation, quoteId) =>
      raiseAlerts(trx, organisation, quoteId, { now: now(), publicUrl: config.publicUrl }),
  };
}

export function createBudgets(
  deps: ApprovalDeps,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
  now: () => Date,
) {
  return { router: budgetRoutes(deps, signedIn, now) };
}
