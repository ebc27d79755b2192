/**
 * The cost of a set of orders from their accepted quotes: one line per quote, exact sums per currency
 * (decimal.js on the decimal strings; amounts in different currencies never mix) and the same sums per
 * project, vendor and target language.
 */
import { Decimal } from 'decimal.js';
import type { Quote } from '#contract/quote';

/** What the cost view needs of an order. */
export interface CostOrder {
  id: string;
  projectName: string | null;
  /** Orders without any quote cannot have an accepted one: nothing is fetched for them. */
  hasQuotes: boolean;
}

export interface CostLine {
  orderId: string;
  projectName: string | null;
  target: string;
  vendor: string;
  quoteNumber: string;
  orderNumber: string | null;
  net: string;
  vat: string;
  gross: string;
  currency: string;
}

export interface Sum {
  currency: string;
  lines: number;
  net: string;
  vat: string;
  gross: string;
}

export interface GroupSum extends Sum {
  /** The project name, vendor or language code; null for "no project". */
  key: string | null;
}

export function costLines(order: CostOrder, quotes: readonly Quote[]): CostLine[] {
  return quotes.map((quote) => ({
    orderId: order.id,
    projectName: order.projectName,
    target: quote.target,
    vendor: quote.supplierName,
    quoteNumber: quote.number,
    orderNumber: quote.orderNumber ?? null,
    net: quote.price.netAmount,
    vat: quote.price.vatAmount,
    gross: quote.price.grossAmount,
    currency: quote.price.currency,
  }));
}

interface Acc {
  key: string | null;
  currency: string;
  lines: number;
  net: Decimal;
  vat: Decimal;
  gross: Decimal;
}

function sumBy(lines: readonly CostLine[], keyOf: (line: CostLine) => string | null): GroupSum[] {
  const sums = new Map<string, Acc>();
  for (const line of lines) {
    const key = keyOf(line);
    const id = JSON.stringify([key, line.currency]);
    const acc = sums.get(id) ?? {
      key,
      currency: line.currency,
      lines: 0,
      net: new Decimal(0),
      vat: new Decimal(0),
      gross: new Decimal(0),
    };
    acc.lines += 1;
    acc.net = acc.net.plus(line.net);
    acc.vat = acc.vat.plus(line.vat);
    acc.gross = acc.gross.plus(line.gross);
    sums.set(id, acc);
  }
  return [...sums.values()].map((acc) => ({
    key: acc.key,
    currency: acc.currency,
    lines: acc.lines,
    // Plain notation, never exponents: the formatters and the CSV take decimal strings.
    net: acc.net.toFixed(),
    vat: acc.vat.toFixed(),
    gross: acc.gross.toFixed(),
  }));
}

/** Net, VAT and gross per currency, by currency code. */
export function totalsByCurrency(lines: readonly CostLine[]): Sum[] {
  return sumBy(lines, () => null).sort((a, b) => a.currency.localeCompare(b.currency));
}

export type Grouping = 'project' | 'vendor' | 'target';
const KEYS: Record<Grouping, (line: CostLine) => string | null> = {
  project: (line) => line.projectName,
  vendor: (line) => line.vendor,
  target: (line) => line.target,
};

/** Sums per project, vendor or target language and currency: the largest gross first within a currency. */
export function totalsBy(lines: readonly CostLine[], grouping: Grouping): GroupSum[] {
  return sumBy(lines, KEYS[grouping]).sort(
    (a, b) => a.currency.localeCompare(b.currency) || new Decimal(b.gross).comparedTo(a.gross),
  );
}
