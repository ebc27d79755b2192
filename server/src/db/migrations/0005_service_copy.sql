-- The copy of the translation service's facts for reports (docs/sync.md): orders, quote enquiries, quotes with
-- their states and times, deliveries and analyses, pulled by the sync worker with the organisation's service
-- credential. The service stays the source of truth: every table here can be emptied and filled again.

create table service_tasks (
  organisation text not null,
  id text not null,
  source text,
  targets text[] not null,
  created_at timestamptz not null,
  deadline timestamptz,
  progress text not null,
  complete boolean not null,
  cancelled boolean not null,
  project_id text,
  features text[] not null,
  -- The task as last listed, hashed: a change asks for its quotes, deliveries and analysis again.
  fingerprint text not null,
  -- Nothing moves without the task changing (delivered, cancelled, failed): its details are not read again.
  settled boolean not null,
  -- Which of its details the next pass reads.
  quotes_due boolean not null,
  deliveries_due boolean not null,
  analysis_due boolean not null,
  -- In the service's list when last looked (a cancelled order leaves it), and the tasks pass that saw it.
  listed boolean not null,
  seen_pass integer not null,
  synced_at timestamptz not null,
  primary key (organisation, id)
);
create index service_tasks_by_created on service_tasks (organisation, created_at);

create table service_enquiries (
  organisation text not null,
  id text not null,
  task_id text not null,
  vendor_id text not null,
  vendor_name text,
  target text,
  created_at timestamptz not null,
  primary key (organisation, id)
);
create index service_enquiries_by_task on service_enquiries (organisation, task_id);

create table service_quotes (
  organisation text not null,
  id text not null,
  task_id text not null,
  enquiry_id text,
  supplier_name text not null,
  target text not null,
  state text not null,
  created_at timestamptz not null,
  net_amount numeric not null,
  gross_amount numeric not null,
  currency text not null,
  unit text not null,
  amount numeric not null,
  -- When the copy first saw the quote in its state: by the proxy at the decision, else by a sync pass.
  state_since timestamptz not null,
  primary key (organisation, id)
);
create index service_quotes_by_task on service_quotes (organisation, task_id);

create table service_deliveries (
  organisation text not null,
  id text not null,
  task_id text not null,
  target text not null,
  state text not null,
  post_editing boolean not null,
  -- Its last translated document's creation time, where the documents carry one (the service gives no other).
  delivered_at timestamptz,
  primary key (organisation, id)
);
create index service_deliveries_by_task on service_deliveries (organisation, task_id);

-- The newest finished analysis of a task: source words per target language.
create table service_analyses (
  organisation text not null,
  task_id text not null,
  id text not null,
  source_words jsonb not null,
  updated_at timestamptz,
  primary key (organisation, task_id)
);

-- Where each resource's pass stands: a crash resumes after `after` in the same pass.
create table service_sync_cursors (
  organisation text not null,
  resource text not null check (resource in ('tasks', 'quotes', 'deliveries', 'analyses')),
  pass integer not null,
  after text,
  done boolean not null,
  updated_at timestamptz not null,
  primary key (organisation, resource)
);

-- One sync at a time across portal servers: the holder renews its lease page by page; a crashed one's lapses.
create table service_sync_leases (
  organisation text primary key,
  holder text not null,
  expires_at timestamptz not null
);

-- The last runs' figures, for /readyz-like questions ("how old is the copy?") and the docs' examples.
create table service_sync_runs (
  organisation text primary key,
  started_at timestamptz not null,
  finished_at timestamptz,
  outcome text not null,
  requests integer not null,
  tasks integer not null,
  error text
);
