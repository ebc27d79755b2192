import { detectLanguage, i18n, initI18n, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';

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
