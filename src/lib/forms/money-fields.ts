/**
 * The money fields forms share (budgets, approval rules), each with the message its form gives: the rules are the
 * contract's (#portal-contract's amounts, ISO 4217 codes, ISO dates), checked here to say so under the field.
 */
import { z } from '#contract/zod';

/** Positive, up to 12 digits and 4 decimals, as the contract takes it. */
export const AMOUNT = /^(?!0+(?:\.0+)?$)\d{1,12}(?:\.\d{1,4})?$/;

export const amountField = (message: string) => z.string().check(z.trim(), z.regex(AMOUNT, message));

/** Trimmed and upper-cased before the check: `eur ` is EUR. */
export const currencyField = (message: string) =>
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((v) => v.toUpperCase()),
    )
    .check(z.regex(/^[A-Z]{3}$/, message));

export const dateField = (message: string) => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message));
