import * as format from './format';

// Intl output uses narrow/non-breaking spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it("shows the currency's minor units, rounded half up from the exact string", () => {
    expect(plain(format.formatMoney('77.675', 'EUR', 'en'))).toBe('€77.68');
    expect(plain(format.formatMoney('77.675', 'EUR', 'de-DE'))).toBe('77,68 €');
    expect(plain(format.formatMoney('1127.799', 'CHF', 'de-DE'))).toBe('1.127,80 CHF');
    expect(plain(format.formatMoney('103.307', 'EUR', 'en'))).toBe('€103.31');
    expect(plain(format.formatMoney('12.5', 'EUR', 'en'))).toBe('€12.50');
    expect(plain(format.formatMoney('-3', 'USD', 'en'))).toBe('-$3.00');
  });

  it('shows whole yen: JPY has no minor unit', () => {
    expect(plain(format.formatMoney('12345.6', 'JPY', 'en'))).toBe('¥12,346');
    expect(plain(format.formatMoney('12345.6', 'JPY', 'de-DE'))).toBe('12.346 ¥');
  });

  it('shows every decimal of the string when asked for the exact value', () => {
    expect(plain(format.formatMoney('77.675', 'EUR', 'en', { exact: true }))).toBe('€77.675');
    expect(plain(format.formatMoney('77.675', 'EUR', 'de-DE', { exact: true }))).toBe('77,675 €');
    expect(plain(format.formatMoney('1234.5678', 'EUR', 'de-DE', { exact: true }))).toBe('1.234,5678 €');
    expect(plain(format.formatMoney('12.5', 'EUR', 'en', { exact: true }))).toBe('€12.50');
  });

  it('does not lose precision on large amounts', () => {
    expect(plain(format.formatMoney('90071992547409.9999', 'EUR', 'en', { exact: true }))).toBe(
      '€90,071,992,547,409.9999',
    );
    expect(plain(format.formatMoney('90071992547409.995', 'EUR', 'en'))).toBe('€90,071,992,547,410.00');
  });

  it('falls back to the raw text when the value or currency is unusable', () => {
    expect(format.formatMoney('abc', 'EUR', 'en')).toBe('abc EUR');
    expect(format.formatMoney('1.5', 'NOPE', 'en')).toBe('1.5 NOPE');
    expect(format.formatMoney(null, 'EUR', 'en')).toBe('—');
  });
});

describe('dates and numbers', () => {
  const iso = '2025-03-04T13:05:00Z';

  it('formats dates in German', () => {
    expect(format.formatDate(iso, 'de-DE')).toBe('04.03.2025');
    expect(format.formatDateTime(iso, 'de-DE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' })).toBe(
      '04.03.25, 13:05',
    );
  });

  it('formats dates in English', () => {
    expect(format.formatDate(iso, 'en')).toBe('Mar 4, 2025');
  });

  it('shows a dash for missing values and the input for unparseable ones', () => {
    expect(format.formatDateTime(undefined, 'en')).toBe('—');
    expect(format.formatDateTime('yesterday-ish', 'en')).toBe('yesterday-ish');
  });

  it('formats numbers per locale', () => {
    expect(format.formatNumber(1234567.891, 'de-DE')).toBe('1.234.567,891');
    expect(format.formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
  });
});

describe('formatBytes', () => {
  it('picks a readable unit', () => {
    expect(plain(format.formatBytes(512, 'en'))).toBe('512 byte');
    expect(plain(format.formatBytes(1_500_000, 'en'))).toBe('1.5 MB');
    expect(plain(format.formatBytes(1_500_000, 'de-DE'))).toBe('1,5 MB');
    expect(plain(format.formatBytes(2 * 1000 ** 3, 'en'))).toBe('2 GB');
  });
});

describe('languageName', () => {
  it('names languages in the UI language', () => {
    expect(format.languageName('de-DE', 'en')).toBe('German (Germany)');
    expect(format.languageName('fr', 'de')).toBe('Französisch');
  });

  it('falls back to the code', () => {
    expect(format.languageName('not a code', 'en')).toBe('not a code');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-03-04T12:00:00Z');

  it('says how long ago', () => {
    expect(format.formatRelativeTime('2025-03-04T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(format.formatRelativeTime('2025-03-03T12:00:00Z', 'de', now)).toBe('gestern');
    expect(format.formatRelativeTime('2025-03-06T12:00:00Z', 'en', now)).toBe('in 2 days');
  });
});

describe('lists and percentages', () => {
  it('joins items as a sentence does, in each language', () => {
    expect(format.formatList(['German', 'French', 'Spanish'], 'en')).toBe('German, French, and Spanish');
    expect(format.formatList(['Deutsch', 'Französisch'], 'de')).toBe('Deutsch und Französisch');
    expect(format.formatList(['Deutsch', 'Französisch'], 'de', 'disjunction')).toBe('Deutsch oder Französisch');
  });

  it('shows a decimal fraction as a percentage without rounding it through a float', () => {
    expect(plain(format.formatPercentOfDecimal('0.081', 'en'))).toBe('8.1%');
    expect(plain(format.formatPercentOfDecimal('0.12345', 'de'))).toBe('12,35 %');
  });
});
