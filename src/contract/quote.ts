import { z } from 'zod';
import { decimalStringSchema, idSchema, languageCodeSchema, timestampSchema, withIdAlias } from './common';

export const QUOTE_STATES = ['OFFERED', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const quoteStateSchema = z.enum(QUOTE_STATES);
export type QuoteState = z.infer<typeof quoteStateSchema>;

export const priceSchema = z.object({
  netAmount: decimalStringSchema,
  vatPercentage: decimalStringSchema,
  currency: z.string().length(3),
  totalDiscountPercent: decimalStringSchema.optional(),
  vatAmount: decimalStringSchema,
  grossAmount: decimalStringSchema,
});
export type Price = z.output<typeof priceSchema>;

export const textAmountSchema = z.object({
  type: z.string(),
  amount: z.number(),
  discountedAmount: z.number(),
});

export const quoteSchema = z.preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    state: z.string(),
    number: z.string(),
    price: priceSchema,
    target: languageCodeSchema,
    textAmount: textAmountSchema,
    createdAt: timestampSchema,
    orderNumber: z.string().optional(),
    supplierName: z.string(),
    connectorQuoteId: z.string().optional(),
    connectorEnquiryId: z.string().optional(),
    tapQuoteEnquiryId: z.string().optional(),
    translationTaskId: idSchema,
  }),
);
export type Quote = z.output<typeof quoteSchema>;
export const quoteListSchema = z.array(quoteSchema);

export const quotePatchSchema = z.object({ state: z.enum(['ACCEPTED', 'REJECTED', 'CANCELLED']) }).strict();
export type QuotePatch = z.infer<typeof quotePatchSchema>;

export const quoteEnquirySchema = z.preprocess(
  withIdAlias,
  z.object({
    id: idSchema,
    authorizationKey: z.string().optional(),
    quotesFetched: z.boolean().default(false),
    createdAt: timestampSchema,
    lspVendorId: z.string(),
    lspVendorName: z.string().optional(),
    translationTaskId: idSchema,
    /** Missing in some responses (documented). */
    target: languageCodeSchema.optional(),
    enquiryId: z.string().optional(),
  }),
);
export type QuoteEnquiry = z.output<typeof quoteEnquirySchema>;
export const quoteEnquiryListSchema = z.array(quoteEnquirySchema);
