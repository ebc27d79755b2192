/**
 * Translation-memory analysis: counts per match band (100/98/85/75/50, Repeated, NoMatch) and totals.
 * A segment whose translation the file approves for this language counts in the 100 band and, again,
 * in the `Locked` members (the part of the 100 band that is not translated at all).
 */
import { BANDS, LOCKED, MEASURES, PERCENTAGE_BANDS, type Band, type Measure } from '#contract/analysis';
import { lockedFor } from '#documents/types';
import { countPlaceables, countWords } from '#documents/words';
import type { Segment } from './segments';
import { similarity } from './similarity';

export type Result = Record<string, number>;
export interface DocumentInput {
  documentId: string;
  filename: string;
  segments: Segment[] | null;
  error?: string;
}
export type DocumentResult = Result & { documentId: string; filename: string };
export interface LanguageResult {
  resultTotal: Result;
  resultsByDocument: DocumentResult[];
}

/** Fuzzy comparisons per analysis; beyond it the remaining segments count as NoMatch. */
const FUZZY_BUDGET = 200_000;

/** Words the industry's way (see #documents/words: codes are not words); inline codes are placeables. */
export function measure(segment: Segment): Record<Measure, number> {
  return {
    Segments: 1,
    Words: countWords(segment.text),
    Characters: [...segment.text].length,
    Placeables: countPlaceables(segment.text) + segment.codes,
  };
}

export function emptyResult(): Result {
  const result: Result = {};
  for (const m of MEASURES) for (const b of BANDS) result[`num${m}${b}`] = 0;
  for (const b of PERCENTAGE_BANDS) result[`percentage${b}`] = 0;
  for (const m of MEASURES) result[`num${m}${LOCKED}`] = 0;
  result[`percentage${LOCKED}`] = 0;
  return result;
}

function add(result: Result, band: Band, counts: Record<Measure, number>, locked: boolean): void {
  for (const m of MEASURES) {
    result[`num${m}${band}`] = (result[`num${m}${band}`] ?? 0) + counts[m];
    result[`num${m}Total`] = (result[`num${m}Total`] ?? 0) + counts[m];
    if (locked) result[`num${m}${LOCKED}`] = (result[`num${m}${LOCKED}`] ?? 0) + counts[m];
  }
}

function withPercentages(result: Result): Result {
  const total = result.numSegmentsTotal ?? 0;
  for (const b of [...PERCENTAGE_BANDS, LOCKED]) {
    result[`percentage${b}`] = total === 0 ? 0 : Math.round(((result[`numSegments${b}`] ?? 0) / total) * 10000) / 100;
  }
  return result;
}

function fuzzyBand(score: number): Band {
  if (score >= 0.98) return '98';
  if (score >= 0.85) return '85';
  if (score >= 0.75) return '75';
  if (score >= 0.5) return '50';
  return 'NoMatch';
}

/** Analyses the documents of one language pair (into `language`) against that pair's memory. */
export function analyseLanguage(documents: DocumentInput[], memory: string[], language: string): LanguageResult {
  const exact = new Set(memory);
  const seen = new Set<string>();
  let budget = FUZZY_BUDGET;
  const total = emptyResult();
  const resultsByDocument = documents.map((doc) => {
    const result = emptyResult();
    for (const segment of doc.segments ?? []) {
      const text = segment.text;
      let band: Band;
      const locked = lockedFor(segment, language);
      if (locked || exact.has(text)) band = '100';
      else if (seen.has(text)) band = 'Repeated';
      else {
        let best = 0;
        if (budget >= memory.length) {
          budget -= memory.length;
          for (const candidate of memory) best = Math.max(best, similarity(text, candidate));
        }
        band = fuzzyBand(best);
      }
      seen.add(text);
      const counts = measure(segment);
      add(result, band, counts, locked);
      add(total, band, counts, locked);
    }
    return {
      ...withPercentages(result),
      documentId: doc.documentId,
      filename: doc.filename,
      ...(doc.error ? { error: doc.error } : {}),
    };
  });
  return { resultTotal: withPercentages(total), resultsByDocument: resultsByDocument as DocumentResult[] };
}
