import type { TextUnit } from '#documents/types';
import { alignRows, countRows, filterRows, hasSeveralGroups } from './compare-rows';

const unit = (id: string, ...parts: string[]): TextUnit => ({ id, group: 'Body', label: `¶ ${id}`, parts, codes: 0 });

describe('alignRows', () => {
  it('aligns by address, keeps the source order and puts units of one side where they belong', () => {
    const rows = alignRows(
      [unit('1', 'One'), unit('2', 'Two'), unit('3', 'Three')],
      [unit('0', 'Null'), unit('1', 'Eins'), unit('1b', 'Eins b'), unit('3', 'Three')],
      'docx',
    );
    expect(rows.map((r) => [r.id, r.source, r.target, r.untranslated, r.oneSided])).toEqual([
      ['0', null, 'Null', false, true],
      ['1', 'One', 'Eins', false, false],
      ['1b', null, 'Eins b', false, true],
      ['2', 'Two', null, true, true],
      ['3', 'Three', 'Three', true, false],
    ]);
  });

  it('joins the parts of a unit into its text', () => {
    const [row] = alignRows([unit('1', 'Hello ', 'bold', ' world')], [unit('1', 'Hallo ', 'fette', ' Welt')], 'docx');
    expect([row?.source, row?.target]).toEqual(['Hello bold world', 'Hallo fette Welt']);
  });

  it('reads the translation of a bilingual file from its target, and shows plural forms side by side', () => {
    const entry = (target?: string): TextUnit => ({
      id: 'file',
      group: 'Entries',
      label: '#1',
      parts: ['%d file', '%d files'],
      codes: 0,
      ...(target ? { target } : {}),
    });
    const [translated] = alignRows([entry()], [entry('%d Datei | %d Dateien')], 'po');
    expect([translated?.source, translated?.target, translated?.untranslated]).toEqual([
      '%d file | %d files',
      '%d Datei | %d Dateien',
      false,
    ]);
    const [left] = alignRows([entry()], [entry()], 'po');
    expect(left?.untranslated).toBe(true);
  });
});

describe('filterRows and countRows', () => {
  const rows = alignRows(
    [unit('1', 'Fresh Coffee'), unit('2', 'Tea'), unit('3', 'Cake')],
    [unit('1', 'Frischer Kaffee'), unit('2', 'Tea'), unit('3', ' ')],
    'txt',
  );

  it('searches source and translation case-insensitively', () => {
    expect(filterRows(rows, { search: 'coffee', onlyUntranslated: false }).map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, { search: 'KAFFEE', onlyUntranslated: false }).map((r) => r.id)).toEqual(['1']);
    expect(filterRows(rows, { search: '  ', onlyUntranslated: false })).toHaveLength(3);
  });

  it('keeps only untranslated units when asked, combined with the search', () => {
    expect(filterRows(rows, { search: '', onlyUntranslated: true }).map((r) => r.id)).toEqual(['2', '3']);
    expect(filterRows(rows, { search: 'cake', onlyUntranslated: true }).map((r) => r.id)).toEqual(['3']);
  });

  it('counts units, words on each side and untranslated units', () => {
    expect(countRows(rows)).toEqual({ units: 3, sourceWords: 4, targetWords: 3, untranslated: 2 });
    expect(hasSeveralGroups(rows)).toBe(false);
    expect(hasSeveralGroups([...rows, { ...rows[0]!, group: 'Header 1' }])).toBe(true);
  });
});
