/** The tables of the copy of the service's facts (migration 0005, docs/sync.md); every one can be rebuilt. */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, Timestamp } from './column-types';

export interface ServiceTasksTable {
  organisation: string;
  id: string;
  source: string | null;
  targets: string[];
  created_at: Timestamp;
  deadline: Timestamp | null;
  progress: string;
  complete: boolean;
  cancelled: boolean;
  project_id: string | null;
  features: string[];
  fingerprint: string;
  settled: boolean;
  quotes_due: boolean;
  deliveries_due: boolean;
  analysis_due: boolean;
  outcomes_due: Generated<boolean>;
  listed: boolean;
  seen_pass: number;
  synced_at: Timestamp;
}

export interface ServiceEnquiriesTable {
  organisation: string;
  id: string;
  task_id: string;
  vendor_id: string;
  vendor_name: string | null;
  target: string | null;
  created_at: Timestamp;
}

export interface ServiceQuotesTable {
  organisation: string;
  id: string;
  task_id: string;
  enquiry_id: string | null;
  supplier_name: string;
  target: string;
  state: string;
  created_at: Timestamp;
  net_amount: Numeric;
  gross_amount: Numeric;
  currency: string;
  unit: string;
  amount: Numeric;
  state_since: Timestamp;
}

export interface ServiceDeliveriesTable {
  organisation: string;
  id: string;
  task_id: string;
  target: string;
  state: string;
  post_editing: boolean;
  delivered_at: Timestamp | null;
}

export interface ServiceAnalysesTable {
  organisation: string;
  task_id: string;
  id: string;
  source_words: ColumnType<Record<string, number>, string, string>;
  updated_at: Timestamp | null;
}

/** A job's outcome for the vendor scorecards (migration 0006): #reports/scorecard-outcomes' JobOutcome. */
export interface ServiceJobOutcomesTable {
  organisation: string;
  task_id: string;
  vendor_id: string;
  target: string;
  vendor_name: string | null;
  source: string;
  created_at: Timestamp;
  month: string;
  flags: number;
  quotes: number;
  unrated: number;
  uncounted: number;
  hours_to_quote: number | null;
  price: Numeric | null;
  currencies: string[];
}

export interface ServiceOutcomeMoneyTable {
  organisation: string;
  money: string;
}

export type SyncResource = 'tasks' | 'quotes' | 'deliveries' | 'analyses';

export interface ServiceSyncCursorsTable {
  organisation: string;
  resource: SyncResource;
  pass: number;
  after: string | null;
  done: boolean;
  updated_at: Timestamp;
}

export interface ServiceSyncLeasesTable {
  organisation: string;
  holder: string;
  expires_at: Timestamp;
}

export interface ServiceSyncRunsTable {
  organisation: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  outcome: string;
  requests: number;
  tasks: number;
  error: string | null;
}
