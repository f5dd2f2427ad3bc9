-- Issue 19, "views that stay".
--
-- 1. One search rule on every list (docs/API.md, "Search"): a reference or a mobile number matches when it
-- starts with the typed text. The database's collation is not C, so a plain b-tree cannot serve LIKE 'X%':
-- these text_pattern_ops indexes do (an index range scan, not a scan of a million requests).
create index topup_requests_reference_prefix_idx on topup_requests (reference_number text_pattern_ops);
create index customers_mobile_prefix_idx on customers (mobile_no text_pattern_ops);
create index journal_entries_reference_prefix_idx on journal_entries (reference_number text_pattern_ops);
create index journal_entries_contact_prefix_idx on journal_entries (contact_number text_pattern_ops);

-- 2. Saved views: a staff user's named filters (the list's address query) and shown columns of one list.
-- Only their owner reads or changes them; names are unique per owner and list, whatever their case.
create table saved_list_views (
  id integer generated always as identity primary key,
  owner_id integer not null references customers (id) on delete cascade,
  list text not null,
  name text not null check (length(name) between 1 and 60),
  query text not null check (length(query) <= 2000),
  columns text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index saved_list_views_owner_name_key on saved_list_views (owner_id, list, lower(name));
