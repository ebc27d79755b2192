-- The vendor scorecards' job outcomes (#reports/scorecard-outcomes), kept in the copy so that a report adds up
-- one row per job instead of figuring them from every quote, enquiry and delivery of its period. A task's
-- outcomes are figured again when the copy's writes touch it or its details (`outcomes_due`); like the rest
-- of the copy they can be emptied and figured again at any time.

alter table service_tasks add column outcomes_due boolean not null default true;
create index service_tasks_outcomes_due on service_tasks (organisation, id) where outcomes_due;

-- One row per job: one vendor's part in one order's target language.
create table service_job_outcomes (
  organisation text not null,
  task_id text not null,
  vendor_id text not null,
  target text not null,
  vendor_name text,
  source text not null,
  -- The order's creation: the report's period, and its month (`YYYY-MM`, UTC) for the trend.
  created_at timestamptz not null,
  month text not null,
  -- won 1, decided 2, cancelled 4, post-editing 8, timed 16, on time 32.
  flags smallint not null,
  quotes integer not null,
  unrated integer not null,
  uncounted integer not null,
  hours_to_quote double precision,
  -- Net per source word in the configured reference currency, else in the one currency of the job's quotes.
  price numeric,
  currencies text[] not null,
  primary key (organisation, task_id, vendor_id, target)
);
create index service_job_outcomes_by_created on service_job_outcomes (organisation, created_at);

-- The reference currency and rates the outcomes were figured with (JSON; 'null': each job's own currency):
-- a portal server configured otherwise figures them all again.
create table service_outcome_money (
  organisation text primary key,
  money text not null
);
