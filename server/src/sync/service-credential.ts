/**
 * The organisation's service credential: a token from the provider's token endpoint by the password grant of
 * a technical user or the client's own client-credentials grant, the client proven by HTTP Basic (token form
 * A) or in the form (form B); kept until shortly before it runs out.
 */
import type { SyncSettings } from '../sync-settings';

export type TokenSource = () => Promise<string>;

/** A token is asked for again this long before the provider says it ends. */
const EARLY_MS = 30_000;

export function serviceCredential(
  settings: Pick<SyncSettings, 'tokenUrl' | 'clientId' | 'clientSecret' | 'clientAuth' | 'user'>,
  now: () => number = Date.now,
): TokenSource {
  let kept: { token: string; until: number } | undefined;
  return async () => {
    if (kept && kept.until > now()) return kept.token;
    const form = new URLSearchParams(
      settings.user
        ? { grant_type: 'password', username: settings.user.username, password: settings.user.password }
        : { grant_type: 'client_credentials' },
    );
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (settings.clientAuth === 'basic') {
      const pair = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
    } else {
      form.set('client_id', settings.clientId);
      form.set('client_secret', settings.clientSecret);
    }
    const response = await fetch(settings.tokenUrl, { method: 'POST', headers, body: form });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const token = body.access_token;
    if (!response.ok || typeof token !== 'string') {
      const said = [body.error, body.error_description].filter((part) => typeof part === 'string').join(' ');
      throw new Error(`The service credential got no token: ${response.status} ${said}`.trim());
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 60_000;
    kept = { token, until: now() + Math.max(0, lifetime - EARLY_MS) };
    return token;
  };
}
