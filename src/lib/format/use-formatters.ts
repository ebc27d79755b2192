import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatDate,
  formatDateTime,
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
  const base = uiLanguage.toLowerCase().split('-')[0];
  const own = browserLanguages.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === base && tag.includes('-'));
  if (!own) return uiLanguage;
  try {
    return Intl.getCanonicalLocales(own)[0] ?? uiLanguage;
  } catch {
    return uiLanguage;
  }
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
