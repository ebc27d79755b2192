/**
 * The proxy's check of the decisions that pass through it, whoever sends them (the page, or a script with the
 * session cookie): a quote's PATCH to ACCEPTED goes to the service only when no approval is needed or one
 * covers it; rejecting or cancelling a quote, and placing or cancelling an order, are recorded in the audit
 * trail with their reason, which the portal adds to the body and the service never sees.
 */
import type { Request } from 'express';
import { z } from '#contract/zod';
import { quotePatchSchema } from '#contract/quote';
import { taskPatchSchema } from '#contract/task';
import { reasonFits, reasonSchema, type Reason } from '#portal-contract/reasons';
import { errorMessage } from '../logger';
import { checkAcceptance } from './acceptance';
import { closePending } from './request-endings';
import { recordAudit } from './audit';
import { DecisionError, withDatabase, type ApprovalDeps, type SignedIn } from './context';
import { personOf } from './people';

/** What the proxy does with a request: refuse it, or send `body` in place of the browser's and call `after`. */
export type GateVerdict =
  | { refuse: { status: number; body: Record<string, unknown> } }
  | { body: Buffer; after: (status: number) => Promise<void> };

const BODY_LIMIT = 64 * 1024;
const QUOTE = /^\/quotes\/([^/?]+)(?:\?.*)?$/;
const TASK = /^\/translationTasks\/([^/?]+)(?:\?.*)?$/;

const quotePatchWithReason = z.extend(quotePatchSchema, { reason: z.optional(reasonSchema) });
const taskPatchWithReason = z.extend(taskPatchSchema, { reason: z.optional(reasonSchema) });

class TooLarge extends Error {}

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

const refuse = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): GateVerdict => ({
  refuse: { status, body: { code, message, ...extra } },
});

export function approvalGate(deps: ApprovalDeps) {
  const logged = (what: string, run: () => Promise<void>) =>
    run().catch((err: unknown) => deps.logger.log('error', `${what} not recorded`, { error: errorMessage(err) }));

  return async function gate(req: Request, path: string, session: SignedIn): Promise<GateVerdict | undefined> {
    if (req.method !== 'PATCH') return undefined;
    const quoteId = QUOTE.exec(path)?.[1];
    const taskId = quoteId ? undefined : TASK.exec(path)?.[1];
    if (quoteId === undefined && taskId === undefined) return undefined;

    let raw: unknown;
    try {
      const bytes = await readBody(req);
      raw = JSON.parse(bytes.toString('utf8'));
    } catch (err) {
      return err instanceof TooLarge
        ? refuse(413, 'invalid-request', 'The body is too large')
        : refuse(400, 'invalid-request', 'The body is not JSON');
    }
    const { user } = session;
    const organisation = user.organisation;
    if (!organisation)
      return refuse(403, 'forbidden', 'Your account has no organisation: the portal cannot check its decisions');
    const actor = personOf(user);
    const who = { organisation, actor };
    try {
      if (quoteId !== undefined) {
        const id = decodeURIComponent(quoteId);
        const parsed = quotePatchWithReason.safeParse(raw);
        if (!parsed.success)
          return refuse(400, 'invalid-request', 'The body is {"state": "ACCEPTED" | "REJECTED" | "CANCELLED"}');
        const { state, reason } = parsed.data;
        const body = Buffer.from(JSON.stringify({ state }));
        if (state === 'ACCEPTED') {
          const claim = await checkAcceptance(deps, who, session.accessToken, id);
          return {
            body,
            after: (status) => (claim ? logged('acceptance', () => claim.finish(status)) : Promise.resolve()),
          };
        }
        if (reason && !reasonFits(state === 'REJECTED' ? 'rejectQuote' : 'cancelQuote', reason.code))
          return refuse(400, 'invalid-request', `"${reason.code}" is not a reason for this decision`);
        await withDatabase(deps, () => Promise.resolve());
        const quote = await deps.service.quote(session.accessToken, id).catch(() => undefined);
        return {
          body,
          after: (status) =>
            status >= 200 && status < 300
              ? logged('quote decision', () =>
                  deps.database.db.transaction().execute(async (trx) => {
                    await recordAudit(trx, [
                      {
                        organisation,
                        action: state === 'REJECTED' ? 'quote.rejected' : 'quote.cancelled',
                        actor,
                        taskId: quote?.translationTaskId ?? null,
                        quoteId: id,
                        amount: quote?.price.netAmount ?? null,
                        currency: quote?.price.currency ?? null,
                        reason: reason ?? null,
                        details: quote ? { supplier: quote.supplierName, target: quote.target } : {},
                      },
                    ]);
                    await deps.copy?.quoteDecided(trx, organisation, quote ?? { id }, state);
                    // A cancelled language is no longer spend; a rejected quote needs no approval any more.
                    if (state === 'CANCELLED')
                      await trx.deleteFrom('quote_acceptances').where('quote_id', '=', id).execute();
                    await closePending(trx, deps, organisation, 'quote_id', id, 'The quote was rejected', actor);
                  }),
                ).then(() => deps.mailed?.())
              : Promise.resolve(),
        };
      }

      const id = decodeURIComponent(taskId ?? '');
      const parsed = taskPatchWithReason.safeParse(raw);
      if (!parsed.success) return { body: Buffer.from(JSON.stringify(raw)), after: () => Promise.resolve() };
      const { reason, ...patch } = parsed.data;
      const body = Buffer.from(JSON.stringify(patch));
      const decision =
        patch.cancelled === true ? 'order.cancelled' : patch.complete === true ? 'order.placed' : undefined;
      if (!decision) return { body, after: () => Promise.resolve() };
      if (reason && !reasonFits('cancelOrder', reason.code))
        return refuse(400, 'invalid-request', `"${reason.code}" is not a reason for cancelling an order`);
      await withDatabase(deps, () => Promise.resolve());
      return {
        body,
        after: (status) =>
          status >= 200 && status < 300
            ? logged('order decision', () => recordOrderDecision(deps, organisation, actor, id, decision, reason)).then(
                () => deps.mailed?.(),
              )
            : Promise.resolve(),
      };
    } catch (err) {
      if (err instanceof DecisionError)
        return refuse(err.status, err.code, err.message, err.request ? { request: err.request } : {});
      deps.logger.log('error', 'approval check failed', { error: errorMessage(err) });
      return refuse(502, 'service-unavailable', 'The service did not answer the approval check; try again');
    }
  };
}

async function recordOrderDecision(
  deps: ApprovalDeps,
  organisation: string,
  actor: ReturnType<typeof personOf>,
  taskId: string,
  action: 'order.cancelled' | 'order.placed',
  reason: Reason | undefined,
) {
  await deps.database.db.transaction().execute(async (trx) => {
    await recordAudit(trx, [{ organisation, action, actor, taskId, reason: reason ?? null }]);
    if (action !== 'order.cancelled') return;
    await deps.copy?.orderCancelled(trx, organisation, taskId);
    await closePending(trx, deps, organisation, 'task_id', taskId, 'The order was cancelled', actor);
  });
}
