/** The portal database's tables as Kysely sees them (the migrations in ./migrations are what creates them). */
import type { ColumnType, Generated } from 'kysely';
import type * as Budget from './budget-tables';
import type * as Copy from './copy-tables';
import type {
  QualityProfileVersionsTable,
  ReviewIssueCommentsTable,
  ReviewIssuesTable,
  ReviewOverridesTable,
  ReviewsTable,
  ReviewWordCountsTable,
} from './review-tables';
import type { DateString, Numeric, Timestamp } from './column-types';

// The reviews' tables are in review-tables.ts; their types are reached through here as before.
export type * from './review-tables';

export interface AuditLogTable {
  /** bigint, read as a string on both engines. */
  id: ColumnType<string, never, never>;
  at: Timestamp;
  organisation: string;
  action: string;
  actor_sub: string;
  actor_name: string;
  acting_for_sub: string | null;
  acting_for_name: string | null;
  project_id: string | null;
  task_id: string | null;
  quote_id: string | null;
  request_id: string | null;
  amount: Numeric | null;
  currency: string | null;
  reference_amount: Numeric | null;
  reference_currency: string | null;
  rate: Numeric | null;
  rate_date: DateString | null;
  reason_code: string | null;
  reason_text: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
}

export interface PortalUsersTable {
  sub: string;
  organisation: string;
  username: string;
  name: string;
  email: string;
  roles: string[];
  last_seen: Timestamp;
}

export interface ApprovalRulesTable {
  organisation: string;
  project_id: string;
  reference_currency: string;
  expires_after_hours: number;
  updated_at: Timestamp;
  updated_by_sub: string;
  updated_by_name: string;
}

export interface ApprovalBandsTable {
  organisation: string;
  project_id: string;
  position: number;
  up_to: Numeric | null;
  approvers: number;
}

export interface ExchangeRatesTable {
  organisation: string;
  reference_currency: string;
  currency: string;
  rate_date: DateString;
  rate: Numeric;
  set_at: Timestamp;
  set_by_sub: string;
  set_by_name: string;
}

export type RequestStatus = 'pending' | 'approved' | 'declined' | 'expired' | 'closed';

/** What a request and an acceptance pin: the quote's amount, and in the reference currency at the day's rate. */
export interface PinnedColumns {
  amount: Numeric;
  currency: string;
  reference_amount: Numeric;
  reference_currency: string;
  rate: Numeric;
  rate_date: DateString;
}

export interface ApprovalRequestsTable extends PinnedColumns {
  id: Generated<string>;
  organisation: string;
  project_id: string;
  task_id: string;
  quote_id: string;
  quote_number: string;
  supplier_name: string;
  target_language: string;
  order_total: Numeric;
  approvals_required: number;
  requested_by_sub: string;
  requested_by_name: string;
  requested_at: Timestamp;
  expires_at: Timestamp;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  decided_at: ColumnType<Date | null, never, Date | string | null>;
  outcome: string | null;
  reason_code: string | null;
  reason_text: string | null;
}

export interface ApprovalsTable {
  request_id: string;
  approver_sub: string;
  approver_name: string;
  acting_for_sub: string | null;
  acting_for_name: string | null;
  at: Timestamp;
}

export interface QuoteAcceptancesTable extends PinnedColumns, Budget.AcceptanceChargeColumns {
  quote_id: string;
  organisation: string;
  project_id: string;
  task_id: string;
  request_id: string | null;
  status: 'accepting' | 'accepted';
  claimed_at: Timestamp;
  by_sub: string;
}

export interface DelegationsTable {
  id: Generated<string>;
  organisation: string;
  approver_sub: string;
  approver_name: string;
  substitute_sub: string;
  substitute_name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface OutboxTable {
  id: ColumnType<string, never, never>;
  created_at: Timestamp;
  recipient: string;
  subject: string;
  body: string;
  attempts: ColumnType<number, never, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: Generated<Date>;
}

export interface Tables {
  audit_log: AuditLogTable;
  portal_users: PortalUsersTable;
  approval_rules: ApprovalRulesTable;
  approval_bands: ApprovalBandsTable;
  exchange_rates: ExchangeRatesTable;
  approval_requests: ApprovalRequestsTable;
  approvals: ApprovalsTable;
  quote_acceptances: QuoteAcceptancesTable;
  delegations: DelegationsTable;
  outbox: OutboxTable;
  quality_profile_versions: QualityProfileVersionsTable;
  review_word_counts: ReviewWordCountsTable;
  reviews: ReviewsTable;
  review_issues: ReviewIssuesTable;
  review_issue_comments: ReviewIssueCommentsTable;
  review_overrides: ReviewOverridesTable;
  cost_centres: Budget.CostCentresTable;
  purchase_orders: Budget.PurchaseOrdersTable;
  project_budget_settings: Budget.ProjectBudgetSettingsTable;
  budgets: Budget.BudgetsTable;
  budget_alerts: Budget.BudgetAlertsTable;
  order_budget_links: Budget.OrderBudgetLinksTable;
  service_tasks: Copy.ServiceTasksTable;
  service_enquiries: Copy.ServiceEnquiriesTable;
  service_quotes: Copy.ServiceQuotesTable;
  service_deliveries: Copy.ServiceDeliveriesTable;
  service_analyses: Copy.ServiceAnalysesTable;
  service_sync_cursors: Copy.ServiceSyncCursorsTable;
  service_sync_leases: Copy.ServiceSyncLeasesTable;
  service_sync_runs: Copy.ServiceSyncRunsTable;
  service_job_outcomes: Copy.ServiceJobOutcomesTable;
  service_outcome_money: Copy.ServiceOutcomeMoneyTable;
  schema_migrations: SchemaMigrationsTable;
}
