/**
 * The audit trail: every decision the portal server sees or makes, written in the decision's own transaction
 * (insert-only: the database refuses anything else), read newest first with filters, exported as CSV page by
 * page so a million entries stream in constant memory on either engine.
 */
import type { Response } from 'express';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Person } from '#portal-contract/approvals';
import type { AuditAction, AuditEntry, AuditFilter } from '#portal-contract/audit';
import type { Reason } from '#portal-contract/reasons';
import type { ApprovalRequestsTable, AuditLogTable, Tables } from '../db/schema';
import { pinnedOf } from './money';

export interface AuditRecord {
  organisation: string;
  action: AuditAction;
  actor: Person;
  actingFor?: Person | null | undefined;
  projectId?: string | null | undefined;
  taskId?: string | null | undefined;
  quoteId?: string | null | undefined;
  requestId?: string | null | undefined;
  amount?: string | null | undefined;
  currency?: string | null | undefined;
  referenceAmount?: string | null | undefined;
  referenceCurrency?: string | null | undefined;
  rate?: string | null | undefined;
  rateDate?: string | null | undefined;
  reason?: Reason | null | undefined;
  details?: Record<string, unknown> | undefined;
}

/** The portal server itself, when nobody acted (a request that expired). */
export const PORTAL_SERVER: Person = { sub: 'portal-server', name: 'Portal server' };

export async function recordAudit(db: Kysely<Tables> | Transaction<Tables>, entries: AuditRecord[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insertInto('audit_log').values(auditRows(entries)).execute();
}

/** The audit log's rows of `entries`, for a statement that writes them with more (an acceptance's). */
export function auditRows(entries: AuditRecord[]) {
  return entries.map((e) => ({
    organisation: e.organisation,
    action: e.action,
    actor_sub: e.actor.sub,
    actor_name: e.actor.name,
    acting_for_sub: e.actingFor?.sub ?? null,
    acting_for_name: e.actingFor?.name ?? null,
    project_id: e.projectId || null,
    task_id: e.taskId ?? null,
    quote_id: e.quoteId ?? null,
    request_id: e.requestId ?? null,
    amount: e.amount ?? null,
    currency: e.currency ?? null,
    reference_amount: e.referenceAmount ?? null,
    reference_currency: e.referenceCurrency ?? null,
    rate: e.rate ?? null,
    rate_date: e.rateDate ?? null,
    reason_code: e.reason?.code ?? null,
    reason_text: e.reason?.text ?? null,
    details: JSON.stringify(e.details ?? {}),
  }));
}

/** An entry about a request: its order, quote and pinned amounts, who acted (for whom) and why. */
export function requestAudit(
  row: Selectable<ApprovalRequestsTable>,
  action: AuditAction,
  actor: Person,
  actingFor: Person | null,
  reason: Reason | null,
  details: Record<string, unknown> = {},
): AuditRecord {
  return {
    organisation: row.organisation,
    action,
    actor,
    actingFor,
    projectId: row.project_id,
    taskId: row.task_id,
    quoteId: row.quote_id,
    requestId: row.id,
    ...pinnedOf(row),
    reason,
    details,
  };
}

type Row = Selectable<AuditLogTable>;

function present(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actor: { sub: row.actor_sub, name: row.actor_name },
    actingFor: row.acting_for_sub ? { sub: row.acting_for_sub, name: row.acting_for_name ?? '' } : null,
    projectId: row.project_id,
    taskId: row.task_id,
    quoteId: row.quote_id,
    requestId: row.request_id,
    ...pinnedOf(row),
    reason: row.reason_code ? ({ code: row.reason_code, text: row.reason_text ?? '' } as Reason) : null,
    details: row.details,
  };
}

/** A page's position: the last entry's time and id, opaque to the portal. */
const cursorOf = (row: Row) => Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');
function readCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return at && id && /^\d+$/.test(id) && !Number.isNaN(Date.parse(at)) ? { at, id } : undefined;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function filtered(db: Kysely<Tables>, organisation: string, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').selectAll().where('organisation', '=', organisation);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actor) query = query.where('actor_sub', '=', filter.actor);
  if (filter.taskId) query = query.where('task_id', '=', filter.taskId);
  if (filter.projectId) query = query.where('project_id', '=', filter.projectId);
  if (filter.from) query = query.where('at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where('at', '<', new Date(nextDay(filter.to)));
  return query;
}

async function page(db: Kysely<Tables>, organisation: string, filter: AuditFilter, size: number) {
  const after = readCursor(filter.before);
  let query = filtered(db, organisation, filter);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('at', 'id'), '<', eb.tuple(sql<Date>`${after.at}::timestamptz`, sql<string>`${after.id}::bigint`)),
    );
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .execute();
  const more = rows.length > size;
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { rows: shown, next: more && last ? cursorOf(last) : null };
}

export async function queryAudit(db: Kysely<Tables>, organisation: string, filter: AuditFilter, size = 50) {
  const { rows, next } = await page(db, organisation, filter, size);
  return { entries: rows.map(present), next };
}

const CSV_COLUMNS = [
  'time',
  'action',
  'actor',
  'acting for',
  'project',
  'order',
  'quote',
  'request',
  'amount',
  'currency',
  'reference amount',
  'reference currency',
  'rate',
  'rate date',
  'reason',
  'reason text',
] as const;

/** RFC 4180, and a cell that a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(row: Row): string {
  return `${[
    row.at.toISOString(),
    row.action,
    row.actor_name,
    row.acting_for_name,
    row.project_id,
    row.task_id,
    row.quote_id,
    row.request_id,
    row.amount,
    row.currency,
    row.reference_amount,
    row.reference_currency,
    row.rate,
    row.rate_date,
    row.reason_code,
    row.reason_text,
  ]
    .map(csvCell)
    .join(',')}\r\n`;
}

/** Streams every entry the filter selects, newest first, a page of 1,000 at a time, minding back-pressure. */
export async function streamAuditCsv(
  db: Kysely<Tables>,
  organisation: string,
  filter: AuditFilter,
  res: Response,
): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });
  // A byte-order mark, so a spreadsheet reads the names as UTF-8.
  res.write(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
  let cursor: string | undefined = filter.before;
  for (;;) {
    if (res.destroyed) return;
    const { rows, next } = await page(db, organisation, { ...filter, before: cursor }, 1000);
    const chunk = rows.map(csvLine).join('');
    if (!res.write(chunk))
      await new Promise((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    if (!next) break;
    cursor = next;
  }
  res.end();
}
