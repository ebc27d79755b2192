import { libreOfficeCsvCells, parseCsv } from '#documents/testing/libreoffice-sheets.harness';
import { filterOrders, sortOrders, EMPTY_FILTERS } from './filter-orders';
import { buildOrderIndex } from './order-index';
import { buildTask } from '#test-support/factories/task';
import { ORDERS_CSV_COLUMNS, ordersCsv, ordersCsvFilename, type OrdersCsvLabels } from './orders-csv';

const labels: OrdersCsvLabels = {
  headers: Object.fromEntries(ORDERS_CSV_COLUMNS.map((c) => [c, `[${c}]`])) as OrdersCsvLabels['headers'],
  progress: (p) => `progress:${p}`,
  kind: (k) => `kind:${k}`,
};

const tasks = [
  buildTask({
    id: 'ord-b',
    createdAt: '2025-05-02T10:00:00Z',
    desiredDeadline: '2025-06-01T15:30:00Z',
    comment: '=HYPERLINK("http://evil.example","click")',
    projectId: 'p-web',
    tags: ['marketing', '+urgent'],
    target: ['de-DE', 'fr-FR'],
    progress: 'TRANSLATION_DELIVERED',
  }),
  buildTask({ id: 'ord-a', createdAt: '2025-05-01T10:00:00Z', comment: 'Line one\nline two, "quoted"' }),
  buildTask({ id: 'ord-c', createdAt: '2025-05-03T10:00:00Z', features: ['instant'], progress: 'NEW', source: null }),
];

function rows(filters = EMPTY_FILTERS) {
  const index = buildOrderIndex(tasks, {
    projectNames: new Map([['p-web', 'Website']]),
    languageName: (code) => `name(${code})`,
  });
  const sorted = sortOrders(index, { key: 'reference', dir: 'asc' }, new Intl.Collator('en'));
  return filterOrders(sorted, filters);
}

const local = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

describe('ordersCsv', () => {
  it('writes a header and one row per order shown, in their order, with ids next to names', () => {
    const csv = ordersCsv(rows(), labels);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, ...data] = parseCsv(csv.slice(1));
    expect(header).toEqual(ORDERS_CSV_COLUMNS.map((c) => `[${c}]`));
    expect(data.map((row) => row[0])).toEqual(['ord-a', 'ord-b', 'ord-c']);
    expect(data[1]).toEqual([
      'ord-b',
      '\'=HYPERLINK("http://evil.example","click")',
      local('2025-05-02T10:00:00Z'),
      'name(en-US)',
      'en-US',
      'name(de-DE); name(fr-FR)',
      'de-DE; fr-FR',
      'progress:TRANSLATION_DELIVERED',
      'Website',
      'p-web',
      'marketing; +urgent',
      local('2025-06-01T15:30:00Z'),
      'kind:standard',
    ]);
    expect(data[0]?.[1]).toBe('Line one\nline two, "quoted"');
    // No source language, no project, no deadline: empty cells, never "null".
    expect(data[2]).toEqual([
      'ord-c',
      '',
      local('2025-05-03T10:00:00Z'),
      '',
      '',
      'name(de-DE)',
      'de-DE',
      'progress:NEW',
      '',
      '',
      '',
      '',
      'kind:instant',
    ]);
  });

  it('keeps only the filtered orders', () => {
    const csv = ordersCsv(rows({ ...EMPTY_FILTERS, q: 'website' }), labels);
    expect(parseCsv(csv.slice(1)).map((row) => row[0])).toEqual(['[id]', 'ord-b']);
  });

  it('names the file after the day', () => {
    expect(ordersCsvFilename('orders', new Date(2025, 4, 1, 23, 59))).toBe('orders-2025-05-01.csv');
  });

  it('opens in LibreOffice Calc with every cell in place and the formula shown as text, not run', () => {
    const cells = libreOfficeCsvCells(ordersCsv(rows(), labels));
    expect(cells).toHaveLength(4);
    expect(cells[0]).toEqual(ORDERS_CSV_COLUMNS.map((c) => `[${c}]`));
    expect(cells.map((row) => row[0])).toEqual(['[id]', 'ord-a', 'ord-b', 'ord-c']);
    expect(cells[2]?.[1]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(cells[1]?.[1]).toBe('Line one\nline two, "quoted"');
    // Calc read the dates as dates (it writes them back with seconds).
    expect(cells[2]?.[2]).toBe(`${local('2025-05-02T10:00:00Z')}:00`);
    expect(cells[2]?.[5]).toBe('name(de-DE); name(fr-FR)');
  }, 60_000);
});
