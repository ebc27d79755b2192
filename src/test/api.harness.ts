/**
 * The API the portal's unit tests talk to. setup.ts configures the HTTP client with it before every test,
 * so MSW handlers register under `API` and requests carry `Bearer tok`; a test that needs another client
 * (no token, a timeout, a real sandbox) calls `configureTestApiClient` or `configureApiClient` itself.
 */
import { isApiError, type ApiError } from '#portal/lib/api/api-error.ts';
import { configureApiClient, type ApiClientOptions } from '#portal/lib/api/http-client.ts';

export const TEST_ORIGIN = 'http://api.test';
/** The API root: `${API}/translationTasks/` is what the client requests. */
export const API = `${TEST_ORIGIN}/rest/api`;
export const TEST_TOKEN = 'tok';

export function configureTestApiClient(overrides: Partial<ApiClientOptions> = {}): void {
  configureApiClient({ baseUrl: TEST_ORIGIN, getAccessToken: () => Promise.resolve(TEST_TOKEN), ...overrides });
}

/** The ApiError a request fails with; fails the test when the request succeeds or fails otherwise. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}
