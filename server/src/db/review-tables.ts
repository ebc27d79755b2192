/** The reviews' tables (migration 0003): quality profile versions, word counts, reviews, issues, comments, overrides. */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, Timestamp } from './column-types';

export interface QualityProfileVersionsTable {
  id: Generated<string>;
  organisation: string;
  project_id: string;
  version: number;
  disabled: boolean;
  multipliers: ColumnType<Record<string, string>, string, never>;
  weights: ColumnType<Record<string, string>, string, never>;
  allowance: Numeric;
  passing_score: Numeric;
  critical_fails: boolean;
  minimum_words: number;
  reference_words: number;
  count_words_on: 'source' | 'target';
  published_at: Timestamp;
  published_by_sub: string;
  published_by_name: string;
}

/** Per document id, per unit id: [row index, source length, target length] (-1: no such side). */
export type SegmentMap = Record<string, Record<string, [number, number, number]>>;

export interface CountedDocument {
  documentId: string;
  sourceDocumentId: string | null;
  filename: string;
  format: string;
}

export interface ReviewWordCountsTable {
  organisation: string;
  delivery_id: string;
  documents_key: string;
  source_words: number;
  target_words: number;
  segments: ColumnType<SegmentMap, string, never>;
  documents: ColumnType<CountedDocument[], string, never>;
  counted_at: Timestamp;
}

/** The score columns of a submitted review (null while a draft). */
export interface FrozenScoreColumns {
  evaluated_words: number | null;
  counted_on: 'source' | 'target' | null;
  penalty: Numeric | null;
  normed_penalty: Numeric | null;
  raw_score: Numeric | null;
  calibrated_score: Numeric | null;
  passed: boolean | null;
  failed_by_critical: boolean | null;
  low_confidence: boolean | null;
}

export interface ReviewsTable extends FrozenScoreColumns {
  id: Generated<string>;
  organisation: string;
  project_id: string;
  task_id: string;
  delivery_id: string;
  documents_key: string;
  source_language: string;
  target_language: string;
  vendor: string | null;
  version: number;
  supersedes_id: string | null;
  previous_review_id: string | null;
  profile_id: string;
  status: ColumnType<'draft' | 'submitted', 'draft' | undefined, 'submitted'>;
  reviewer_sub: string;
  reviewer_name: string;
  started_at: Timestamp;
  submitted_at: Date | null;
  verdict: string | null;
  reason: string | null;
}

export interface ReviewIssuesTable {
  id: Generated<string>;
  review_id: string;
  document_id: string;
  segment_key: string;
  segment_index: number;
  target_start: number;
  target_end: number;
  source_start: number | null;
  source_end: number | null;
  dimension: string;
  subcategory: string | null;
  severity: 'neutral' | 'minor' | 'major' | 'critical';
  comment: string;
  suggested_fix: string;
  status: ColumnType<'open' | 'fixed' | 'kept', 'open' | 'fixed' | 'kept' | undefined>;
  previous_issue_id: string | null;
  created_by_sub: string;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewIssueCommentsTable {
  id: Generated<string>;
  issue_id: string;
  parent_id: string | null;
  author_sub: string;
  author_name: string;
  text: string;
  at: Timestamp;
}

export interface ReviewOverridesTable {
  id: ColumnType<string, never, never>;
  review_id: string;
  passed: boolean;
  reason: string;
  by_sub: string;
  by_name: string;
  at: Timestamp;
}
