import { formatDateTime } from './format';
import { formattingLocale } from './use-formatters';

describe('formattingLocale', () => {
  it('uses the browser locale when it is in the UI language', () => {
    expect(formattingLocale('en', ['en-GB', 'de-DE'])).toBe('en-GB');
    expect(formattingLocale('de', ['en-GB', 'de-AT'])).toBe('de-AT');
  });

  it('falls back to the UI language when the browser has no regional variant of it', () => {
    expect(formattingLocale('de', ['en-GB', 'fr-FR'])).toBe('de');
    expect(formattingLocale('en', ['en'])).toBe('en');
  });

  it('ignores malformed browser tags', () => {
    expect(formattingLocale('en', ['en-!!'])).toBe('en');
  });

  it('gives British dates to a British English user', () => {
    const date = new Date(Date.UTC(2026, 10, 29, 9, 30));
    expect(
      formatDateTime(date, formattingLocale('en', ['en-GB']), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
    ).toMatch(/^29 Nov 2026/);
  });
});
