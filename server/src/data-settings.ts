/**
 * The settings of what server mode keeps, compares and sends: its database, the reference currency and exchange
 * rates, the SMTP server of its e-mails.
 */
import path from 'node:path';
import type { DatabaseSettings } from './db/database';
import { KEPT_DEFAULT } from './db/kept-statements';

export interface MoneySettings {
  referenceCurrency: string | undefined;
  /** How much of each currency one unit of the reference currency buys (decimal strings), and the rates' date. */
  exchangeRates: { date: string; rates: Record<string, string> } | undefined;
}

/**
 * DATABASE_URL (postgres://…), or PGlite in DATABASE_DIR (default data/portal-db); DATABASE_POOL_SIZE;
 * DATABASE_PREPARED_STATEMENTS (what each PostgreSQL connection keeps prepared, 0 for none).
 */
export function databaseSettings(
  value: (name: string) => string | undefined,
  atLeastOne: (name: string, fallback: number) => number,
  problems: string[],
  root: string,
): DatabaseSettings {
  const url = value('DATABASE_URL');
  if (url !== undefined && !/^postgres(?:ql)?:\/\//.test(url))
    problems.push('DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database');
  const dir = value('DATABASE_DIR') ?? path.join(root, 'data', 'portal-db');
  const prepared = value('DATABASE_PREPARED_STATEMENTS');
  if (prepared !== undefined && !/^\d+$/.test(prepared))
    problems.push(`DATABASE_PREPARED_STATEMENTS must be a whole number, 0 for none (got "${prepared}")`);
  return {
    url,
    dir: dir === ':memory:' ? dir : path.resolve(root, dir),
    poolSize: atLeastOne('DATABASE_POOL_SIZE', 10),
    preparedStatements: prepared !== undefined && /^\d+$/.test(prepared) ? Number(prepared) : KEPT_DEFAULT,
  };
}

const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^(?!0+(\.0+)?$)\d+(\.\d+)?$/;

/**
 * REFERENCE_CURRENCY (`EUR`), EXCHANGE_RATES (`GBP=0.8402,CHF=0.9312`: what one unit of the reference
 * currency buys, as the ECB publishes it) and EXCHANGE_RATES_DATE (`2026-11-20`, required with rates).
 */
export function moneySettings(value: (name: string) => string | undefined, problems: string[]): MoneySettings {
  const referenceCurrency = value('REFERENCE_CURRENCY');
  if (referenceCurrency !== undefined && !CURRENCY.test(referenceCurrency))
    problems.push(`REFERENCE_CURRENCY must be an ISO 4217 code such as EUR (got "${referenceCurrency}")`);
  const list = value('EXCHANGE_RATES');
  const date = value('EXCHANGE_RATES_DATE');
  if (list === undefined) return { referenceCurrency, exchangeRates: undefined };
  const rates: Record<string, string> = {};
  for (const entry of list.split(',')) {
    const [code = '', rate = ''] = entry.split('=').map((part) => part.trim());
    if (CURRENCY.test(code) && RATE.test(rate)) rates[code] = rate;
    else problems.push(`EXCHANGE_RATES must list CODE=rate pairs such as GBP=0.8402 (got "${entry.trim()}")`);
  }
  if (referenceCurrency === undefined) problems.push('EXCHANGE_RATES needs REFERENCE_CURRENCY');
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    problems.push(`EXCHANGE_RATES_DATE must be the rates' date, e.g. 2026-11-20 (got "${date ?? ''}")`);
  return { referenceCurrency, exchangeRates: { date: date ?? '', rates } };
}

export interface MailSettings {
  /** smtp://user:password@host:587 or smtps://host:465; none: the e-mails wait in the outbox. */
  smtpUrl: string | undefined;
  from: string;
}

/** SMTP_URL and MAIL_FROM. */
export function mailSettings(value: (name: string) => string | undefined, problems: string[]): MailSettings {
  const smtpUrl = value('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    problems.push('SMTP_URL must be an SMTP URL, smtp://user:password@host:587 or smtps://host:465');
  return { smtpUrl, from: value('MAIL_FROM') ?? 'Translation Portal <portal@localhost>' };
}
