/** Arranges a task's quotes and enquiries for comparison: per target language. */
import type { Quote, QuoteEnquiry } from '#contract/quote';

/** The id of a language's quotes heading: the order page's "needs your decision" links jump there. */
export function quotesHeadingId(target: string): string {
  return `quotes-${target.replace(/[^A-Za-z0-9-]/g, '_')}`;
}

/** Target languages to show: the task's own first, then any other language a quote or enquiry names. */
export function languagesToShow(
  taskTargets: readonly string[],
  quotes: readonly Quote[],
  enquiries: readonly QuoteEnquiry[],
): string[] {
  const languages = [...taskTargets];
  for (const code of [...quotes.map((q) => q.target), ...enquiries.flatMap((e) => (e.target ? [e.target] : []))]) {
    if (!languages.includes(code)) languages.push(code);
  }
  return languages;
}

/** Enquiries that concern a language; an enquiry without `target` (documented variant) concerns every language. */
export function enquiriesFor(target: string, enquiries: readonly QuoteEnquiry[]): QuoteEnquiry[] {
  return enquiries.filter((e) => e.target === undefined || e.target === target);
}

export function quotesFor(target: string, quotes: readonly Quote[]): Quote[] {
  return quotes.filter((q) => q.target === target);
}
