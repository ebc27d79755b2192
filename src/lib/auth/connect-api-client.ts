/** Hands the API client its base URL and a token source backed by the UserManager. Called once at startup. */
import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '#portal/config/runtime-config.ts';
import { configureApiClient } from '#portal/lib/api/http-client.ts';
import { handleSessionLost } from './session-lost';

/** A valid access token, renewing first when the stored one has expired (e.g. after the laptop slept). */
export function createAccessTokenSource(userManager: Pick<UserManager, 'getUser' | 'signinSilent'>) {
  let renewing: Promise<string | null> | null = null;
  return async (): Promise<string | null> => {
    const user = await userManager.getUser();
    if (!user) return null;
    if (!user.expired || !user.refresh_token) return user.access_token;
    renewing ??= userManager
      .signinSilent()
      .then((renewed) => renewed?.access_token ?? null)
      .catch(() => user.access_token)
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
}

export function connectApiClient(
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'requestTimeoutMs'>,
  userManager: UserManager,
): void {
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    ...(config.requestTimeoutMs !== undefined ? { timeoutMs: config.requestTimeoutMs } : {}),
    getAccessToken: createAccessTokenSource(userManager),
    onUnauthorized: () => handleSessionLost(userManager),
  });
}
