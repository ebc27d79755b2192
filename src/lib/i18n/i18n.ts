/** i18next setup: bundled catalogues, language detection (saved choice → browser → English) and `<html lang>`. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCore from './locales/en/core.json';
import enTasks from './locales/en/tasks.json';
import enDocuments from './locales/en/documents.json';
import enQuotes from './locales/en/quotes.json';
import enDeliveries from './locales/en/deliveries.json';
import enAnalysis from './locales/en/analysis.json';
import enProjects from './locales/en/projects.json';
import enTags from './locales/en/tags.json';
import deCore from './locales/de/core.json';
import deTasks from './locales/de/tasks.json';
import deDocuments from './locales/de/documents.json';
import deQuotes from './locales/de/quotes.json';
import deDeliveries from './locales/de/deliveries.json';
import deAnalysis from './locales/de/analysis.json';
import deProjects from './locales/de/projects.json';
import deTags from './locales/de/tags.json';

/*
 * One catalogue file per feature and language, so features can grow their texts independently;
 * merged here into one `translation` namespace keyed by feature.
 */
const en = { ...enCore, tasks: enTasks, documents: enDocuments, quotes: enQuotes, deliveries: enDeliveries, analysis: enAnalysis, projects: enProjects, tags: enTags };
const de = { ...deCore, tasks: deTasks, documents: deDocuments, quotes: deQuotes, deliveries: deDeliveries, analysis: deAnalysis, projects: deProjects, tags: deTags };
export const catalogues = { en, de } as const;

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** A UI preference, not personal data: it lives in localStorage and survives sign-out. */
export const LANGUAGE_STORAGE_KEY = 'portal:lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps `de-AT` to `de`; unknown languages give `undefined`. */
function toSupported(tag: string | null | undefined): Language | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : undefined;
}

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function detectLanguage(
  saved: string | null = readSavedLanguage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  const fromSaved = toSupported(saved);
  if (fromSaved) return fromSaved;
  for (const tag of browserLanguages) {
    const language = toSupported(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises the shared i18next instance synchronously; safe to call more than once. */
export function initI18n(language: Language = detectLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, de: { translation: de } },
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18next.on('languageChanged', syncDocumentLanguage);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  syncDocumentLanguage(i18next.language);
  return i18next;
}

/** Switches the UI language and remembers the choice. */
export async function setLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the switch still works for this visit.
  }
  await i18next.changeLanguage(language);
}

export { i18next as i18n };
