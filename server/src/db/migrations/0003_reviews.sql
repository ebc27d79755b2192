-- Reviews of delivered languages: quality profiles (versioned, never changed once published), reviews (a draft
-- until submitted, then never changed: a change is a new version), their issues and comments, overrides of pass
-- or fail, and the server's word count of each delivery.

-- A profile's versions: per organisation the default (project_id '') and per project. A change or a disabling is
-- a new version; the rows themselves are never updated or deleted, so every review's frozen version stays.
create table quality_profile_versions (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  project_id text not null default '',
  version integer not null check (version >= 1),
  -- A disabled project profile: the project is scored with the organisation's default.
  disabled boolean not null default false check (not disabled or project_id <> ''),
  multipliers jsonb not null,
  weights jsonb not null default '{}'::jsonb,
  allowance numeric not null check (allowance > 0),
  passing_score numeric not null check (passing_score >= 0 and passing_score < 100),
  critical_fails boolean not null,
  minimum_words integer not null check (minimum_words >= 0),
  reference_words integer not null check (reference_words > 0),
  count_words_on text not null check (count_words_on in ('source', 'target')),
  published_at timestamptz not null default now(),
  published_by_sub text not null,
  published_by_name text not null,
  unique (organisation, project_id, version)
);

create function refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is insert-only: % refused', tg_table_name, tg_op using errcode = 'insufficient_privilege';
end
$$;
create trigger quality_profile_versions_insert_only before update or delete on quality_profile_versions
  for each row execute function refuse_change();
create trigger quality_profile_versions_no_truncate before truncate on quality_profile_versions
  for each statement execute function refuse_change();

-- The server's count of a delivery's documents (source and translation, segment by segment), kept so that
-- scoring an issue's change does not read the documents again. documents_key: the delivered documents' ids.
create table review_word_counts (
  organisation text not null,
  delivery_id text not null,
  documents_key text not null,
  source_words integer not null,
  target_words integer not null,
  -- { documentId: { unitId: [index, sourceLength, targetLength] } }
  segments jsonb not null,
  -- [{ documentId, sourceDocumentId, filename, format }]
  documents jsonb not null,
  counted_at timestamptz not null default now(),
  primary key (organisation, delivery_id, documents_key)
);

create table reviews (
  id uuid primary key default gen_random_uuid(),
  organisation text not null,
  project_id text not null,
  task_id text not null,
  delivery_id text not null,
  documents_key text not null,
  source_language text not null,
  target_language text not null,
  vendor text,
  version integer not null check (version >= 1),
  supersedes_id uuid references reviews,
  previous_review_id uuid references reviews,
  profile_id uuid not null references quality_profile_versions,
  status text not null default 'draft' check (status in ('draft', 'submitted')),
  reviewer_sub text not null,
  reviewer_name text not null,
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  verdict text check (verdict in ('accept', 'accept-with-notes', 'rework-needed', 'reject')),
  reason text,
  -- The score at submission, frozen with it.
  evaluated_words integer,
  counted_on text,
  penalty numeric,
  normed_penalty numeric,
  raw_score numeric,
  calibrated_score numeric,
  passed boolean,
  failed_by_critical boolean,
  low_confidence boolean,
  check (status = 'draft' or (submitted_at is not null and verdict is not null and passed is not null)),
  check (verdict is distinct from 'reject' or coalesce(reason, '') <> ''),
  unique (delivery_id, organisation, version)
);
create unique index reviews_one_draft_per_delivery on reviews (organisation, delivery_id) where status = 'draft';
create index reviews_by_task on reviews (organisation, task_id);
create index reviews_submitted on reviews (organisation, submitted_at) where status = 'submitted';

-- A submitted review is never changed or removed: only a draft is (and becomes submitted once).
create function reviews_draft_only() returns trigger language plpgsql as $$
begin
  if old.status <> 'draft' then
    raise exception 'review % was submitted: % refused; make a new version', old.id, tg_op
      using errcode = 'insufficient_privilege';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger reviews_submitted_immutable before update or delete on reviews
  for each row execute function reviews_draft_only();
create trigger reviews_no_truncate before truncate on reviews
  for each statement execute function refuse_change();

create table review_issues (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references reviews,
  document_id text not null,
  segment_key text not null,
  segment_index integer not null,
  target_start integer not null check (target_start >= 0),
  target_end integer not null check (target_end >= target_start),
  source_start integer check (source_start >= 0),
  source_end integer check (source_end >= source_start),
  dimension text not null,
  subcategory text,
  severity text not null check (severity in ('neutral', 'minor', 'major', 'critical')),
  comment text not null default '',
  suggested_fix text not null default '',
  status text not null default 'open' check (status in ('open', 'fixed', 'kept')),
  previous_issue_id uuid references review_issues,
  created_by_sub text not null,
  created_by_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((source_start is null) = (source_end is null))
);
create index review_issues_by_review on review_issues (review_id, document_id, segment_index);

-- An issue changes only while its review is a draft (the review's row is locked while it is checked).
create function review_issues_draft_only() returns trigger language plpgsql as $$
declare
  state text;
begin
  for state in
    select status from reviews
    where id in (case when tg_op = 'INSERT' then null else old.review_id end,
                 case when tg_op = 'DELETE' then null else new.review_id end)
    for share
  loop
    if state <> 'draft' then
      raise exception 'the review was submitted: its issues do not change (%); make a new version', tg_op
        using errcode = 'insufficient_privilege';
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger review_issues_of_drafts_only before insert or update or delete on review_issues
  for each row execute function review_issues_draft_only();
create trigger review_issues_no_truncate before truncate on review_issues
  for each statement execute function refuse_change();

-- Threaded comments on an issue, on a draft and after submission alike; never changed.
create table review_issue_comments (
  id uuid primary key default gen_random_uuid(),
  issue_id uuid not null references review_issues on delete cascade,
  parent_id uuid references review_issue_comments on delete cascade,
  author_sub text not null,
  author_name text not null,
  text text not null check (text <> ''),
  at timestamptz not null default now()
);
create index review_issue_comments_by_issue on review_issue_comments (issue_id, at);
create trigger review_issue_comments_insert_only before update on review_issue_comments
  for each row execute function refuse_change();

-- Pass or fail overridden on a submitted review, with the reason; the latest counts, every one is kept.
create table review_overrides (
  id bigint generated always as identity primary key,
  review_id uuid not null references reviews,
  passed boolean not null,
  reason text not null check (reason <> ''),
  by_sub text not null,
  by_name text not null,
  at timestamptz not null default now()
);
create index review_overrides_by_review on review_overrides (review_id, id desc);
create trigger review_overrides_insert_only before update or delete on review_overrides
  for each row execute function refuse_change();
create trigger review_overrides_no_truncate before truncate on review_overrides
  for each statement execute function refuse_change();

revoke update, delete, truncate on quality_profile_versions, review_overrides from public;
