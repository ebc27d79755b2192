/**
 * The one token client for tests: the password grant of the realm's command-line client (the specification's
 * token form B, as the sandbox banner prints it). Used by the contract tests, the sandbox's tests, e2e (its
 * form through Playwright's request context) and the bench. Plain fetch: no DOM, no Node APIs.
 */
export const CLI_CLIENT = { id: 'portal-cli', secret: 'portal-cli-secret' } as const;
export const TOKEN_PATH = '/auth/realms/portal/protocol/openid-connect/token';

export interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
  refresh_expires_in?: number;
  token_type?: string;
  error?: string;
  error_description?: string;
  [key: string]: unknown;
}

/** The form of a password grant; a demo user's password is the user name. */
export function passwordGrantForm(username: string, password = username): Record<string, string> {
  return {
    grant_type: 'password',
    client_id: CLI_CLIENT.id,
    client_secret: CLI_CLIENT.secret,
    username,
    password,
  };
}

/** POSTs a form to the token endpoint at `origin`; the answer whatever its status. */
export async function postToken(
  origin: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: TokenResponse }> {
  const response = await fetch(`${origin}${TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse };
}

/** The password grant's answer, whatever its status (for tests of the grant itself). */
export function passwordGrant(origin: string, username: string, password = username) {
  return postToken(origin, passwordGrantForm(username, password));
}

/** An access token for a demo user; throws with the status and the error when there is none. */
export async function passwordToken(origin: string, username: string): Promise<string> {
  const { status, body } = await passwordGrant(origin, username);
  if (status !== 200 || !body.access_token) {
    throw new Error(`No token for ${username}: ${status} ${body.error ?? ''} ${body.error_description ?? ''}`.trim());
  }
  return body.access_token;
}

/**
 * Tokens for one user that renew themselves before they run out: `get` fetches a new one once the last is
 * older than `renewAfterMs` (the e2e sandbox's tokens live 75 s). `fetchToken` defaults to `passwordToken`.
 */
export function tokenSource(fetchToken: () => Promise<string>, renewAfterMs = 45_000): { get(): Promise<string> } {
  let token: string | null = null;
  let issuedAt = 0;
  return {
    async get() {
      if (token === null || Date.now() - issuedAt > renewAfterMs) {
        token = await fetchToken();
        issuedAt = Date.now();
      }
      return token;
    },
  };
}
