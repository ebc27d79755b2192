-- The audit trail: every decision the portal server sees or makes, one row each, never changed or removed.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  organisation text not null,
  action text not null,
  actor_sub text not null,
  actor_name text not null,
  -- An approver's substitute records whom they acted for.
  acting_for_sub text,
  acting_for_name text,
  project_id text,
  task_id text,
  quote_id text,
  request_id uuid,
  -- The amount as the vendor quoted it, and converted to the reference currency with its rate and the rate's date.
  amount numeric,
  currency text,
  reference_amount numeric,
  reference_currency text,
  rate numeric,
  rate_date date,
  reason_code text,
  reason_text text,
  details jsonb not null default '{}'::jsonb
);

-- Newest first, per organisation, by any one filter.
create index audit_log_by_time on audit_log (organisation, at desc, id desc);
create index audit_log_by_action on audit_log (organisation, action, at desc, id desc);
create index audit_log_by_actor on audit_log (organisation, actor_sub, at desc, id desc);
create index audit_log_by_task on audit_log (organisation, task_id, at desc, id desc);
create index audit_log_by_project on audit_log (organisation, project_id, at desc, id desc);

-- Insert-only, whoever connects: no update, delete or truncate passes the database.
create function audit_log_insert_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is insert-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$$;
create trigger audit_log_no_update_or_delete before update or delete on audit_log
  for each row execute function audit_log_insert_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_insert_only();
revoke update, delete, truncate on audit_log from public;
