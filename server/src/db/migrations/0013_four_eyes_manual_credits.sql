-- Four eyes on manual credits (docs/decisions/0013-four-eyes-on-manual-credits.md).

-- Journal entries above JOURNAL_APPROVAL_THRESHOLD_PESOS wait for a second top-up admin before they credit.
-- status: 0 awaiting approval (no posting yet), 1 posted (its ledger posting ('journal', id) exists),
-- 2 rejected by another top-up admin, 3 withdrawn by its maker. Entries made before this migration were
-- posted when they were made: 1, the default.
alter table journal_entries add column status smallint not null default 1 check (status in (0, 1, 2, 3));
alter table journal_entries alter column date_posted drop not null;
-- Who approved, rejected or withdrew the entry, when, and the reason given for a rejection or withdrawal.
alter table journal_entries add column checked_by_id integer references customers (id);
alter table journal_entries add column checked_by_name text;
alter table journal_entries add column checked_at timestamptz;
alter table journal_entries add column decision_reason text
  check (decision_reason is null or length(decision_reason) between 1 and 500);
alter table journal_entries add constraint journal_entries_posted_check
  check ((status = 1) = (date_posted is not null));
alter table journal_entries add constraint journal_entries_decided_check
  check ((status in (2, 3)) = (decision_reason is not null and checked_at is not null and checked_by_id is not null));
-- The checker is never the maker, except that a maker withdraws their own entry; nobody checks an entry to
-- their own wallet.
alter table journal_entries add constraint journal_entries_checker_check
  check (
    checked_by_id is null
    or (checked_by_id <> ewallet_customer_id
      and (case when status = 3 then checked_by_id = initiated_by_id else checked_by_id <> initiated_by_id end))
  );
-- Nobody makes a journal entry to their own wallet. Not checked against the entries made before this
-- migration (an own-wallet entry of the past stays as the ledger has it, and is never updated again).
alter table journal_entries add constraint journal_entries_not_own_wallet_check
  check (initiated_by_id is null or initiated_by_id <> ewallet_customer_id) not valid;
-- The list's status filter, and the "Awaiting approval" list above all.
create index journal_entries_status_date_idx on journal_entries (status, date_created, id);

-- One e-wallet belongs to at most one active employee: two employees on one wallet let a transmittal pay
-- one person twice, or pay a wallet under another person's name. Active employees that already share a
-- wallet keep the first one (the lowest id) active; the others are made inactive, with an audit row each.
with shared as (
  select id
  from (
    select id, row_number() over (partition by ewallet_customer_id order by id) as n
    from employees
    where status
  ) ranked
  where n > 1
),
deactivated as (
  update employees e
  set status = false, date_updated = now()
  from shared
  where e.id = shared.id
  returning e.id, e.ewallet_account_info
)
insert into audit_log (actor_id, actor_name, action, entity, entity_id, before, after)
select null, 'system', 'employee.update', 'employee', id::text,
  jsonb_build_object('status', true),
  jsonb_build_object(
    'status', false,
    'reason', 'Migration 0013: the e-wallet ' || ewallet_account_info || ' belongs to another active employee'
  )
from deactivated;
create unique index employees_active_wallet_key on employees (ewallet_customer_id) where status;

-- A transmittal pays one e-wallet at most once. Lines saved before this migration that repeat a wallet in
-- their transmittal are marked, left out of the unique index, and refused at approval (approve-transmittals.ts).
alter table transmittal_details add column repeats_wallet_before_0013 boolean not null default false;
update transmittal_details d
set repeats_wallet_before_0013 = true
where exists (
  select 1 from transmittal_details o
  where o.transmittal_header_id = d.transmittal_header_id
    and o.ewallet_customer_id = d.ewallet_customer_id
    and o.id <> d.id
);
create unique index transmittal_details_wallet_key on transmittal_details (transmittal_header_id, ewallet_customer_id)
  where not repeats_wallet_before_0013;
