/** The portal database's tables as Kysely sees them (the migrations in ./migrations are what creates them). */
import type { ColumnType, Generated } from 'kysely';

/** numeric: a decimal string both ways (never a float). */
type Numeric = string;
/** date: 'YYYY-MM-DD' both ways (both engines are told not to make a Date of it). */
type DateString = string;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: Generated<Date>;
}

export interface Tables {
  audit_log: AuditLogTable;
  schema_migrations: SchemaMigrationsTable;
}
