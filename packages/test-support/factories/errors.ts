/** Error bodies the service sends: the Spring-style object of a 409 (or other status) and the list of messages. */

/** `{ timestamp, status, error, message, path }`, as the service answers a conflict. */
export function wireServiceError(status: number, error: string, message: string, path: string) {
  return { timestamp: 1, status, error, message, path };
}

/** A 409 Conflict answer for `path` (e.g. `/rest/api/projects/p1`), ready for `HttpResponse.json(...)`. */
export function conflictResponse(
  message: string,
  path: string,
): [ReturnType<typeof wireServiceError>, { status: 409 }] {
  return [wireServiceError(409, 'Conflict', message, path), { status: 409 }];
}
