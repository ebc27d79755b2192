/**
 * An error carrying an HTTP status. Thrown by route handlers and the identity
 * provider; the sandbox's error handler turns it into a JSON error response.
 */
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
