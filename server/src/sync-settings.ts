/**
 * The sync worker's settings (docs/sync.md): the organisation's service credential and how often the copy of
 * the service's facts is brought up to date. Without SYNC_TOKEN_URL there is no worker (and no copy).
 */
export type ClientAuth = 'basic' | 'post';

export interface SyncSettings {
  /** The organisation the credential reads for; the copy's rows carry it. */
  organisation: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** HTTP Basic (the service's token form A) or in the form (form B). */
  clientAuth: ClientAuth;
  /** A technical user's password grant; without it the client's own client-credentials grant. */
  user: { username: string; password: string } | undefined;
  intervalMs: number;
}

/**
 * SYNC_TOKEN_URL, SYNC_CLIENT_ID, SYNC_CLIENT_SECRET, SYNC_CLIENT_AUTH (`post` or `basic`), SYNC_USERNAME and
 * SYNC_PASSWORD (both or neither), SYNC_ORGANISATION, SYNC_INTERVAL_SECONDS (default 300).
 */
export function syncSettings(
  value: (name: string) => string | undefined,
  atLeastOne: (name: string, fallback: number) => number,
  problems: string[],
): SyncSettings | undefined {
  const tokenUrl = value('SYNC_TOKEN_URL');
  if (tokenUrl === undefined) return undefined;
  if (!/^https?:\/\/\S+$/.test(tokenUrl)) problems.push('SYNC_TOKEN_URL must be the token endpoint, https://…/token');
  const needed = (name: string) => {
    const given = value(name);
    if (given === undefined) problems.push(`${name} is required with SYNC_TOKEN_URL`);
    return given ?? '';
  };
  const clientAuth = (value('SYNC_CLIENT_AUTH') ?? 'post') as ClientAuth;
  if (clientAuth !== 'post' && clientAuth !== 'basic')
    problems.push(`SYNC_CLIENT_AUTH must be "post" or "basic" (got "${String(clientAuth)}")`);
  const username = value('SYNC_USERNAME');
  const password = value('SYNC_PASSWORD');
  if ((username === undefined) !== (password === undefined))
    problems.push('SYNC_USERNAME and SYNC_PASSWORD go together (a technical user), or neither (the client alone)');
  return {
    organisation: needed('SYNC_ORGANISATION'),
    tokenUrl,
    clientId: needed('SYNC_CLIENT_ID'),
    clientSecret: needed('SYNC_CLIENT_SECRET'),
    clientAuth,
    user: username !== undefined && password !== undefined ? { username, password } : undefined,
    intervalMs: atLeastOne('SYNC_INTERVAL_SECONDS', 300) * 1000,
  };
}
