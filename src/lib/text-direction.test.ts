import { textDirection } from './text-direction';

describe('textDirection', () => {
  it('knows right-to-left languages, with and without a region or script', () => {
    for (const code of ['ar', 'ar-SA', 'he-IL', 'fa-IR', 'ur-PK', 'yi']) expect(textDirection(code)).toBe('rtl');
    for (const code of ['en-US', 'de-DE', 'ja-JP', 'zh-Hans-CN', 'az-Latn-AZ']) expect(textDirection(code)).toBe('ltr');
  });

  it('follows the script where one is given', () => {
    expect(textDirection('pa-Arab-PK')).toBe('rtl');
    expect(textDirection('ku-Latn-TR')).toBe('ltr');
  });

  it('falls back to left to right for what it cannot read', () => {
    expect(textDirection(null)).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
    expect(textDirection('not a language!')).toBe('ltr');
  });
});
