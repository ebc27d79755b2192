/**
 * The approval rules page's form schemas, with translated messages (the one validation policy of lib/forms): each
 * field says what is wrong with it. What is sent is parsed again by the contract's schemas
 * (#portal-contract/approvals), which the portal server applies too.
 */
import { z } from '#contract/zod';
import { MAX_EXPIRY_HOURS, type Band, type Rate, type RuleSet, type RuleSetInput } from '#portal-contract/approvals';
import { duplicateIndexes } from '#portal/lib/forms/duplicates.ts';
import { AMOUNT, amountField, currencyField, dateField } from '#portal/lib/forms/money-fields.ts';
import type { FormSchema, SchemaT } from '#portal/lib/forms/use-schema-form.ts';

export const MAX_APPROVERS = 5;
export const MAX_BANDS = 8;

const currency = (t: SchemaT) => currencyField(t('approvals:form.currencyInvalid'));
const whole = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

export interface BandValues {
  /** Ignored for the last band, which is open-ended. */
  upTo: string;
  approvers: number | '';
}
export interface RulesValues {
  referenceCurrency: string;
  expiresAfterHours: number | '';
  bands: BandValues[];
}

export const rulesValuesOf = (rules: RuleSet): RulesValues => ({
  referenceCurrency: rules.referenceCurrency,
  expiresAfterHours: rules.expiresAfterHours,
  bands: rules.bands.map((b) => ({ upTo: b.upTo ?? '', approvers: b.approvers })),
});

/**
 * The bands' order is checked even when another field is not valid (an empty number field is, for zod, a value of
 * the wrong type, after which refinements are skipped): every message shows at the first Save.
 */
const everyBand = {
  when: ({ value }: { value: unknown }) => Array.isArray((value as Partial<RulesValues> | undefined)?.bands),
};

export const rulesForm: FormSchema<RulesValues> = (t) => {
  const approvers = whole(0, MAX_APPROVERS, t('approvals:form.approversRange', { max: MAX_APPROVERS }));
  return z
    .object({
      referenceCurrency: currency(t),
      expiresAfterHours: whole(1, MAX_EXPIRY_HOURS, t('approvals:form.expiryRange', { max: MAX_EXPIRY_HOURS })),
      bands: z.array(z.object({ upTo: z.string(), approvers })).check(z.minLength(1), z.maxLength(MAX_BANDS)),
    })
    .check(
      z.superRefine((values, ctx) => {
        let below: number | null = null;
        values.bands.forEach((band, i) => {
          if (i === values.bands.length - 1) return;
          const path = ['bands', i, 'upTo'];
          if (!AMOUNT.test(band.upTo.trim())) {
            ctx.addIssue({ code: 'custom', path, message: t('approvals:form.amountInvalid') });
            return;
          }
          const upTo = Number(band.upTo.trim());
          if (below !== null && upTo <= below)
            ctx.addIssue({ code: 'custom', path, message: t('approvals:form.bandsRise') });
          below = upTo;
        });
      }, everyBand),
    );
};

/** What a valid form sends: the last band open-ended. */
export function ruleSetInputOf(values: RulesValues, projectId: string | null): RuleSetInput {
  const bands: Band[] = values.bands.map((b, i) => ({
    upTo: i === values.bands.length - 1 ? null : b.upTo.trim(),
    approvers: Number(b.approvers),
  }));
  return {
    projectId,
    referenceCurrency: values.referenceCurrency.trim().toUpperCase(),
    expiresAfterHours: Number(values.expiresAfterHours),
    bands,
  };
}

export interface RateValues {
  currency: string;
  rate: string;
  date: string;
}
export interface RatesValues {
  rates: RateValues[];
}

export const ratesForm: FormSchema<RatesValues> = (t) =>
  z
    .object({
      rates: z.array(
        z.object({
          currency: currency(t),
          rate: amountField(t('approvals:form.rateInvalid')),
          date: dateField(t('approvals:form.dateInvalid')),
        }),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        const key = (r: RateValues) => (r.currency.trim() === '' ? '' : `${r.currency.trim().toUpperCase()} ${r.date}`);
        for (const i of duplicateIndexes(values.rates, key))
          ctx.addIssue({ code: 'custom', path: ['rates', i, 'date'], message: t('approvals:form.rateTwice') });
      }),
    );

/** What a valid form sends. */
export const ratesOf = (values: RatesValues): Rate[] =>
  values.rates.map((r) => ({ currency: r.currency.trim().toUpperCase(), rate: r.rate.trim(), date: r.date }));
