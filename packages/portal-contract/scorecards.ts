/**
 * The vendor scorecards the portal server figures over its copy of the service's facts (server mode,
 * `GET /bff/reports/scorecards?from=&to=`): the #reports/scorecards report, with how many orders it rests on and
 * when the copy was last brought up to date. Prices are decimal strings.
 */
import type { ScorecardReport } from '#reports/scorecard-facts';
import { decimalStringSchema } from '#contract/common';
import { z } from '#contract/zod';

const figures = {
  orders: z.number(),
  ordersQuoted: z.number(),
  quotesReceived: z.number(),
  ordersDecided: z.number(),
  ordersWon: z.number(),
  shareWon: z.nullable(z.number()),
  medianHoursToQuote: z.nullable(z.number()),
  medianPricePerWord: z.nullable(decimalStringSchema),
  pricedOrders: z.number(),
  unratedQuotes: z.number(),
  uncountedQuotes: z.number(),
  cancellations: z.number(),
  postEditing: z.number(),
  deliveriesTimed: z.number(),
  deliveredOnTime: z.number(),
  onTimeRate: z.nullable(z.number()),
};

export const scorecardReportSchema = z.object({
  scorecards: z.array(
    z.object({
      vendorId: z.string(),
      vendorName: z.string(),
      source: z.string(),
      target: z.string(),
      orders: z.number(),
      tooFewToJudge: z.boolean(),
      figures: z.nullable(z.object({ ...figures, trend: z.array(z.object({ ...figures, month: z.string() })) })),
    }),
  ),
  pairs: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      orders: z.number(),
      medianPricePerWord: z.nullable(decimalStringSchema),
      pricedOrders: z.number(),
    }),
  ),
  reference: z.nullable(
    z.object({ currency: z.string(), rates: z.record(z.string(), z.string()), date: z.nullable(z.string()) }),
  ),
  unratedCurrencies: z.array(z.string()),
});

// The wire shape is the computation's: a change to one that the other lacks fails to compile here.
const sameShape: (report: z.output<typeof scorecardReportSchema>) => ScorecardReport = (report) => report;
void sameShape;

export const serverScorecardsSchema = z.object({
  report: scorecardReportSchema,
  /** The orders of the period in the copy. */
  orders: z.number(),
  /** The copy's last run: null while the portal server has never brought it up to date (no SYNC_* settings). */
  copy: z.nullable(z.object({ syncedAt: z.nullable(z.string()), outcome: z.string() })),
});
export type ServerScorecards = z.output<typeof serverScorecardsSchema>;
