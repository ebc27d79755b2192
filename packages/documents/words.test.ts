/**
 * Word counts as the industry counts them for quotes. The conventions, and who follows them:
 * - GMX-V (LISA's Global Information Management Metrics eXchange – Volume, the standard for word counts):
 *   words are what white space separates; for scripts written without spaces the count is of characters
 *   (Chinese, Japanese) or of the words a language-aware segmenter finds; inline markup is not counted.
 * - SDL Trados Studio and memoQ: a number with its separators (`1,000`, `1.000,50`, `3.14`), a time,
 *   a URL and an e-mail address are one word; a hyphenated compound (`e-mail`, `COVID-19`) and an elided
 *   article (`l'homme`) are one word; a slash separates (`and/or` is two); each Chinese or Japanese
 *   character is a word; Korean, written with spaces, is counted by its spaces like English.
 * - Okapi (Rainbow's word count step, the filters this layer follows) splits words with ICU's word
 *   break iterator, whose dictionaries find the words of Thai, Lao, Khmer and Myanmar text; here that
 *   is `Intl.Segmenter`, the same ICU in the browser and in Node.
 * Tags, placeholders and printf codes are placeables, counted apart (`countPlaceables`).
 */
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractDocument } from './registry';
import { corpusFile } from './testing/corpus.harness';
import { entriesOf, zipOf } from './testing/hostile-zip.harness';
import { countedText, countPlaceables, countUnitWords, countWords } from './words';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

/** [text, expected words, convention] */
const CASES: [string, number, string][] = [
  ['The quick brown fox.', 4, 'GMX-V: words are separated by white space; punctuation is not a word'],
  ['Save {0} files in 3 days.', 5, 'placeholders are placeables; a bare number is a word (Trados, memoQ)'],
  ['Click <b>Save</b> now', 3, 'inline tags are placeables, not words (GMX-V, Trados)'],
  ['%1$s of %d items', 2, 'printf codes are placeables'],
  ['1,000 people', 2, 'a number with a thousands separator is one word (Trados, memoQ)'],
  ['It costs $1,234.56 today.', 4, 'a currency amount is one word; the symbol is part of it (Trados, memoQ)'],
  ['1.000,50 €', 1, 'a German-style amount is one word; a currency sign alone is not a word'],
  [`1${NBSP}000${NBSP}000 habitants`, 2, 'a number grouped with no-break spaces is one word (French style)'],
  [`12${NNBSP}345,67 €`, 1, 'a number grouped with narrow no-break spaces is one word'],
  ["CHF 1'250.–", 2, 'the Swiss apostrophe groups digits: one word, plus the code CHF'],
  ['−5 °C or +5', 4, 'a signed number is one word; the degree sign is not a word, the unit is'],
  ['50% off', 2, 'a percentage is one word'],
  ['3.14159 is pi', 3, 'a decimal number is one word'],
  ['Meet at 10:30 or 10:30:15.', 5, 'a time is one word (Trados, memoQ)'],
  [
    'See https://example.com/path?q=1&r=2. Then',
    3,
    'a URL is one word; the full stop after it is not part of it (Trados, memoQ)',
  ],
  ['Go to www.example.org now', 4, 'a URL without scheme is one word'],
  ['Write to anna.berg@example.co.uk today', 4, 'an e-mail address is one word (Trados, memoQ)'],
  ['e-mail and COVID-19', 3, 'a hyphenated compound is one word (Trados, memoQ)'],
  ['pages 10-12', 2, 'a hyphenated range is one word, like a compound'],
  ['version v2.1.3', 2, 'a version string is one word'],
  ["l'homme et l’enfant", 3, 'an elided article with its word is one word (Trados)'],
  ['and/or', 2, 'a slash separates words (Trados, memoQ)'],
  ['Windows 10.', 2, 'a number at the end of a sentence is a word without its full stop'],
  ['abc123 3D', 2, 'letters and digits together are one word'],
  ['日本語の文書', 6, 'Japanese: one word per character (Trados, memoQ; GMX-V counts characters)'],
  ['中文文本', 4, 'Chinese: one word per character'],
  ['リーダーシップに係る', 10, 'katakana and hiragana: one word per character, the long vowel mark included'],
  ['안녕하세요 세계', 2, 'Korean is written with spaces and counted by them, not per syllable (GMX-V, Trados, memoQ)'],
  ['리더십에 관한 발행 운영 업무 위탁', 6, 'Korean: six words, not 14 syllables'],
  ['สวัสดีครับ ผมชื่อสมชาย', 5, 'Thai: words by dictionary (ICU, as Okapi), not per character with tone marks'],
  ['สวัสดี', 1, 'Thai: one word, not six characters'],
  ['ສະບາຍດີ', 1, 'Lao: words by dictionary'],
  ['សួស្តីពិភពលោក', 2, 'Khmer: words by dictionary'],
  ['Hello 世界 and สวัสดี', 5, 'mixed scripts: each by its own rule'],
  ['Name:\tJohn\nSmith', 3, 'tabs and line breaks separate words'],
  ['', 0, 'an empty text has no words'],
];

describe('word counts', () => {
  it.each(CASES)('%j is %i words: %s', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });

  it('holds at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('joins the parts of a unit with a space across tabs and line breaks, not across formatting', () => {
    const paragraph =
      '<w:p><w:r><w:t>Hello</w:t></w:r><w:r><w:tab/><w:t>World</w:t></w:r><w:r><w:br/><w:t>Again</w:t></w:r>' +
      '<w:r><w:rPr><w:b/></w:rPr><w:t>ly</w:t></w:r></w:p>';
    const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph}</w:body></w:document>`;
    const docx = zipOf(
      entriesOf(corpusFile('docx/okapi_TextBoxes.docx')).map(([name, data]) => [
        name,
        name === 'word/document.xml' ? strToU8(documentXml) : data,
      ]),
    );
    const [unit] = extractDocument({ filename: 'a.docx', bytes: docx }).units;
    expect(unit).toMatchObject({ parts: ['Hello', 'World', 'Again', 'ly'], breaksBefore: [1, 2] });
    expect(countedText(unit ?? { parts: [] })).toBe('Hello World Againly');
    expect(countUnitWords(unit ?? { parts: [] })).toBe(3);
    // An exclusion pattern splits parts: the breaks move with the parts they stood before.
    const [split] = extractDocument({
      filename: 'a.docx',
      bytes: docx,
      options: { excludeContentsFromTranslationPatterns: ['ll'] },
    }).units;
    expect(split).toMatchObject({ parts: ['He', 'o', 'World', 'Again', 'ly'], breaksBefore: [2, 3] });
    expect(countUnitWords(split ?? { parts: [] })).toBe(3);
  });

  it('counts placeables as before: codes, placeholders and numbers', () => {
    expect(countPlaceables('Save {0} files in 3 days.')).toBe(2);
    expect(countPlaceables('Click <b>Save</b> %s')).toBe(3);
    expect(countPlaceables('It costs $1,234.56 at 10:30')).toBe(2);
  });
});
