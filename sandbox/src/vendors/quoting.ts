/** Quote enquiries to the vendors and the quotes they send back over time. */
import { latestAnalysis } from '../analysis/run';
import { emptyResult } from '../analysis/analyse';
import { sendMail } from '../notifications/outbox';
import { byTask, type Ctx } from '../resources/context';
import { newId, newKey, nowIso, stableFraction } from '../store/ids';
import type { StoredEnquiry, StoredQuote, StoredTask } from '../store/state';
import { DEFAULT_VENDOR_IDS, offersLanguage, vendorById, type Vendor } from '../resources/vendor-catalogue';
import { priceQuote } from './pricing';

/** Each vendor answers 2–10 s (× time scale) after the enquiry; the exact delay is stable per enquiry. */
export const QUOTE_MIN_DELAY_MS = 2000;
export const QUOTE_SPREAD_MS = 8000;
/** Rough text amount of documents the sandbox cannot read (binary formats). */
/** How long a vendor waits before asking again whether the analysis it prices on has finished. */
const ANALYSIS_WAIT_MS = 500;
const BYTES_PER_WORD = 8;
const CHARACTERS_PER_WORD = 6;

export function vendorsFor(ctx: Ctx, task: StoredTask): Vendor[] {
  const project = task.projectId ? ctx.store.state.projects[task.projectId] : undefined;
  const ids = project && project.lspVendorIds.length > 0 ? project.lspVendorIds : DEFAULT_VENDOR_IDS;
  return ids.flatMap((id) => vendorById(id) ?? []);
}

/**
 * One enquiry per vendor and target language. Every vendor answers: with its quotes, or, for a language it
 * does not offer, without any (the enquiry is fetched and has no quote: the vendor declined).
 */
export function createEnquiries(ctx: Ctx, task: StoredTask, targets: string[]): StoredEnquiry[] {
  const created: StoredEnquiry[] = [];
  for (const vendor of vendorsFor(ctx, task)) {
    for (const target of targets) {
      const enquiry: StoredEnquiry = {
        id: newId(),
        authorizationKey: newKey(),
        quotesFetched: false,
        createdAt: nowIso(),
        lspVendorId: vendor.id,
        lspVendorName: vendor.name,
        translationTaskId: task.id,
        target,
        enquiryId: `${vendor.prefix}-ENQ-${String(ctx.store.next(`enquiry:${vendor.id}`)).padStart(6, '0')}`,
        org: task.org,
      };
      ctx.store.state.enquiries[enquiry.id] = enquiry;
      created.push(enquiry);
      const delay = QUOTE_MIN_DELAY_MS + QUOTE_SPREAD_MS * stableFraction(enquiry.id);
      ctx.scheduler.after(delay, 'quote', { enquiryId: enquiry.id, taskId: task.id });
    }
  }
  ctx.store.changed();
  return created;
}

/** Analysis totals for the language, plus estimates for documents the analysis could not read. */
function textAmounts(ctx: Ctx, task: StoredTask, target: string): Record<string, number> {
  const analysed = latestAnalysis(ctx, task.id)?.response[target];
  const result = { ...(analysed?.resultTotal ?? emptyResult()) } as Record<string, number>;
  // The contract types result members as numbers; documentId and error are the string members we add.
  const byDocument = (analysed?.resultsByDocument ?? []) as Record<string, unknown>[];
  // A document the analysis could not read adds nothing (the vendor quotes what can be translated);
  // only documents missing from the analysis altogether are estimated from their size.
  const read = new Set(byDocument.map((d) => d.documentId));
  for (const id of task.sourceDocumentIds) {
    const doc = ctx.store.state.documents[id];
    if (!doc || read.has(id)) continue;
    const words = Math.ceil(doc.length / BYTES_PER_WORD);
    result.numWordsNoMatch = (result.numWordsNoMatch ?? 0) + words;
    result.numCharactersNoMatch = (result.numCharactersNoMatch ?? 0) + words * CHARACTERS_PER_WORD;
  }
  return result;
}

function offer(ctx: Ctx, task: StoredTask, enquiry: StoredEnquiry, vendor: Vendor): StoredQuote[] {
  const amounts = textAmounts(ctx, task, enquiry.target ?? '');
  const sequence = String(ctx.store.next(`quote:${vendor.id}`)).padStart(5, '0');
  const year = new Date().getUTCFullYear();
  return vendor.alternatives.map((alternative) => ({
    id: newId(),
    state: 'OFFERED',
    number: `${vendor.prefix}-Q-${year}-${sequence}${vendor.alternatives.length > 1 ? `-${alternative.code}` : ''}`,
    ...priceQuote(vendor, alternative.rate, amounts),
    target: enquiry.target ?? '',
    createdAt: nowIso(),
    supplierName: vendor.name,
    connectorQuoteId: `${vendor.prefix.toLowerCase()}-${newId().slice(0, 12)}`,
    connectorEnquiryId: enquiry.enquiryId,
    tapQuoteEnquiryId: enquiry.id,
    translationTaskId: task.id,
    org: task.org,
    lspVendorId: vendor.id,
    alternative: alternative.code,
  }));
}

function receiveQuotes(ctx: Ctx, enquiryId: string): void {
  const enquiry = ctx.store.state.enquiries[enquiryId];
  const task = enquiry && ctx.store.state.tasks[enquiry.translationTaskId];
  const vendor = enquiry && vendorById(enquiry.lspVendorId);
  if (!enquiry || !task || !vendor || task.cancelled || enquiry.quotesFetched) return;
  // A vendor prices the analysed words: while an analysis of the task is still running, ask again shortly.
  if (byTask(ctx.store.state.analyses, task.id).some((a) => a.state === 'REQUESTED')) {
    ctx.scheduler.after(ANALYSIS_WAIT_MS, 'quote', { enquiryId: enquiry.id, taskId: task.id });
    return;
  }
  // The quotes are stored before the enquiry reads as answered, so a client that sees it answered finds them.
  const quotes = offersLanguage(vendor, enquiry.target ?? '') ? offer(ctx, task, enquiry, vendor) : [];
  for (const quote of quotes) {
    ctx.store.state.quotes[quote.id] = quote;
    task.quoteIds.push(quote.id);
  }
  enquiry.quotesFetched = true;
  ctx.store.changed();
  const stillAsking = ctx.store.state.schedule.some((a) => a.kind === 'quote' && a.payload.taskId === task.id);
  if (!stillAsking) mailQuotes(ctx, task);
}

/** One quotation email once the vendors of a round have answered. */
function mailQuotes(ctx: Ctx, task: StoredTask): void {
  const fresh = task.quoteIds.flatMap((id) => {
    const quote = ctx.store.state.quotes[id];
    return quote && quote.state === 'OFFERED' && !task.mailedQuoteIds.includes(id) ? [quote] : [];
  });
  if (fresh.length === 0) return;
  task.mailedQuoteIds.push(...fresh.map((q) => q.id));
  const lines = fresh.map(
    (q) => `- ${q.target}: ${q.supplierName} ${q.number}, ${q.price.grossAmount} ${q.price.currency} gross`,
  );
  sendMail(ctx.store, task, 'quotation', {
    subject: `New quotes for translation task ${task.id}`,
    body: `${fresh.length} new quote(s) arrived for your translation task ${task.id} (${task.source ?? ''} → ${task.target.join(', ')}):\n${lines.join('\n')}\n`,
  });
}

export function registerQuotingActions(ctx: Ctx): void {
  ctx.scheduler.on('quote', ({ enquiryId = '' }) => receiveQuotes(ctx, enquiryId));
}
