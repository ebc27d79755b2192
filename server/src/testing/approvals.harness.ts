/**
 * A stand-in translation service for the approval checks: quotes and orders it answers by id, as the user's
 * token would see them, and the acceptances it was asked for. Accepting one quote rejects the language's
 * others, as the service does.
 */
import type { Quote } from '#contract/quote';
import type { ApprovalRequest, Person, Rate, RuleSet } from '#portal-contract/approvals';
import type { AuditEntry } from '#portal-contract/audit';
import { buildQuote, type QuoteOverrides } from '#test-support/factories/quote';
import { afterAll, beforeAll } from 'vitest';
import type { ServiceAnswer, TranslationService } from '../approvals/service';
import type { BffParts } from '../bff/bff';
import { openDatabase, type PortalDatabase } from '../db/database';
import { startBff, type RunningBff } from './bff-server.harness';
import { memoryLogger } from './server.harness';

export interface StandInService extends TranslationService {
  quotes: Map<string, Quote>;
  tasks: Map<string, { projectId: string; progress: string }>;
  /** Quote ids the service was asked to accept, in order, with whose token. */
  acceptances: { quoteId: string; token: string }[];
  /** The next acceptance's answer instead of 200. */
  failNextAcceptance(status: number): void;
  offer(overrides: QuoteOverrides & { projectId?: string }): Quote;
}

export function standInService(): StandInService {
  const quotes = new Map<string, Quote>();
  const tasks = new Map<string, { projectId: string; progress: string }>();
  const acceptances: { quoteId: string; token: string }[] = [];
  let failure: number | undefined;
  return {
    quotes,
    tasks,
    acceptances,
    failNextAcceptance(status) {
      failure = status;
    },
    offer({ projectId = 'p1', ...overrides }) {
      const quote = buildQuote(overrides);
      quotes.set(quote.id, quote);
      if (!tasks.has(quote.translationTaskId))
        tasks.set(quote.translationTaskId, { projectId, progress: 'COMPLETE_AND_PREPARED' });
      return quote;
    },
    quote: (_token, id) => Promise.resolve(quotes.get(id)),
    task: (_token, id) => Promise.resolve(tasks.get(id)),
    projectOf: (_token, id) => Promise.resolve(tasks.get(id)?.projectId),
    setQuoteState(token, id, state): Promise<ServiceAnswer> {
      acceptances.push({ quoteId: id, token });
      if (failure !== undefined) {
        const status = failure;
        failure = undefined;
        return Promise.resolve({ status, body: '{"message":"refused"}' });
      }
      const quote = quotes.get(id);
      if (!quote || quote.state !== 'OFFERED')
        return Promise.resolve({ status: 409, body: '{"message":"not offered"}' });
      for (const other of quotes.values())
        if (other.translationTaskId === quote.translationTaskId && other.target === quote.target && other.id !== id)
          quotes.set(other.id, { ...other, state: 'REJECTED' });
      quotes.set(id, { ...quote, state });
      return Promise.resolve({ status: 200, body: JSON.stringify(quotes.get(id)) });
    },
  };
}

/** An answer of the portal server's approvals, read as a test reads it: any of the contract's shapes. */
export type Reply = Partial<Omit<ApprovalRequest, 'status'>> & {
  status?: string | number;
  code?: string;
  message?: string;
  error?: string;
  request?: ApprovalRequest;
  requests?: ApprovalRequest[];
  entries?: AuditEntry[];
  organisation?: RuleSet;
  rates?: Rate[];
  waiting?: number;
  mayDecide?: boolean;
  actingFor?: Person[];
  verdict?: string;
};

/** A request of the portal's own pages (the CSRF header, the session cookie) to the portal server. */
export async function portalCall(
  base: string,
  cookie: string,
  method: string,
  target: string,
  body?: unknown,
): Promise<{ status: number; body: Reply }> {
  const res = await fetch(`${base}${target}`, {
    method,
    headers: { 'X-Portal-Request': '1', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Reply };
}

/** The people of the approval tests: an orderer, an admin who orders too, and two approvers. */
export const PEOPLE = {
  orderer: {
    sub: 'u-olivia',
    name: 'Olivia Orderer',
    username: 'orderer',
    email: 'olivia@example.com',
    roles: ['orderer' as const],
  },
  admin: {
    sub: 'u-adam',
    name: 'Adam Admin',
    username: 'admin',
    email: 'adam@example.com',
    roles: ['admin' as const, 'orderer' as const],
  },
  alma: {
    sub: 'u-alma',
    name: 'Alma Approver',
    username: 'approver',
    email: 'alma@example.com',
    roles: ['approver' as const],
  },
  carl: {
    sub: 'u-carl',
    name: 'Carl Controller',
    username: 'controller',
    email: 'carl@example.com',
    roles: ['approver' as const],
  },
};

/** The organisation's bands of the tests: none up to 500 EUR, one approver up to 5,000, two above. */
export const BANDS = {
  projectId: null,
  referenceCurrency: 'EUR',
  expiresAfterHours: 48,
  bands: [
    { upTo: '500', approvers: 0 },
    { upTo: '5000', approvers: 1 },
    { upTo: null, approvers: 2 },
  ],
};

/**
 * A portal server in server mode for a test file, on an in-memory PGlite and a stand-in service, with the
 * people of the tests signed in (signing in is when it learns an approver's address) and the bands set; `env`
 * adds settings (SMTP_URL), read when the server starts; `parts.now` fixes the clock of budgets.
 */
export function useApprovalServer(env: () => NodeJS.ProcessEnv = () => ({}), parts: Pick<BffParts, 'now'> = {}) {
  let running: RunningBff | undefined;
  let database: PortalDatabase | undefined;
  const service = standInService();
  const cookies: Record<string, string> = {};
  const server = {
    service,
    cookies,
    get bff(): RunningBff {
      if (!running) throw new Error('The portal server starts in beforeAll');
      return running;
    },
    get database(): PortalDatabase {
      if (!database) throw new Error('The database opens in beforeAll');
      return database;
    },
    call: (who: string, method: string, target: string, body?: unknown) =>
      portalCall(server.bff.url, cookies[who] ?? '', method, target, body),
    /** The PATCHes that reached the API behind the proxy. */
    patches: () => server.bff.api.arrived.filter((a) => a.method === 'PATCH'),
    async signIn(who: string, user: Parameters<RunningBff['signIn']>[0]) {
      cookies[who] = await server.bff.signIn(user);
      await server.call(who, 'GET', '/bff/session');
    },
  };
  beforeAll(async () => {
    database = openDatabase({ url: undefined, dir: ':memory:', poolSize: 1 }, memoryLogger());
    await database.migrated;
    running = await startBff(
      { REFERENCE_CURRENCY: 'EUR', EXCHANGE_RATES: 'GBP=0.8750', EXCHANGE_RATES_DATE: '2026-11-20', ...env() },
      { database, service, ...parts },
    );
    for (const [who, user] of Object.entries(PEOPLE)) await server.signIn(who, user);
    const saved = await server.call('admin', 'PUT', '/bff/approvals/rules', BANDS);
    if (saved.status !== 200) throw new Error(`The bands were not saved: ${JSON.stringify(saved.body)}`);
  }, 30_000);
  afterAll(async () => {
    await running?.stop();
    await database?.close();
  });
  return server;
}
