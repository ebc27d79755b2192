import { quoteSchema, type Quote } from '#contract/quote';
import { libreOfficeCsvCells, parseCsv } from '#documents/testing/libreoffice-sheets.harness';
import { COST_CSV_COLUMNS, costCsv } from './cost-csv';
import { costLines, totalsBy, totalsByCurrency, type CostLine } from './cost-figures';

function quote(vendor: string, target: string, net: string, vat: string, gross: string, currency = 'EUR'): Quote {
  return quoteSchema.parse({
    id: `${vendor}-${target}-${net}`,
    state: 'ACCEPTED',
    number: `Q-${vendor}-${target}`,
    price: { netAmount: net, vatPercentage: '19', currency, vatAmount: vat, grossAmount: gross },
    target,
    textAmount: { type: 'words', amount: 100, discountedAmount: 90 },
    createdAt: '2025-05-01T10:00:00Z',
    orderNumber: `O-${target}`,
    supplierName: vendor,
    translationTaskId: 't',
  });
}

const lines: CostLine[] = [
  ...costLines({ id: 'o1', projectName: 'Web', hasQuotes: true }, [
    quote('Lingua', 'de-DE', '0.1', '0.02', '0.12'),
    quote('Polyglot', 'fr-FR', '0.2', '0.04', '0.24'),
  ]),
  ...costLines({ id: 'o2', projectName: null, hasQuotes: true }, [
    quote('Lingua', 'de-DE', '999999999999.9999', '190000000000.0001', '1190000000000'),
    quote('Swiss', 'de-CH', '10.05', '0.81', '10.86', 'CHF'),
  ]),
];

describe('cost figures', () => {
  it('sums exactly per currency, never across currencies', () => {
    expect(totalsByCurrency(lines)).toEqual([
      { key: null, currency: 'CHF', lines: 1, net: '10.05', vat: '0.81', gross: '10.86' },
      {
        key: null,
        currency: 'EUR',
        lines: 3,
        net: '1000000000000.2999',
        vat: '190000000000.0601',
        gross: '1190000000000.36',
      },
    ]);
  });

  it('sums per project, vendor and target language, the largest first within a currency', () => {
    expect(totalsBy(lines, 'vendor').map((s) => [s.key, s.currency, s.gross])).toEqual([
      ['Swiss', 'CHF', '10.86'],
      ['Lingua', 'EUR', '1190000000000.12'],
      ['Polyglot', 'EUR', '0.24'],
    ]);
    expect(totalsBy(lines, 'project').map((s) => [s.key, s.currency, s.net])).toEqual([
      [null, 'CHF', '10.05'],
      [null, 'EUR', '999999999999.9999'],
      ['Web', 'EUR', '0.3'],
    ]);
    expect(totalsBy(lines, 'target').map((s) => [s.key, s.lines])).toEqual([
      ['de-CH', 1],
      ['de-DE', 2],
      ['fr-FR', 1],
    ]);
  });

  it('writes the lines as CSV that Calc reads with exact amounts as numbers', () => {
    const headers = Object.fromEntries(COST_CSV_COLUMNS.map((c) => [c, c])) as Record<
      (typeof COST_CSV_COLUMNS)[number],
      string
    >;
    const csv = costCsv(lines, headers, (code) => `name:${code}`);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...COST_CSV_COLUMNS]);
    expect(rows[3]).toEqual([
      'o2',
      '',
      'name:de-DE',
      'de-DE',
      'Lingua',
      'Q-Lingua-de-DE',
      'O-de-DE',
      '999999999999.9999',
      '190000000000.0001',
      '1190000000000',
      'EUR',
    ]);
    const calc = libreOfficeCsvCells(csv);
    expect(calc.map((row) => row[0])).toEqual(['order', 'o1', 'o1', 'o2', 'o2']);
    // The amounts in the cells Calc shows, as written.
    expect(calc[1]?.slice(7, 11)).toEqual(['0.1', '0.02', '0.12', 'EUR']);
  }, 60_000);
});
