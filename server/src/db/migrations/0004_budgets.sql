-- Where the money goes: cost centres, purchase orders, the project setting "purchase order required", budgets
-- per project or cost centre and the alerts they raised, the PO and cost centre chosen for an order, and on
-- each acceptance its gross amount and the PO and cost centre it was charged to.

create table cost_centres (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  code text not null,
  name text not null,
  -- A name or an e-mail address; an address also gets the alerts of the cost centre's budgets.
  owner text not null,
  unique (organisation, code)
);

create table purchase_orders (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  number text not null,
  amount numeric not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  valid_from date not null,
  valid_to date not null,
  cost_centre_id uuid references cost_centres,
  unique (organisation, number),
  check (valid_to >= valid_from)
);

create table project_budget_settings (
  organisation text not null,
  project_id text not null,
  purchase_order_required boolean not null,
  primary key (organisation, project_id)
);

-- So much per period, repeating from starts_on: a month, a quarter or a year at a time.
create table budgets (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  name text not null,
  project_id text,
  cost_centre_id uuid references cost_centres,
  period text not null check (period in ('month', 'quarter', 'year')),
  starts_on date not null,
  amount numeric not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  hard boolean not null,
  check ((project_id is null) <> (cost_centre_id is null))
);
create index budgets_by_project on budgets (organisation, project_id) where project_id is not null;
create index budgets_by_cost_centre on budgets (organisation, cost_centre_id) where cost_centre_id is not null;

-- Each level (50, 80, 100 %) once per budget period: the row is the "once".
create table budget_alerts (
  budget_id uuid not null references budgets on delete cascade,
  period_start date not null,
  level integer not null check (level in (50, 80, 100)),
  reached_at timestamptz not null default now(),
  committed numeric not null,
  primary key (budget_id, period_start, level)
);

-- The PO and cost centre chosen for an order; the service gets the PO's number among its reference numbers.
create table order_budget_links (
  organisation text not null,
  task_id text not null,
  purchase_order_id uuid references purchase_orders,
  cost_centre_id uuid references cost_centres,
  set_by_sub text not null,
  set_at timestamptz not null default now(),
  primary key (organisation, task_id)
);

alter table quote_acceptances
  add column gross_amount numeric,
  add column gross_reference_amount numeric,
  add column purchase_order_id uuid,
  add column cost_centre_id uuid,
  -- When it counts against a budget period (the check's clock; claimed_at is the database's).
  add column charged_at timestamptz,
  add column delivered_at timestamptz;
update quote_acceptances
   set gross_amount = amount, gross_reference_amount = reference_amount, charged_at = claimed_at;
create index quote_acceptances_by_project on quote_acceptances (organisation, project_id, charged_at);
create index quote_acceptances_by_cost_centre on quote_acceptances (cost_centre_id, charged_at)
  where cost_centre_id is not null;
create index quote_acceptances_by_purchase_order on quote_acceptances (purchase_order_id)
  where purchase_order_id is not null;
