/**
 * A stand-in translation service for the approval checks: quotes and orders it answers by id, as the user's
 * token would see them, and the acceptances it was asked for. Accepting one quote rejects the language's
 * others, as the service does.
 */
import type { Quote } from '#contract/quote';
import type { ApprovalRequest, Person, Rate, RuleSet } from '#portal-contract/approvals';
import type { AuditEntry } from '#portal-contract/audit';
import { buildQuote, type QuoteOverrides } from '#test-support/factories/quote';
import type { ServiceAnswer, TranslationService } from '../approvals/service';

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
