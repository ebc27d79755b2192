/** Analyses: `wireAnalysis` in wire shape, `buildAnalysis` parsed through the contract like the API client does. */
import { analysisSchema, BANDS, MEASURES, PERCENTAGE_BANDS, type Analysis } from '#contract/analysis';

type Counts = Partial<Record<(typeof BANDS)[number], number>>;

/**
 * A result whose segments per band are `segments`; the other measures derive from them
 * (words ×10, characters ×60, placeables ×1) so every cell differs and is predictable.
 */
export function wireResult(segments: Counts, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const factor = { Segments: 1, Words: 10, Characters: 60, Placeables: 1 } as const;
  let total = 0;
  for (const band of BANDS) {
    if (band === 'Total') continue;
    total += segments[band] ?? 0;
  }
  for (const m of MEASURES) {
    for (const band of BANDS) {
      const n = band === 'Total' ? total : (segments[band] ?? 0);
      result[`num${m}${band}`] = n * factor[m];
    }
  }
  for (const band of PERCENTAGE_BANDS) {
    result[`percentage${band}`] = total === 0 ? 0 : Math.round(((segments[band] ?? 0) / total) * 10000) / 100;
  }
  return { ...result, ...extra };
}

/** Every band filled: 100 %: 1 … no match: 7 segments. */
export const allBands: Counts = { '100': 1, '98': 2, '85': 3, '75': 4, '50': 5, Repeated: 6, NoMatch: 7 };

export function wireAnalysis(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: 'an1',
    translationTaskId: 't1',
    createdAt: '2024-03-01T10:00:00Z',
    updatedAt: '2024-03-01T10:00:02Z',
    state: 'ANALYZED',
    response: {
      'de-DE': {
        resultTotal: wireResult(allBands),
        resultsByDocument: [
          { ...wireResult(allBands), documentId: 'd1', filename: 'homepage.txt' },
          { ...wireResult({}), documentId: 'd2', filename: 'empty.txt' },
        ],
      },
    },
    error: null,
    ...overrides,
  };
}

export function buildAnalysis(overrides: Record<string, unknown> = {}): Analysis {
  return analysisSchema.parse(wireAnalysis(overrides));
}
