/** Locale-aware formatting built on Intl. Every helper takes the locale explicitly; `useFormatters` binds the UI language. */

const EMPTY = '—';

/**
 * Intl formatters are costly to create (a table of dates creates the same few again and again), so
 * each one is made once per locale and options and kept.
 */
const formatters = new Map<string, unknown>();
function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Items as a sentence's list in the locale ("German, French and Spanish"). */
export function formatList(
  items: readonly string[],
  locale: string,
  type: Intl.ListFormatType = 'conjunction',
): string {
  return cached('list', locale, { type }, () => new Intl.ListFormat(locale, { type })).format(items);
}

/** A decimal string's fraction as a percentage ("0.081" → "8.1 %"), exact: no float in between. */
export function formatPercentOfDecimal(fraction: string, locale: string, maximumFractionDigits = 2): string {
  const options = { style: 'percent', maximumFractionDigits } as const;
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    fraction as Intl.StringNumericLiteral,
  );
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(
  value: string | number | Date | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toDate(value);
  return date
    ? cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date)
    : String(value);
}

/** The local day of a time as `YYYY-MM-DD` (what the portal server's date filters take). */
export function localIsoDay(time: number | Date): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDate(value: string | number | Date | null | undefined, locale: string): string {
  return formatDateTime(value, locale, { dateStyle: 'medium' });
}

export function formatNumber(
  value: number | bigint | null | undefined,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (value === null || value === undefined) return EMPTY;
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Formats a money amount given as a decimal string. The string goes to Intl as it is (no `Number()`),
 * so nothing is lost on the way. Shown at the currency's minor units (2 for EUR, CHF and GBP, 0 for
 * JPY), rounded half away from zero; `exact` shows every decimal the string has (the value on hover).
 */
export function formatMoney(
  amount: string | null | undefined,
  currency: string,
  locale: string,
  { exact = false }: { exact?: boolean } = {},
): string {
  if (amount === null || amount === undefined || amount.trim() === '') return EMPTY;
  const value = amount.trim();
  if (!DECIMAL.test(value)) return `${value} ${currency}`;
  try {
    const options = exact
      ? ({ style: 'currency', currency, maximumFractionDigits: 20 } as const)
      : ({ style: 'currency', currency } as const);
    return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
      value as Intl.StringNumericLiteral,
    );
  } catch {
    // Unknown currency code: show the raw amount rather than nothing.
    return `${value} ${currency}`;
  }
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** File sizes in decimal units (1 kB = 1000 B), as file managers show them. */
export function formatBytes(bytes: number | null | undefined, locale: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return EMPTY;
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const options = {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  } as const;
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    Math.sign(bytes) * value,
  );
}

/** The language's name in the UI language (`de-CH` → "German (Switzerland)"); falls back to the code. */
export function languageName(code: string, uiLocale: string): string {
  try {
    return (
      cached(
        'language',
        uiLocale,
        undefined,
        () => new Intl.DisplayNames([uiLocale], { type: 'language', languageDisplay: 'standard', fallback: 'code' }),
      ).of(code) ?? code
    );
  } catch {
    return code;
  }
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago", "in 2 days"; `now` is injectable for tests. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  locale: string,
  now: number | Date = Date.now(),
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toDate(value);
  if (!date) return String(value);
  let delta = (date.getTime() - (now instanceof Date ? now.getTime() : now)) / 1000;
  const format = cached('relative', locale, undefined, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(delta) < size) return format.format(Math.round(delta), unit);
    delta /= size;
  }
  return format.format(Math.round(delta), 'year');
}
