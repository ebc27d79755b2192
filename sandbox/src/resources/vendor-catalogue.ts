/** The simulated language service vendors. Behaviour is deterministic so demos and tests repeat. */

export type Unit = 'words' | 'lines' | 'characters';

export interface Alternative {
  /** Suffix of the quote number (`STD`, `EXP`). */
  code: string;
  /** Price per unit in ten-thousandths of the currency. */
  rate: bigint;
}

export interface Vendor {
  id: string;
  name: string;
  currency: string;
  /** VAT as the vendor writes it. */
  vatPercentage: string;
  unit: Unit;
  /** Prefix of quote and order numbers. */
  prefix: string;
  alternatives: Alternative[];
  /** Whether quotes carry `totalDiscountPercent`. */
  showsDiscount: boolean;
  /**
   * Target languages the vendor offers; null = all. For any other language it answers without a quote (the
   * enquiry is fetched and no quote of it follows: "no offer"), so no language waits for it forever.
   */
  targets: string[] | null;
}

export const VENDORS: Vendor[] = [
  {
    id: 'lsp-lingua',
    name: 'Lingua Services GmbH',
    currency: 'EUR',
    vatPercentage: '19',
    unit: 'words',
    prefix: 'LS',
    alternatives: [
      { code: 'STD', rate: 1400n },
      { code: 'EXP', rate: 2100n },
    ],
    showsDiscount: true,
    targets: null,
  },
  {
    id: 'lsp-northwind',
    name: 'Northwind Translations Ltd',
    currency: 'GBP',
    vatPercentage: '20',
    unit: 'lines',
    prefix: 'NW',
    alternatives: [{ code: 'STD', rate: 13500n }],
    showsDiscount: false,
    targets: null,
  },
  {
    id: 'lsp-polyglot',
    name: 'Polyglot AG',
    currency: 'CHF',
    vatPercentage: '8.1',
    unit: 'characters',
    prefix: 'PG',
    alternatives: [{ code: 'STD', rate: 260n }],
    showsDiscount: true,
    targets: ['de-DE', 'de-CH', 'de-AT', 'fr-FR', 'fr-CH', 'it-IT', 'it-CH', 'en-US', 'en-GB', 'rm-CH'],
  },
];

/** Vendors asked when a task has no project (or the project names none). */
export const DEFAULT_VENDOR_IDS = VENDORS.map((v) => v.id);

export function vendorById(id: string): Vendor | undefined {
  return VENDORS.find((v) => v.id === id);
}

/** Whether the vendor offers a quote for the language (otherwise it declines). */
export function offersLanguage(vendor: Vendor, target: string): boolean {
  return vendor.targets === null || vendor.targets.includes(target);
}
