/**
 * The sandbox's errors: an error carrying an HTTP status, thrown by the order logic, the route handlers and the
 * identity provider (the API's error handler turns it into a JSON response), and the service's error bodies.
 */
import { validationMessage } from '#contract/errors';

export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    /** Optional JSON body to send instead of the standard error envelope. */
    public body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with the service's validation body: `[{message: "Validation failed | rule | field"}]`. */
export function validationError(rule: string, field: string): HttpError {
  return validationErrors([[rule, field]]);
}

export function validationErrors(failures: [rule: string, field: string][]): HttpError {
  const body = failures.map(([rule, field]) => ({ message: validationMessage(rule, field) }));
  return new HttpError(400, body.map((b) => b.message).join('; '), body);
}

export function notFound(what: string, id: string): HttpError {
  return new HttpError(404, `${what} ${id} not found`);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message, [{ message }]);
}
