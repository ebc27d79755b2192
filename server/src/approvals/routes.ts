/**
 * The portal's own resources under /bff (server mode): approval requests and decisions, the check of a
 * quote, rules and rates, delegations, the audit trail and its CSV. Every answer is JSON of the portal
 * contract (#portal-contract/*), every failure `{ status, error, code, message }`.
 */
import express, { type Request, type Response } from 'express';
import {
  approvalDecisionSchema,
  delegationInputSchema,
  ratesInputSchema,
  REQUEST_STATUSES,
  requestApprovalSchema,
  ruleSetInputSchema,
  type QuoteApproval,
} from '#portal-contract/approvals';
import { auditFilterSchema } from '#portal-contract/audit';
import { assess, presentRequest } from './assess';
import { queryAudit, streamAuditCsv } from './audit';
import { DecisionError, withDatabase, type ApprovalDeps, type Caller, type SignedIn } from './context';
import { parse, portalRoute } from './handlers';
import { createDelegation, listDelegations, revokeDelegation } from './delegations';
import { personOf } from './people';
import { decide } from './decisions';
import { getRequest, listRequests, summary } from './queue';
import { requestApproval } from './requests';
import { allRules, latestRates, removeProjectRules, saveRates, saveRules } from './rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const single = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function approvalRoutes(
  deps: ApprovalDeps,
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
): express.Router {
  const router = express.Router();
  router.use(['/approvals', '/audit'], express.json({ limit: '64kb' }));

  const route = portalRoute(deps, signedIn);

  router.get(
    '/approvals/summary',
    route(undefined, (caller) => summary(deps, caller)),
  );

  router.get(
    '/approvals/requests',
    route(undefined, (caller, req) => {
      const scope = (['queue', 'mine', 'all'] as const).find((s) => s === req.query.scope) ?? 'queue';
      const status = REQUEST_STATUSES.find((s) => s === req.query.status);
      return listRequests(deps, caller, scope, { status, taskId: single(req.query.taskId) });
    }),
  );

  router.post(
    '/approvals/requests',
    route(['orderer', 'admin'], (caller, req) =>
      requestApproval(deps, caller, parse(requestApprovalSchema, req.body).quoteId),
    ),
  );

  router.get(
    '/approvals/requests/:id',
    route(undefined, (caller, req) => {
      const id = String(req.params.id);
      if (!UUID.test(id)) throw new DecisionError(404, 'not-found', 'There is no such request');
      return getRequest(deps, caller, id);
    }),
  );

  router.post(
    '/approvals/requests/:id/decision',
    route(undefined, (caller, req) => {
      const id = String(req.params.id);
      if (!UUID.test(id)) throw new DecisionError(404, 'not-found', 'There is no such request');
      return decide(deps, caller, id, parse(approvalDecisionSchema, req.body));
    }),
  );

  router.get(
    '/approvals/quotes/:quoteId',
    route(undefined, async (caller, req): Promise<QuoteApproval> => {
      const quote = await deps.service.quote(caller.token, String(req.params.quoteId));
      if (!quote) throw new DecisionError(404, 'not-found', 'The service does not know this quote');
      const projectId = (await deps.service.projectOf(caller.token, quote.translationTaskId)) ?? '';
      return withDatabase(deps, async () => {
        const db = deps.database.db;
        const a = await assess(db, deps, caller.user.organisation, quote, projectId);
        return {
          quoteId: quote.id,
          verdict: a.verdict,
          approvalsRequired: a.approvalsRequired,
          referenceAmount: a.pinned?.referenceAmount ?? null,
          referenceCurrency: a.pinned?.referenceCurrency ?? null,
          orderTotal: a.pinned?.orderTotal ?? null,
          message: a.message,
          request: a.request ? await presentRequest(db, a.request) : null,
        };
      });
    }),
  );

  const rulesResponse = async (caller: Caller) => {
    const db = deps.database.db;
    const rules = await allRules(db, deps.config, caller.user.organisation);
    return {
      ...rules,
      rates: await latestRates(db, deps.config, caller.user.organisation, rules.organisation.referenceCurrency),
    };
  };

  router.get(
    '/approvals/rules',
    route(undefined, (caller) => withDatabase(deps, () => rulesResponse(caller))),
  );

  router.put(
    '/approvals/rules',
    route(['admin'], async (caller, req) => {
      const input = parse(ruleSetInputSchema, req.body);
      await withDatabase(deps, () =>
        deps.database.db
          .transaction()
          .execute((trx) => saveRules(trx, deps.config, caller.user.organisation, null, input, personOf(caller.user))),
      );
      return rulesResponse(caller);
    }),
  );

  router.put(
    '/approvals/rules/projects/:projectId',
    route(['admin'], async (caller, req) => {
      const input = parse(ruleSetInputSchema, req.body);
      const projectId = String(req.params.projectId);
      await withDatabase(deps, () =>
        deps.database.db
          .transaction()
          .execute((trx) =>
            saveRules(trx, deps.config, caller.user.organisation, projectId, input, personOf(caller.user)),
          ),
      );
      return rulesResponse(caller);
    }),
  );

  router.delete(
    '/approvals/rules/projects/:projectId',
    route(['admin'], async (caller, req) => {
      await withDatabase(deps, () =>
        deps.database.db
          .transaction()
          .execute((trx) =>
            removeProjectRules(trx, caller.user.organisation, String(req.params.projectId), personOf(caller.user)),
          ),
      );
      return rulesResponse(caller);
    }),
  );

  router.put(
    '/approvals/rates',
    route(['admin'], async (caller, req) => {
      const { rates } = parse(ratesInputSchema, req.body);
      await withDatabase(deps, async () => {
        const rules = await allRules(deps.database.db, deps.config, caller.user.organisation);
        const reference = rules.organisation.referenceCurrency;
        if (rates.some((r) => r.currency === reference))
          throw new DecisionError(400, 'invalid-request', `${reference} is the reference currency: its rate is 1`);
        await deps.database.db
          .transaction()
          .execute((trx) => saveRates(trx, caller.user.organisation, reference, rates, personOf(caller.user)));
      });
      return rulesResponse(caller);
    }),
  );

  router.get(
    '/approvals/delegations',
    route(undefined, (caller) => listDelegations(deps, caller)),
  );
  router.post(
    '/approvals/delegations',
    route(['approver'], (caller, req) => createDelegation(deps, caller, parse(delegationInputSchema, req.body))),
  );
  router.delete(
    '/approvals/delegations/:id',
    route(['approver'], async (caller, req) => {
      const id = String(req.params.id);
      if (!UUID.test(id)) throw new DecisionError(404, 'not-found', 'There is no such delegation of yours');
      await revokeDelegation(deps, caller, id);
      return {};
    }),
  );

  const filterOf = (req: Request) =>
    parse(
      auditFilterSchema,
      Object.fromEntries(Object.entries(req.query).filter(([, v]) => typeof v === 'string' && v !== '')),
    );

  router.get(
    '/audit',
    route(['admin', 'approver'], (caller, req) =>
      withDatabase(deps, () => queryAudit(deps.database.db, caller.user.organisation, filterOf(req))),
    ),
  );
  router.get(
    '/audit.csv',
    route(['admin', 'approver'], (caller, req, res) =>
      withDatabase(deps, () => streamAuditCsv(deps.database.db, caller.user.organisation, filterOf(req), res)),
    ),
  );

  return router;
}
