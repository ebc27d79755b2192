/**
 * Runtime configuration: read from config.json (beside index.html, under the portal's path) before the app
 * renders, so one build serves every environment.
 */
import { CLAIM_SOURCES, ROLES } from '#auth-claims/claims';
import { z } from '#contract/zod';
import { portalUrl } from './portal-base';

/**
 * Issue messages are short codes; the config error page translates them (`config.issues.<code>`).
 * Anything else zod reports is shown as it is.
 */
export type ConfigIssueCode =
  | 'required'
  | 'notText'
  | 'empty'
  | 'invalidUrl'
  | 'notObject'
  | 'invalidMode'
  | 'invalidCurrency'
  | 'invalidDate'
  | 'invalidRate'
  | 'invalidClaimSource'
  | 'invalidRole';

const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'notText') })
    .check(z.trim(), z.minLength(1, { error: 'empty' }));

/**
 * An http(s) URL; relative values resolve against the portal's base URL (`/rest/api` against its origin,
 * `rest/api` under its path). Trailing slashes are dropped.
 */
const url = (origin: string) =>
  z.pipe(
    text(),
    z.transform((value, ctx) => {
      let resolved: URL;
      try {
        resolved = new URL(value, origin);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'invalidUrl', input: value });
        return z.NEVER;
      }
      if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
        ctx.issues.push({ code: 'custom', message: 'invalidUrl', input: value });
        return z.NEVER;
      }
      return resolved.href.replace(/\/+$/, '');
    }),
  );

const section = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: (issue) => (issue.input === undefined ? 'required' : 'notObject') });

const limits = {
  /** Largest file the portal lets users upload, in bytes; see DEFAULT_MAX_UPLOAD_BYTES. */
  maxUploadBytes: z.optional(z.int().check(z.positive())),
  /** How long a JSON API request may take before it fails as timed out, in ms; see DEFAULT_TIMEOUT_MS. */
  requestTimeoutMs: z.optional(z.int().check(z.positive())),
};

/** An ISO 4217 code, e.g. `EUR`. */
const currencyCode = () =>
  z.string({ error: 'invalidCurrency' }).check(z.regex(/^[A-Z]{3}$/, { error: 'invalidCurrency' }));

/**
 * The organisation's reference currency and the rates quotes are compared at. `rates` says how much of
 * each currency one unit of the reference currency buys (as the ECB publishes its reference rates:
 * `{ "GBP": "0.8402" }` with EUR as reference), as decimal strings; `date` is the rates' date.
 */
const money = {
  referenceCurrency: z.optional(currencyCode()),
  exchangeRates: z.optional(
    section({
      date: z.string({ error: 'invalidDate' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidDate' })),
      rates: z.record(
        currencyCode(),
        z.string({ error: 'invalidRate' }).check(z.regex(/^(?!0+(\.0+)?$)\d+(\.\d+)?$/, { error: 'invalidRate' })),
        { error: 'notObject' },
      ),
    }),
  ),
};

/** Where and how roles and organisation are read (see ClaimSettings in `#auth-claims/claims`). */
const claimsSection = z
  .object(
    {
      /** `access_token` (default), `id_token` or `userinfo`. */
      source: z.optional(z.enum(CLAIM_SOURCES, { error: 'invalidClaimSource' })),
      /** Dot path of the roles (or groups) claim, e.g. `realm_access.roles`, `roles`, `groups`. */
      roles: text(),
      /** The provider's role or group names and the portal role each grants. */
      roleMap: z.optional(
        z.record(z.string(), z.enum(ROLES, { error: 'invalidRole' }), {
          error: (issue) => (issue.input === undefined ? 'required' : 'notObject'),
        }),
      ),
      /** Dot path of the organisation claim. */
      organisation: z.optional(text()),
      /** The organisation of every user, instead of a claim. */
      fixedOrganisation: z.optional(text()),
    },
    { error: (issue) => (issue.input === undefined ? 'required' : 'notObject') },
  )
  .check(
    z.refine((claims) => claims.organisation !== undefined || claims.fixedOrganisation !== undefined, {
      path: ['organisation'],
      error: 'required',
    }),
  );

/** `browser` (default): the portal signs in itself with oidc-client-ts, a public client with code + PKCE. */
export function createRuntimeConfigSchema(origin: string) {
  return section({
    mode: z.optional(z.literal('browser', { error: 'invalidMode' })),
    apiBaseUrl: url(origin),
    oidc: section({
      authority: url(origin),
      clientId: text(),
      scope: text(),
    }),
    claims: claimsSection,
    ...limits,
    ...money,
  });
}

/** `bff`: the portal server signs in and keeps the tokens; the browser only holds a session cookie. */
export function createBffRuntimeConfigSchema(origin: string) {
  return section({ mode: z.literal('bff'), apiBaseUrl: url(origin), ...limits, ...money });
}

/** Used when the runtime config sets no `maxUploadBytes`: 2 GiB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

export type BrowserRuntimeConfig = z.infer<ReturnType<typeof createRuntimeConfigSchema>>;
export type BffRuntimeConfig = z.infer<ReturnType<typeof createBffRuntimeConfigSchema>>;
export type RuntimeConfig = BrowserRuntimeConfig | BffRuntimeConfig;

export function isBffMode(config: RuntimeConfig): config is BffRuntimeConfig {
  return config.mode === 'bff';
}

export interface ConfigIssue {
  /** Dotted path of the bad field, e.g. `oidc.clientId`; empty for the whole document. */
  path: string;
  message: string;
}

export type RuntimeConfigError =
  | { kind: 'network'; message: string }
  | { kind: 'http'; status: number }
  | { kind: 'parse'; message: string }
  | { kind: 'invalid'; issues: ConfigIssue[] };

export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: RuntimeConfigError };

/** Where config.json is: beside index.html, `https://host/config.json` or `https://host/translations/config.json`. */
export function configUrl(base?: string): string {
  return portalUrl('/config.json', base);
}

/** Validates an already parsed config document; `origin`: the portal's base URL its relative URLs resolve against. */
export function parseRuntimeConfig(input: unknown, origin: string): RuntimeConfigResult {
  const bff = !!input && typeof input === 'object' && (input as { mode?: unknown }).mode === 'bff';
  const result = (bff ? createBffRuntimeConfigSchema(origin) : createRuntimeConfigSchema(origin)).safeParse(input);
  if (result.success) return { ok: true, config: result.data };
  return {
    ok: false,
    error: {
      kind: 'invalid',
      issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    },
  };
}

/**
 * Fetches and validates the runtime config. Never throws: failures come back as `{ ok: false }`. `base`: the
 * portal's base URL (`https://host/translations/`), by default the document's `<base href>`.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  base: string = portalUrl('/'),
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(configUrl(base), {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    return { ok: false, error: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
  }
  if (!response.ok) return { ok: false, error: { kind: 'http', status: response.status } };

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return { ok: false, error: { kind: 'parse', message: error instanceof Error ? error.message : String(error) } };
  }
  return parseRuntimeConfig(body, base);
}
