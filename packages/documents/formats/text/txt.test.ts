import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { extractDocument, translateDocument } from '../../registry';
import { expectRoundTrip, text, textRoundTrip, utf8 } from '../../testing/text-round-trip.harness';
import { unitText, type TextUnit } from '../../types';
import { countUnitWords } from '../../words';

describe('plain text', () => {
  it('translates by paragraph, keeping indentation, blank lines, placeholders and line ends', () => {
    expectRoundTrip('a.txt', 'Save {0} files, %s left.\r\n\r\n  Indented\r\n42\r\n', {
      units: { 'line-1': 'Save {0} files, %s left.', 'line-3': 'Indented42' },
      output: '[de-DE] Šáṽé {0} ƒíļéš, %s ļéƒţ.\r\n\r\n  [de-DE] Íñđéñţéđ\r\n42\r\n',
    });
  });

  it('reads lines up to a blank line as one unit, its line breaks kept as codes in the translation', () => {
    const content =
      'A paragraph that is\n  wrapped over\nthree lines.\n \t\nSecond paragraph.\n\n\nThird\r\nwith CRLF.';
    const { source, target, output } = textRoundTrip('a.txt', content);
    expect(source.map((u) => [u.id, u.parts, u.codes, u.breaksBefore])).toEqual([
      ['line-1', ['A paragraph that is', 'wrapped over', 'three lines.'], 2, [1, 2]],
      ['line-5', ['Second paragraph.'], 0, undefined],
      ['line-8', ['Third', 'with CRLF.'], 1, [1]],
    ]);
    expect(source.map(countUnitWords)).toEqual([8, 2, 3]);
    expect(output).toBe(
      `[de-DE] ${accent('A paragraph that is')}\n  ${accent('wrapped over')}\n${accent('three lines.')}\n \t\n` +
        `[de-DE] ${accent('Second paragraph.')}\n\n\n[de-DE] ${accent('Third')}\r\n${accent('with CRLF.')}`,
    );
    expect(target.map((u) => u.id)).toEqual(source.map((u) => u.id));
  });

  it('writes back only the translated text: BOM, CRLF and LF, lone CR, indentation, trailing spaces and blank lines stay', () => {
    const content = 'Title  \r\n\r\n\tfirst line of a paragraph \nsecond line\t\r\n   \r\nOld Mac\rline end\n\n';
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(content)]);
    const upper = (unit: TextUnit) => unit.parts.map((part) => part.toUpperCase());
    const translated = translateDocument({ filename: 'a.txt', bytes }, upper, 'de-DE');
    expect([...translated]).toEqual([0xef, 0xbb, 0xbf, ...utf8(content.toUpperCase())]);
    const units = extractDocument({ filename: 'a.txt', bytes }).units;
    expect(units.map((u) => [u.id, u.parts])).toEqual([
      ['line-1', ['Title']],
      ['line-3', ['first line of a paragraph', 'second line']],
      ['line-6', ['Old Mac', 'line end']],
    ]);
    // Given back unchanged, the file is the same bytes.
    expect(translateDocument({ filename: 'a.txt', bytes }, (unit) => unit.parts, 'de-DE')).toEqual(bytes);
  });

  it('wraps a translation anew over the source lines when it leaves a line empty, so addresses stay', () => {
    const content = 'A paragraph that is\n  wrapped over\nthree lines.\n\nNext.\n';
    const translation: Record<string, string[]> = {
      'line-1': ['Ein Absatz, der über drei Zeilen umbrochen ist.', '', ''],
      'line-5': ['Weiter.'],
    };
    const bytes = utf8(content);
    const translated = translateDocument({ filename: 'a.txt', bytes }, (unit) => translation[unit.id], 'de-DE');
    expect(text(translated)).toBe('Ein Absatz, der über\n  drei Zeilen\numbrochen ist.\n\nWeiter.\n');
    const target = extractDocument({ filename: 'a.txt', bytes: translated }).units;
    expect(target.map((u) => [u.id, countUnitWords(u)])).toEqual([
      ['line-1', 8],
      ['line-5', 1],
    ]);
    // Fewer words than lines: the last lines are left empty, after the paragraph; the next keeps its address.
    const short = translateDocument(
      { filename: 'a.txt', bytes },
      (unit) => (unit.id === 'line-1' ? ['Ja', '', ''] : undefined),
      'de-DE',
    );
    expect(text(short)).toBe('Ja\n  \n\n\nNext.\n');
    expect(extractDocument({ filename: 'a.txt', bytes: short }).units.map((u) => [u.id, unitText(u)])).toEqual([
      ['line-1', 'Ja'],
      ['line-5', 'Next.'],
    ]);
  });

  it('keeps line breaks inside a translated line out of the file: they become spaces', () => {
    const bytes = utf8('One\ntwo\n\nThree\n');
    const translated = translateDocument(
      { filename: 'a.txt', bytes },
      (unit) => unit.parts.map((p) => `${p}\r\nx\ry`),
      'de-DE',
    );
    expect(text(translated)).toBe('One x y\ntwo x y\n\nThree x y\n');
  });

  it('keeps a UTF-16 file UTF-16 with its byte-order mark', () => {
    const le = new Uint8Array([0xff, 0xfe, ...[...'Hello\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    const { translated, target } = textRoundTrip('a.txt', le);
    expect([...translated.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(unitText(target[0] ?? { parts: [] })).toBe('[de-DE] Ĥéļļó');
  });
});
