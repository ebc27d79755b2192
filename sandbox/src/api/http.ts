/** Request parsing and the JSON error handler of the API routes (the errors themselves: http-error.ts). */
import type express from 'express';
import { z } from '#contract/zod';
import { badRequest, HttpError, validationErrors } from '../http-error';
import type { Principal } from '../types';

const RULES: Record<string, string> = {
  invalid_type: 'type',
  too_small: 'minCount',
  too_big: 'maxCount',
  invalid_format: 'format',
  invalid_value: 'enum',
  unrecognized_keys: 'unknown-field',
};

/** Maps zod issues to `Validation failed | rule | field` messages; unknown keys are listed by name. */
export function zodFailures(error: z.core.$ZodError): [string, string][] {
  const failures: [string, string][] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) failures.push(['unknown-field', [...issue.path.map(String), key].join('.')]);
    } else if (issue.code === 'invalid_type' && issue.input === undefined) {
      failures.push(['required', field]);
    } else {
      failures.push([RULES[issue.code] ?? issue.code, `${field}: ${issue.message}`]);
    }
  }
  return failures;
}

/** The JSON request body, 415 when another content type was sent. */
export function jsonBody(req: express.Request): unknown {
  if (req.body !== undefined) return req.body as unknown;
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    throw new HttpError(
      415,
      `Unsupported Content-Type ${req.headers['content-type'] ?? '(none)'}; send application/json`,
    );
  }
  return {};
}

export function parseBody<S extends z.core.$ZodType>(schema: S, req: express.Request): z.output<S> {
  const body = jsonBody(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object');
  const result = z.safeParse(schema, body);
  if (!result.success) throw validationErrors(zodFailures(result.error));
  return result.data;
}

export function principalOf(res: express.Response): Principal {
  return res.locals.principal as Principal;
}

export function param(req: express.Request, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** Last middleware: every failure becomes JSON, never an HTML page or a crash. */
export const errorHandler: express.ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    if (error.status === 401) res.set('WWW-Authenticate', 'Bearer realm="portal"');
    res.status(error.status).json(error.body ?? { message: error.message });
    return;
  }
  const status = (error as { status?: unknown }).status;
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ message: `Malformed JSON body: ${(error as Error).message}` });
  } else if (type === 'entity.too.large') {
    res.status(413).json({ message: 'The JSON body is larger than 1 MB' });
  } else if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: (error as Error).message });
  } else {
    console.error('[sandbox] unexpected error', error);
    res.status(500).json({ message: 'Internal sandbox error' });
  }
};
