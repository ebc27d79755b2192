-- Approval rules, reference rates, approval requests and their decisions, acceptances, delegations, and the
-- users the portal server has seen (to know approvers' addresses and whom a substitute may be).

-- People who signed in through this portal server, as their last sign-in described them.
create table portal_users (
  sub text primary key,
  organisation text not null,
  username text not null,
  name text not null,
  email text not null,
  roles text[] not null,
  last_seen timestamptz not null default now()
);
create index portal_users_by_organisation on portal_users (organisation);

-- Per organisation the default (project_id '') and per project: the reference currency, how long a request
-- waits, and the bands (approval_bands).
create table approval_rules (
  organisation text not null,
  project_id text not null default '',
  reference_currency text not null check (reference_currency ~ '^[A-Z]{3}$'),
  expires_after_hours integer not null check (expires_after_hours between 1 and 2160),
  updated_at timestamptz not null default now(),
  updated_by_sub text not null,
  updated_by_name text not null,
  primary key (organisation, project_id)
);

-- An order's spend up to up_to (the last band: up_to null, everything above) needs `approvers` approvals.
create table approval_bands (
  organisation text not null,
  project_id text not null,
  position integer not null,
  up_to numeric check (up_to is null or up_to > 0),
  approvers integer not null check (approvers between 0 and 5),
  primary key (organisation, project_id, position),
  foreign key (organisation, project_id) references approval_rules on delete cascade
);

-- How much of `currency` one unit of the reference currency buys, on `rate_date`; history is kept.
create table exchange_rates (
  organisation text not null,
  reference_currency text not null check (reference_currency ~ '^[A-Z]{3}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  rate_date date not null,
  rate numeric not null check (rate > 0),
  set_at timestamptz not null default now(),
  set_by_sub text not null,
  set_by_name text not null,
  primary key (organisation, reference_currency, currency, rate_date)
);

-- A request to accept a quote whose amount needs approval: the quote, its amount and the conversion pinned.
create table approval_requests (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  project_id text not null,
  task_id text not null,
  quote_id text not null,
  quote_number text not null,
  supplier_name text not null,
  target_language text not null,
  amount numeric not null,
  currency text not null,
  reference_amount numeric not null,
  reference_currency text not null,
  rate numeric not null,
  rate_date date not null,
  -- What the order comes to with this quote (its quotes accepted through the portal before, and this one).
  order_total numeric not null,
  approvals_required integer not null check (approvals_required between 1 and 5),
  requested_by_sub text not null,
  requested_by_name text not null,
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- pending, then approved (accepted at the service), declined, expired, or closed (the quote is no longer offered)
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined', 'expired', 'closed')),
  decided_at timestamptz,
  outcome text,
  reason_code text,
  reason_text text
);
create unique index approval_requests_one_pending_per_quote on approval_requests (quote_id) where status = 'pending';
create index approval_requests_queue on approval_requests (organisation, status, requested_at desc);
create index approval_requests_by_task on approval_requests (organisation, task_id);
create index approval_requests_expiring on approval_requests (expires_at) where status = 'pending';

create table approvals (
  request_id uuid not null references approval_requests,
  approver_sub text not null,
  approver_name text not null,
  -- A substitute approves in the name of the approver who named them.
  acting_for_sub text,
  acting_for_name text,
  at timestamptz not null default now(),
  primary key (request_id, approver_sub)
);
-- One approval per person's authority: a substitute and the approver they stand in for count once.
create unique index approvals_one_per_authority on approvals (request_id, (coalesce(acting_for_sub, approver_sub)));

-- A quote being accepted through the portal server, or accepted: one row per quote, so exactly one of two
-- racing acceptances goes to the service; the order's total is summed from here.
create table quote_acceptances (
  quote_id text primary key,
  organisation text not null,
  project_id text not null,
  task_id text not null,
  request_id uuid references approval_requests,
  amount numeric not null,
  currency text not null,
  reference_amount numeric not null,
  reference_currency text not null,
  rate numeric not null,
  rate_date date not null,
  status text not null check (status in ('accepting', 'accepted')),
  claimed_at timestamptz not null default now(),
  by_sub text not null
);
create index quote_acceptances_by_task on quote_acceptances (organisation, task_id);

-- An approver names a substitute for a period.
create table delegations (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  approver_sub text not null,
  approver_name text not null,
  substitute_sub text not null,
  substitute_name text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  check (ends_at > starts_at),
  check (approver_sub <> substitute_sub)
);
create index delegations_by_substitute on delegations (organisation, substitute_sub, ends_at);
create index delegations_by_approver on delegations (organisation, approver_sub, ends_at);

-- E-mails to send: written in the decision's transaction, sent after, retried until they go.
create table outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  recipient text not null,
  subject text not null,
  body text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);
create index outbox_due on outbox (next_attempt_at) where sent_at is null;
