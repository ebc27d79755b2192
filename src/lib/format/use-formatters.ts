import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatList,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  languageName,
} from './format';

/**
 * The locale for numbers and dates: the user's own browser locale when it is in the UI language
 * (`en-GB` gives 29/11/2026 under an English UI), otherwise the UI language itself.
 */
export function formattingLocale(
  uiLanguage: string,
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  // Every component with formatters asks on every render: the answer is kept (Intl.getCanonicalLocales is slow).
  const key = `${uiLanguage}|${browserLanguages.join(',')}`;
  let locale = locales.get(key);
  if (locale === undefined) locales.set(key, (locale = ownLocale(uiLanguage, browserLanguages)));
  return locale;
}

const locales = new Map<string, string>();

function ownLocale(uiLanguage: string, browserLanguages: readonly string[]): string {
  const base = uiLanguage.toLowerCase().split('-')[0];
  const own = browserLanguages.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === base && tag.includes('-'));
  if (!own) return uiLanguage;
  try {
    return Intl.getCanonicalLocales(own)[0] ?? uiLanguage;
  } catch {
    return uiLanguage;
  }
}

/**
 * Makes the Intl objects nearly every page uses for the UI language: the first of each loads ICU's tables for the
 * locale (the names of languages alone: 54 ms on a phone's CPU, in the order page's first render of its title).
 * main.tsx calls it while the configuration and the texts are on their way, when the main thread has nothing to do.
 */
export function warmFormatters(uiLanguage: string) {
  const locale = formattingLocale(uiLanguage);
  languageName('en', locale);
  formatDateTime(0, locale);
  formatDate(0, locale);
  formatNumber(0, locale);
  formatList([], locale);
}

/** The format helpers bound to the current UI language and the user's regional settings. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = formattingLocale(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      locale,
      dateTime: (value: Parameters<typeof formatDateTime>[0], options?: Intl.DateTimeFormatOptions) =>
        formatDateTime(value, locale, options),
      date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, locale),
      number: (value: Parameters<typeof formatNumber>[0], options?: Intl.NumberFormatOptions) =>
        formatNumber(value, locale, options),
      /** At the currency's minor units: what a page shows. */
      money: (amount: string | null | undefined, currency: string) => formatMoney(amount, currency, locale),
      /** Every decimal of the amount: the value behind a rounded one. */
      exactMoney: (amount: string | null | undefined, currency: string) =>
        formatMoney(amount, currency, locale, { exact: true }),
      bytes: (bytes: number | null | undefined) => formatBytes(bytes, locale),
      languageName: (code: string) => languageName(code, locale),
      relativeTime: (value: Parameters<typeof formatRelativeTime>[0], now?: number | Date) =>
        formatRelativeTime(value, locale, now),
    }),
    [locale],
  );
}

export type Formatters = ReturnType<typeof useFormatters>;
