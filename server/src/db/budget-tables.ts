/** The budgets' tables (migration 0004): cost centres, purchase orders, the project setting, budgets and alerts. */
import type { ColumnType, Generated } from 'kysely';
import type { DateString, Numeric, Timestamp } from './column-types';

export interface CostCentresTable {
  id: Generated<string>;
  organisation: string;
  code: string;
  name: string;
  owner: string;
}

export interface PurchaseOrdersTable {
  id: Generated<string>;
  organisation: string;
  number: string;
  amount: Numeric;
  currency: string;
  valid_from: DateString;
  valid_to: DateString;
  cost_centre_id: string | null;
}

export interface ProjectBudgetSettingsTable {
  organisation: string;
  project_id: string;
  purchase_order_required: boolean;
}

export interface BudgetsTable {
  id: Generated<string>;
  organisation: string;
  name: string;
  project_id: string | null;
  cost_centre_id: string | null;
  period: 'month' | 'quarter' | 'year';
  starts_on: DateString;
  amount: Numeric;
  currency: string;
  hard: boolean;
}

export interface BudgetAlertsTable {
  budget_id: string;
  period_start: DateString;
  level: number;
  reached_at: Timestamp;
  committed: Numeric;
}

export interface OrderBudgetLinksTable {
  organisation: string;
  task_id: string;
  purchase_order_id: string | null;
  cost_centre_id: string | null;
  set_by_sub: string;
  set_at: Timestamp;
}

/** What an acceptance is charged to, beside its pinned amounts (quote_acceptances' columns of migration 0004). */
export interface AcceptanceChargeColumns {
  /** The quote's gross, and in the reference currency at the pinned rate (budgets count gross). */
  gross_amount: ColumnType<Numeric | null, Numeric | null | undefined, Numeric | null>;
  gross_reference_amount: ColumnType<Numeric | null, Numeric | null | undefined, Numeric | null>;
  purchase_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  cost_centre_id: ColumnType<string | null, string | null | undefined, string | null>;
  charged_at: ColumnType<Date | null, Date | undefined, Date>;
  delivered_at: ColumnType<Date | null, never, Date | string | null>;
}
