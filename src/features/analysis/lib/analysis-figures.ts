/** Reads the flat analysis result (`numWords85`, `percentage85`, …) as table rows, and compares languages. */
import { BANDS, LOCKED, MEASURES, resultValue, type Analysis, type Band, type Measure } from '#contract/analysis';

export type AnalysisResultRecord = Record<string, unknown>;
export type LanguageAnalysis = Analysis['response'][string];

export interface BandRow {
  band: Band;
  values: Record<Measure, number>;
  /** Share of segments in percent; null for the total row, which the service gives no share for. */
  percentage: number | null;
}

/** The four measures of one row of the flat result: `num<Measure><suffix>`. */
function measuresOf(result: AnalysisResultRecord, suffix: string): Record<Measure, number> {
  const values = {} as Record<Measure, number>;
  for (const measure of MEASURES) values[measure] = resultValue(result, `num${measure}${suffix}`);
  return values;
}

/** The eight rows (100 % … no match, total) with the four measures each. */
export function bandRows(result: AnalysisResultRecord): BandRow[] {
  return BANDS.map((band) => ({
    band,
    values: measuresOf(result, band),
    percentage: band === 'Total' ? null : resultValue(result, `percentage${band}`),
  }));
}

/**
 * The part of the 100 % band the file itself approves (XLIFF approved or final targets, locked segments), kept
 * as it is and not translated again; null where there is none.
 */
export function lockedRow(
  result: AnalysisResultRecord,
): { values: Record<Measure, number>; percentage: number } | null {
  const values = measuresOf(result, LOCKED);
  if (!MEASURES.some((measure) => values[measure] > 0)) return null;
  return { values, percentage: resultValue(result, `percentage${LOCKED}`) };
}

/** Bands without the total, e.g. for the chart and the language comparison. */
export const MATCH_BANDS = BANDS.filter((b): b is Exclude<Band, 'Total'> => b !== 'Total');

/** True when the languages' totals differ in any band or measure. */
export function languagesDiffer(response: Analysis['response']): boolean {
  const totals = Object.values(response).map((r) => r.resultTotal);
  const [first, ...rest] = totals;
  if (!first) return false;
  return rest.some((other) =>
    BANDS.some((band) =>
      MEASURES.some((m) => resultValue(first, `num${m}${band}`) !== resultValue(other, `num${m}${band}`)),
    ),
  );
}

/** Languages in the order of the task's targets, then any the service added. */
export function orderedLanguages(response: Analysis['response'], targets: readonly string[]): string[] {
  const keys = Object.keys(response);
  return [...targets.filter((t) => keys.includes(t)), ...keys.filter((k) => !targets.includes(k))];
}

/** A per-document result's error text, when the service could not read that document. */
export function documentError(result: AnalysisResultRecord): string | null {
  const error = result.error;
  return typeof error === 'string' && error.trim() ? error : null;
}

export interface AnalysisErrorInfo {
  message: string | null;
  /** Documents named in the error, each with its own message when given. */
  documents: { id: string | null; name: string; error: string | null }[];
  /** Anything else the service sent, as text. */
  details: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The `error` member of an ERROR analysis, whose shape is not specified, as plain text pieces. */
export function describeAnalysisError(error: unknown): AnalysisErrorInfo {
  if (error === null || error === undefined) return { message: null, documents: [], details: null };
  if (typeof error === 'string') return { message: text(error), documents: [], details: null };
  if (typeof error !== 'object' || Array.isArray(error)) {
    return { message: null, documents: [], details: JSON.stringify(error) };
  }
  const { message, documents, ...rest } = error as Record<string, unknown>;
  const list = Array.isArray(documents)
    ? documents.map((d: unknown) => {
        const doc = (d && typeof d === 'object' ? d : {}) as Record<string, unknown>;
        return {
          id: text(doc.documentId),
          name: text(doc.filename) ?? text(doc.documentId) ?? '?',
          error: text(doc.error),
        };
      })
    : [];
  const restKeys = Object.keys(rest);
  return {
    message: text(message),
    documents: list,
    details: restKeys.length > 0 || (list.length === 0 && documents !== undefined) ? JSON.stringify(error) : null,
  };
}
