import { highlightMatches } from './highlight-matches';

describe('highlightMatches', () => {
  it('splits the text into plain and matching segments', () => {
    expect(highlightMatches('Call 555 or 0800 now', ['\\d+'])).toEqual([
      { text: 'Call ', match: false },
      { text: '555', match: true },
      { text: ' or ', match: false },
      { text: '0800', match: true },
      { text: ' now', match: false },
    ]);
  });

  it('merges overlapping matches of several patterns and skips invalid or empty-matching ones', () => {
    expect(highlightMatches('abcdef', ['bcd', 'cde', '(', 'x*'])).toEqual([
      { text: 'a', match: false },
      { text: 'bcde', match: true },
      { text: 'f', match: false },
    ]);
  });

  it('keeps markup as text', () => {
    expect(highlightMatches('<b>id</b>', ['id'])).toEqual([
      { text: '<b>', match: false },
      { text: 'id', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
