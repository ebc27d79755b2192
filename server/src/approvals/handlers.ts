/**
 * The portal server's own routes under /bff (approvals, reviews): a handler runs for a signed-in user of an
 * organisation with the roles it needs, answers JSON without caching, and every failure as
 * `{ status, error, code, message }`: a DecisionError as it says, anything else as the service or the database
 * not answering (502).
 */
import http from 'node:http';
import type { Request, Response } from 'express';
import type { z } from '#contract/zod';
import { errorMessage, type Logger } from '../logger';
import { DecisionError, type Caller, type SignedIn } from './context';

function fail(res: Response, err: unknown, logger: Logger) {
  if (err instanceof DecisionError) {
    res
      .status(err.status)
      .set('Cache-Control', 'no-store')
      .json({
        status: err.status,
        error: http.STATUS_CODES[err.status] ?? 'Error',
        code: err.code,
        message: err.message,
        ...(err.request ? { request: err.request } : {}),
      });
    return;
  }
  logger.log('error', 'portal request failed', { error: errorMessage(err) });
  res.status(502).set('Cache-Control', 'no-store').json({
    status: 502,
    error: 'Bad Gateway',
    code: 'service-unavailable',
    message: 'The service or the database did not answer; try again',
  });
}

/** The body or query, parsed by `schema`; the first problem answers 400 `invalid-request`. */
export function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DecisionError(400, 'invalid-request', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

export type PortalHandler = (caller: Caller, req: Request, res: Response) => Promise<unknown>;

/** Route handlers for signed-in users of an organisation, with the roles `roles` (any of them) when given. */
export function portalRoute(
  deps: { logger: Logger },
  signedIn: (req: Request, res: Response) => Promise<SignedIn | undefined>,
) {
  return (roles: readonly string[] | undefined, handler: PortalHandler) => (req: Request, res: Response) => {
    void (async () => {
      const data = await signedIn(req, res);
      if (!data) return;
      try {
        const { organisation } = data.user;
        if (!organisation) throw new DecisionError(403, 'forbidden', 'Your account has no organisation');
        if (roles && !roles.some((r) => data.user.roles.includes(r as never)))
          throw new DecisionError(403, 'forbidden', `This needs the role ${roles.join(' or ')}`);
        const caller: Caller = { user: { ...data.user, organisation }, token: data.accessToken };
        const body = await handler(caller, req, res);
        if (!res.headersSent) res.set('Cache-Control', 'no-store').json(body ?? {});
      } catch (err) {
        if (res.headersSent) res.destroy();
        else fail(res, err, deps.logger);
      }
    })().catch((err: unknown) => {
      if (!res.headersSent) fail(res, err, deps.logger);
    });
  };
}
