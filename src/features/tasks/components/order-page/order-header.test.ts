import { textColourOn } from './order-header';

describe('textColourOn', () => {
  it('picks the more readable of black and white', () => {
    expect(textColourOn('#e8590c')).toBe('#000');
    expect(textColourOn('#1971c2')).toBe('#fff');
    expect(textColourOn('#c92a2a')).toBe('#fff');
    expect(textColourOn('#ff0')).toBe('#000');
    expect(textColourOn('orange')).toBeNull();
  });
});
