/**
 * Why a decision was taken: a short list per kind of decision, and free text. The service gets only the state
 * change; the portal server keeps the reason in its audit trail (and shows a declined request's to the orderer).
 */
import { z } from '#contract/zod';

export const REASON_CODES = {
  /** Rejecting an offered quote. */
  rejectQuote: ['price', 'deadline', 'vendor', 'scope', 'other'],
  /** Cancelling an accepted quote (one language of the order). */
  cancelQuote: ['not-needed', 'wrong-documents', 'deadline', 'vendor', 'other'],
  /** Cancelling an order. */
  cancelOrder: ['not-needed', 'wrong-documents', 'duplicate', 'price', 'other'],
  /** Declining a request for approval. */
  declineApproval: ['over-budget', 'no-purchase-order', 'vendor', 'not-needed', 'other'],
} as const;
export type ReasonKind = keyof typeof REASON_CODES;
export type ReasonCode = (typeof REASON_CODES)[ReasonKind][number];

export const REASON_TEXT_MAX = 500;

const ALL_CODES = [...new Set(Object.values(REASON_CODES).flat())] as [ReasonCode, ...ReasonCode[]];

/** A reason: a code of the list; text is required with `other`. */
export const reasonSchema = z
  .object({
    code: z.enum(ALL_CODES),
    text: z._default(z.string().check(z.trim(), z.maxLength(REASON_TEXT_MAX)), ''),
  })
  .check(
    z.refine((reason) => reason.code !== 'other' || reason.text !== '', {
      message: 'Say why in a few words',
      path: ['text'],
    }),
  );
export type Reason = z.output<typeof reasonSchema>;

/** Whether `code` is one of the list of `kind`. */
export function reasonFits(kind: ReasonKind, code: string): boolean {
  return (REASON_CODES[kind] as readonly string[]).includes(code);
}
