import { preprocess, z } from './zod';
import { decimalStringSchema, idSchema, languageCodeSchema, timestampSchema, withIdAlias } from './common';

export const QUOTE_STATES = ['OFFERED', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const quoteStateSchema = z.enum(QUOTE_STATES);
export type QuoteState = z.infer<typeof quoteStateSchema>;

export const priceSchema = z.object({
  netAmount: decimalStringSchema,
  vatPercentage: decimalStringSchema,
  currency: z.string().check(z.length(3)),
  totalDiscountPercent: z.optional(decimalStringSchema),
  vatAmount: decimalStringSchema,
  grossAmount: decimalStringSchema,
});
export type Price = z.output<typeof priceSchema>;

export const textAmountSchema = z.object({
  type: z.string(),
  amount: z.number(),
  discountedAmount: z.number(),
});

export const quoteSchema = preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    state: z.string(),
    number: z.string(),
    price: priceSchema,
    target: languageCodeSchema,
    textAmount: textAmountSchema,
    createdAt: timestampSchema,
    orderNumber: z.optional(z.string()),
    supplierName: z.string(),
    connectorQuoteId: z.optional(z.string()),
    connectorEnquiryId: z.optional(z.string()),
    tapQuoteEnquiryId: z.optional(z.string()),
    translationTaskId: idSchema,
  }),
);
export type Quote = z.output<typeof quoteSchema>;
export const quoteListSchema = z.array(quoteSchema);

/**
 * GET /translationTasks/{id}/acceptedQuotes: documented as the task's quotes in state ACCEPTED. What else
 * such a list may carry is dropped here (a quote cancelled since, a state in another case), so callers
 * count only accepted quotes. `orderNumber` stays optional: the vendor sets it after the acceptance.
 */
export const acceptedQuoteListSchema = z.pipe(
  quoteListSchema,
  z.transform((quotes) => quotes.filter((quote) => quote.state.toUpperCase() === 'ACCEPTED')),
);

export const quotePatchSchema = z.strictObject({ state: z.enum(['ACCEPTED', 'REJECTED', 'CANCELLED']) });
export type QuotePatch = z.infer<typeof quotePatchSchema>;

export const quoteEnquirySchema = preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    authorizationKey: z.optional(z.string()),
    quotesFetched: z._default(z.boolean(), false),
    createdAt: timestampSchema,
    lspVendorId: z.string(),
    lspVendorName: z.optional(z.string()),
    translationTaskId: idSchema,
    /** Missing in some responses (documented). */
    target: z.optional(languageCodeSchema),
    enquiryId: z.optional(z.string()),
  }),
);
export type QuoteEnquiry = z.output<typeof quoteEnquirySchema>;
export const quoteEnquiryListSchema = z.array(quoteEnquirySchema);
