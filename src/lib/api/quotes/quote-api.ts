/** Fetchers for quote enquiries and quotes of a task, and quote decisions. */
import type { z } from '#contract/zod';
import {
  acceptedQuoteListSchema,
  quoteEnquiryListSchema,
  quoteListSchema,
  quoteSchema,
  type Quote,
  type QuoteEnquiry,
  type QuotePatch,
} from '#contract/quote';
import type { Reason } from '#portal-contract/reasons';
import { apiRequest } from '#portal/lib/api/http-client.ts';

const taskPath = (taskId: string) => `/translationTasks/${encodeURIComponent(taskId)}`;
const quotePath = (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`;

function get<T>(path: string, schema: z.core.$ZodType<T>, signal: AbortSignal | undefined): Promise<T> {
  return apiRequest(path, { schema, ...(signal ? { signal } : {}) });
}

export function getQuoteEnquiries(taskId: string, signal?: AbortSignal): Promise<QuoteEnquiry[]> {
  return get(`${taskPath(taskId)}/quoteEnquiries`, quoteEnquiryListSchema, signal);
}

export function getTaskQuotes(taskId: string, signal?: AbortSignal): Promise<Quote[]> {
  return get(`${taskPath(taskId)}/quotes`, quoteListSchema, signal);
}

export function getAcceptedQuotes(taskId: string, signal?: AbortSignal): Promise<Quote[]> {
  return get(`${taskPath(taskId)}/acceptedQuotes`, acceptedQuoteListSchema, signal);
}

export function getQuote(quoteId: string, signal?: AbortSignal): Promise<Quote> {
  return get(quotePath(quoteId), quoteSchema, signal);
}

/**
 * ACCEPTED (rejects the other quotes of the language), REJECTED, or CANCELLED (accepted, undelivered). `reason`
 * (server mode only): the portal server keeps it and sends the service the state alone.
 */
export function updateQuoteState(quoteId: string, state: QuotePatch['state'], reason?: Reason): Promise<Quote> {
  return apiRequest(quotePath(quoteId), {
    method: 'PATCH',
    body: reason ? { state, reason } : { state },
    schema: quoteSchema,
  });
}
