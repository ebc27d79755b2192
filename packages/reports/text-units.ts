/** The units vendors price text in. */
const UNITS = ['words', 'lines', 'characters', 'pages'] as const;
export type KnownUnit = (typeof UNITS)[number];

/** Vendors choose the unit; known ones are recognised also in the singular and in any case, others are not. */
export function knownUnit(type: string): KnownUnit | null {
  const lower = type.trim().toLowerCase();
  const plural = lower.endsWith('s') ? lower : `${lower}s`;
  return (UNITS as readonly string[]).includes(plural) ? (plural as KnownUnit) : null;
}

/** The distinct units of the quotes, known ones by their name, others as sent. */
export function unitsOf(types: readonly string[]): string[] {
  return [...new Set(types.map((type) => knownUnit(type) ?? type))];
}
