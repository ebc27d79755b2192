/**
 * A vendor's alternative quotes differ only by a suffix of their number (`LS-Q-2026-00012-STD`,
 * `-EXP`); the spec has no field for it. Known suffixes get the portal's words, others none.
 */
const VARIANTS: Record<string, 'standard' | 'express'> = {
  STD: 'standard',
  STANDARD: 'standard',
  EXP: 'express',
  EXPRESS: 'express',
};

export type QuoteVariant = (typeof VARIANTS)[string];

export function quoteVariant(number: string): QuoteVariant | null {
  const suffix = /-([A-Za-z]+)$/.exec(number.trim())?.[1]?.toUpperCase();
  return (suffix !== undefined && VARIANTS[suffix]) || null;
}
