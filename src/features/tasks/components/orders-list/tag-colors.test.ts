import { contrastRatio, FALLBACK_TAG_COLOR, normaliseHex, tagColors } from './tag-colors';

describe('tag colours', () => {
  it('pick the text colour with the better contrast', () => {
    expect(tagColors('#e8590c')).toEqual({ background: '#e8590c', text: '#000000' });
    expect(tagColors('#1971C2')).toEqual({ background: '#1971c2', text: '#ffffff' });
    expect(tagColors('#c92a2a')).toEqual({ background: '#c92a2a', text: '#ffffff' });
    expect(tagColors('#ff0')).toEqual({ background: '#ffff00', text: '#000000' });
  });

  it('always reach at least 4.5:1 for the chosen pair', () => {
    for (const color of ['#e8590c', '#1971c2', '#c92a2a', '#228be6', '#40c057', '#777777', '#fab005']) {
      const { background, text } = tagColors(color);
      expect(contrastRatio(background, text), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('fall back to grey for missing or invalid colours', () => {
    expect(tagColors(null).background).toBe(FALLBACK_TAG_COLOR);
    expect(tagColors('red').background).toBe(FALLBACK_TAG_COLOR);
    expect(normaliseHex(' #ABC ')).toBe('#aabbcc');
    expect(normaliseHex('orange')).toBeNull();
  });
});
