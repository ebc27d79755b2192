/**
 * The budget page's form schemas, with translated messages (the one validation policy of lib/forms). What is
 * sent is parsed again by the contract's schemas, which the portal server applies too.
 */
import type { TFunction } from 'i18next';
import { z } from '#contract/zod';
import { amountField, currencyField, dateField } from '#portal/lib/forms/money-fields.ts';
import type { FormSchema } from '#portal/lib/forms/use-schema-form.ts';

const required = (t: TFunction, max: number) =>
  z.string().check(z.trim(), z.minLength(1, t('budgetForm.required')), z.maxLength(max));
const amount = (t: TFunction) => amountField(t('budgetForm.amountInvalid'));
const currency = (t: TFunction) => currencyField(t('budgetForm.currencyInvalid'));
const date = (t: TFunction) => dateField(t('budgetForm.dateInvalid'));

export interface CostCentreValues {
  code: string;
  name: string;
  owner: string;
}
export const costCentreForm: FormSchema<CostCentreValues> = (t) =>
  z.object({ code: required(t, 32), name: required(t, 120), owner: required(t, 120) });

export interface PurchaseOrderValues {
  number: string;
  amount: string;
  currency: string;
  validFrom: string;
  validTo: string;
  costCentreId: string;
}
export const purchaseOrderForm: FormSchema<PurchaseOrderValues> = (t) =>
  z
    .object({
      number: required(t, 64),
      amount: amount(t),
      currency: currency(t),
      validFrom: date(t),
      validTo: date(t),
      costCentreId: z.string(),
    })
    .check(
      z.refine((v) => v.validTo >= v.validFrom, {
        message: t('budgetForm.toBeforeFrom'),
        path: ['validTo'],
      }),
    );

export interface BudgetValues {
  name: string;
  scope: 'project' | 'costCentre';
  target: string;
  period: 'month' | 'quarter' | 'year';
  startsOn: string;
  amount: string;
  currency: string;
  hard: boolean;
}
export const budgetForm: FormSchema<BudgetValues> = (t) =>
  z.object({
    name: required(t, 120),
    scope: z.enum(['project', 'costCentre']),
    target: required(t, 200),
    period: z.enum(['month', 'quarter', 'year']),
    startsOn: date(t),
    amount: amount(t),
    currency: currency(t),
    hard: z.boolean(),
  });
