/** i18next setup: catalogues loaded per language, language detection (saved choice → browser → English) and `<html lang>`. */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { catalogue as enCatalogue } from './catalogue-en';
import type approvalsCatalogue from './locales/en/approvals.json';
import type reviewsCatalogue from './locales/en/reviews.json';
import type projectsCatalogue from './locales/en/projects.json';
import type budgetsCatalogue from './locales/en/budgets.json';
import type reportsCatalogue from './locales/en/reports.json';
import type viewerCatalogue from './locales/en/viewer.json';

/*
 * Only the language in use is loaded: each catalogue is its own chunk (see catalogue-en.ts), fetched
 * before the first render and on a language switch, so the entry script carries no texts.
 */
export type Catalogue = typeof enCatalogue;

const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./catalogue-en').then((m) => m.catalogue),
  de: () => import('./catalogue-de').then((m) => m.catalogue),
};

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** A UI preference, not personal data: it lives in localStorage and survives sign-out. */
export const LANGUAGE_STORAGE_KEY = 'portal:lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Catalogue;
      viewer: typeof viewerCatalogue;
      reports: typeof reportsCatalogue;
      approvals: typeof approvalsCatalogue;
      reviews: typeof reviewsCatalogue;
      projects: typeof projectsCatalogue;
      budgets: typeof budgetsCatalogue;
    };
  }
}

/*
 * Texts that only pages opened later need live in namespaces of their own, a chunk per language each,
 * loaded when a component asks for them: `useTranslation(['translation', 'viewer'])` suspends until
 * they are there, and a language switch loads them in the new language. `viewer`: showing and
 * comparing documents (preview, compare view, unreadable files, the new order's file warnings).
 * `reports`: what the orders list exports (the CSV's headers) and the cost of the selected orders.
 * `approvals`: server mode's approvals, rules, substitutes and audit trail, and the reasons of decisions.
 * `reviews`: server mode's quality reviews (issues, MQM score, verdict) in the compare view and on the order.
 * `projects`: the projects' pages and their settings (not needed by the orders list, the first page).
 * `budgets`: server mode's purchase orders, cost centres and budgets, and what the order form and quotes show of them.
 */
const namespaceLoaders = {
  viewer: {
    en: () => import('./locales/en/viewer.json').then((m): ResourceKey => m.default),
    de: () => import('./locales/de/viewer.json').then((m): ResourceKey => m.default),
  },
  reports: {
    en: () => import('./locales/en/reports.json').then((m): ResourceKey => m.default),
    de: () => import('./locales/de/reports.json').then((m): ResourceKey => m.default),
  },
  approvals: {
    en: () => import('./locales/en/approvals.json').then((m): ResourceKey => m.default),
    de: () => import('./locales/de/approvals.json').then((m): ResourceKey => m.default),
  },
  reviews: {
    en: () => import('./locales/en/reviews.json').then((m): ResourceKey => m.default),
    de: () => import('./locales/de/reviews.json').then((m): ResourceKey => m.default),
  },
  projects: {
    en: () => import('./locales/en/projects.json').then((m): ResourceKey => m.default),
    de: () => import('./locales/de/projects.json').then((m): ResourceKey => m.default),
  },
  budgets: {
    en: () => import('./locales/en/budgets.json').then((m): ResourceKey => m.default),
    de: () => import('./locales/de/budgets.json').then((m): ResourceKey => m.default),
  },
} satisfies Record<string, Record<Language, () => Promise<ResourceKey>>>;

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loaders: Partial<Record<string, Record<Language, () => Promise<ResourceKey>>>> = namespaceLoaders;
    const load = isSupportedLanguage(language) ? loaders[namespace]?.[language] : undefined;
    // The main catalogue comes with startI18n and setLanguage, never from here.
    if (!load) return callback(null, false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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

/**
 * Initialises the shared i18next instance synchronously with the catalogues given (tests pass both);
 * safe to call more than once.
 */
export function initI18n(language: Language = detectLanguage(), catalogues: Partial<Record<Language, Catalogue>> = {}) {
  if (!i18next.isInitialized) {
    void i18next
      .use(lazyNamespaces)
      .use(initReactI18next)
      .init({
        resources: Object.fromEntries(Object.entries(catalogues).map(([code, translation]) => [code, { translation }])),
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        partialBundledLanguages: true,
        initAsync: false,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    i18next.on('languageChanged', syncDocumentLanguage);
  } else {
    for (const [code, catalogue] of Object.entries(catalogues)) {
      i18next.addResourceBundle(code, 'translation', catalogue, true, true);
    }
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }
  syncDocumentLanguage(i18next.language);
  return i18next;
}

/** Makes sure the catalogue of `language` is loaded. */
async function ensureCatalogue(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language](), true, true);
}

/**
 * Start-up: detects the language and loads its catalogue before the first render. A catalogue that
 * fails to load falls back to English, whose chunk is then tried too.
 */
export async function startI18n(language: Language = detectLanguage()) {
  try {
    return initI18n(language, { [language]: await loaders[language]() });
  } catch (error) {
    if (language === FALLBACK_LANGUAGE) throw error;
    return initI18n(FALLBACK_LANGUAGE, { [FALLBACK_LANGUAGE]: await loaders[FALLBACK_LANGUAGE]() });
  }
}

/** Switches the UI language and remembers the choice. */
export async function setLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the switch still works for this visit.
  }
  await ensureCatalogue(language);
  await i18next.changeLanguage(language);
}

/**
 * A route loader for a page whose texts are a namespace of their own: the page renders once they are
 * there (complete, and its heading can take the focus). Resolves to no data.
 */
export async function loadTexts(
  namespace: keyof typeof namespaceLoaders | readonly (keyof typeof namespaceLoaders)[],
): Promise<null> {
  await i18next.loadNamespaces(typeof namespace === 'string' ? namespace : [...namespace]);
  return null;
}

export { i18next as i18n };
