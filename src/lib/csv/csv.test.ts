import { fileNamePart, spreadsheetDateTime, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, quotes every field, doubles quotes and ends lines with CRLF', () => {
    const csv = toCsv([
      ['a', 'say "hi"', 1.5],
      ['line\nbreak', null, 0],
    ]);
    expect(csv).toBe('\uFEFF"a","say ""hi""","1.5"\r\n"line\nbreak","","0"\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    const csv = toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', 'safe=1', -3]]);
    expect(csv).toBe('\uFEFF"\'=HYPERLINK(""x"")","\'+1","\'-2","\'@SUM(A1)","\'\tx","safe=1","-3"\r\n');
  });

  it('writes decimal strings exactly, negative ones unguarded, and nothing for a malformed one', () => {
    const csv = toCsv([[{ decimal: '1234567890.1234' }, { decimal: '-0.5' }, { decimal: '=1+1' }]]);
    expect(csv).toBe('\uFEFF"1234567890.1234","-0.5",""\r\n');
  });
});

describe('fileNamePart', () => {
  it('keeps letters, digits, _ and -', () => {
    expect(fileNamePart('../My report (v2)')).toBe('My_report_v2');
    expect(fileNamePart('Übersetzung-1')).toBe('Übersetzung-1');
  });
});

describe('spreadsheetDateTime', () => {
  it('writes local date and time, and nothing for a missing or unreadable one', () => {
    const local = new Date(2025, 4, 1, 9, 5);
    expect(spreadsheetDateTime(local.toISOString())).toBe('2025-05-01 09:05');
    expect(spreadsheetDateTime(null)).toBe('');
    expect(spreadsheetDateTime('soon')).toBe('');
  });
});
