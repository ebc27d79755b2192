import { detectLanguage, i18n, initI18n, LANGUAGE_STORAGE_KEY, loadTexts, setLanguage } from './i18n';

describe('detectLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectLanguage('de', ['en-US'])).toBe('de');
  });

  it('falls back to the browser languages, matching the base language', () => {
    expect(detectLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
  });

  it('ignores an unsupported saved value', () => {
    expect(detectLanguage('xx', ['en-GB'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, ['fr', 'it'])).toBe('en');
  });
});

describe('setLanguage', () => {
  afterEach(async () => {
    await setLanguage('en');
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it('switches the language, saves the choice and updates <html lang>', async () => {
    initI18n('en');
    await setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('nav.orders')).toBe('Aufträge');
  });
});

describe('namespaces loaded on demand', () => {
  afterEach(() => setLanguage('en'));

  it('loads the texts of a namespace in the language in use, and again after a switch', async () => {
    const deViewer = i18n.getResourceBundle('de', 'viewer') as object;
    const enViewer = i18n.getResourceBundle('en', 'viewer') as object;
    i18n.removeResourceBundle('de', 'viewer');
    i18n.removeResourceBundle('en', 'viewer');
    try {
      await expect(loadTexts('viewer')).resolves.toBeNull();
      expect(i18n.t('viewer:compare.location')).toBe('Location');
      await setLanguage('de');
      await i18n.loadNamespaces('viewer');
      expect(i18n.t('viewer:compare.location')).toBe('Stelle');
    } finally {
      i18n.addResourceBundle('de', 'viewer', deViewer, true, true);
      i18n.addResourceBundle('en', 'viewer', enViewer, true, true);
    }
  });
});
