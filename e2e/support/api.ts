/**
 * The tests' API client (#test-support/api-client) in e2e: a demo user's password-grant tokens and calls
 * sent through Playwright's request context (relative to the project's baseURL, shown in traces), to set up
 * data (documents, orders) without clicking through the portal.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiClient as client, type ApiClient, type Transport } from '#test-support/api-client';
import { passwordGrantForm, TOKEN_PATH, tokenSource } from '#test-support/token-client';
import type { DemoUser } from './fixtures';

export type { ApiClient };

/** A fresh access token for a demo user (the tests' password grant, sent through Playwright's request context). */
export async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post(TOKEN_PATH, { form: passwordGrantForm(user) });
  expect(response.status(), `token for ${user}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`No access token for ${user}`);
  return body.access_token;
}

function playwrightTransport(request: APIRequestContext): Transport {
  return async ({ method, path, headers, body }) => {
    const response = await request.fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { data: typeof body === 'string' ? body : Buffer.from(body) }),
    });
    return { status: response.status(), text: () => response.text() };
  };
}

/** A client bound to one demo user, its first token already fetched. */
export async function apiClient(request: APIRequestContext, user: DemoUser): Promise<ApiClient> {
  // The e2e sandbox issues short-lived tokens (75 s): fetch a new one before it runs out.
  const tokens = tokenSource(() => apiToken(request, user));
  await tokens.get();
  return client({ transport: playwrightTransport(request), token: () => tokens.get() });
}
