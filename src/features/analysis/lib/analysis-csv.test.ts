import { allBands, buildAnalysis, wireResult } from '#test-support/factories/analysis';
import { analysisCsv, analysisCsvFilename, type AnalysisCsvLabels } from './analysis-csv';

const labels: AnalysisCsvLabels = {
  document: 'Document',
  band: 'Match',
  measures: { Segments: 'Segments', Words: 'Words', Characters: 'Characters', Placeables: 'Placeables' },
  percentage: 'Share of segments (%)',
  bands: {
    '100': '100%',
    '98': '98%',
    '85': '85%',
    '75': '75%',
    '50': '50%',
    Repeated: 'Repetitions',
    NoMatch: 'No match',
    Total: 'Total',
  },
  locked: 'of which approved in the file',
};

describe('analysisCsv', () => {
  it('writes a header and the eight band rows per section with unformatted numbers', () => {
    const a = buildAnalysis();
    const de = a.response['de-DE'];
    if (!de) throw new Error('fixture');
    const csv = analysisCsv([{ name: 'All documents', result: de.resultTotal }], labels);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('"Document","Match","Segments","Words","Characters","Placeables","Share of segments (%)"');
    expect(lines[1]).toBe('"All documents","100%","1","10","60","1","3.57"');
    expect(lines[7]).toBe('"All documents","No match","7","70","420","7","25"');
    // Total: 28 segments, 280 words, 1680 characters — no thousands separator; no share.
    expect(lines[8]).toBe('"All documents","Total","28","280","1680","28",""');
    expect(lines).toHaveLength(10); // 1 header + 8 rows + the empty string after the last CRLF
  });

  it('adds what the file approves itself under the 100% row, where there is some', () => {
    const result = wireResult(allBands, {
      numSegmentsLocked: 1,
      numWordsLocked: 8,
      numCharactersLocked: 48,
      numPlaceablesLocked: 0,
      percentageLocked: 3.57,
    });
    const lines = analysisCsv([{ name: 'report.xlf', result }], labels)
      .slice(1)
      .split('\r\n');
    expect(lines[1]).toBe('"report.xlf","100%","1","10","60","1","3.57"');
    expect(lines[2]).toBe('"report.xlf","of which approved in the file","1","8","48","0","3.57"');
    expect(lines[3]).toMatch(/^"report\.xlf","98%"/);
    expect(lines).toHaveLength(11);
  });

  it('names documents in the first column, defused when they look like formulas', () => {
    const csv = analysisCsv([{ name: '=evil.txt', result: wireResult(allBands) }], labels);
    expect(csv.split('\r\n')[1]).toMatch(/^"'=evil\.txt","100%"/);
  });
});

describe('analysisCsvFilename', () => {
  it('builds a safe name from task, language and document', () => {
    expect(analysisCsvFilename('t1', 'de-DE')).toBe('analysis-t1-de-DE.csv');
    expect(analysisCsvFilename('t1', 'de-DE', '../My report (v2).docx')).toBe('analysis-t1-de-DE-My_report_v2.csv');
    expect(analysisCsvFilename('t1', 'de-DE', '...')).toBe('analysis-t1-de-DE-document.csv');
  });
});
