-- The wallet history in constant time per page (issue 27, docs/decisions/0036-history-balances-and-read-only-hits.md).
-- Each ledger entry keeps the time the history orders it by (posted_at: the time its cause records for the
-- credit, a top-up's or journal entry's date posted, a transmittal's approval) and, on a wallet, the balance
-- after it in that order (balance_after, centavos). postTransfer writes both under the wallet's row lock,
-- so the history reads one page of entries from an index instead of summing the whole wallet.

alter table ledger_entries add column posted_at timestamptz;
alter table ledger_entries add column balance_after bigint;

-- The time decision 0028 ordered by: the cause's, or the entry's own when the cause records none.
update ledger_entries le
set posted_at = coalesce(t.date_posted, j.date_posted, h.approved_date, le.created_at)
from postings p
left join topup_requests t on p.cause_type = 'topup' and t.id = p.cause_id
left join journal_entries j on p.cause_type = 'journal' and j.id = p.cause_id
left join transmittal_details d on p.cause_type = 'transmittal_detail' and d.id = p.cause_id
left join transmittal_headers h on h.id = d.transmittal_header_id
where p.id = le.posting_id;

-- A wallet's entries: the running sum in the history's order (time, then entry id). System accounts keep
-- none: nothing lists them a page at a time, and they take most postings.
update ledger_entries le
set balance_after = s.balance_after
from (
  select e.id, sum(e.amount) over (partition by e.account_id order by e.posted_at, e.id) as balance_after
  from ledger_entries e
  join accounts a on a.id = e.account_id
  where a.kind = 'wallet'
) s
where s.id = le.id;

-- No default: every insert says when its cause was posted (postTransfer is the only writer).
alter table ledger_entries alter column posted_at set not null;

-- A page of a wallet's entries, newest first, and the entries after a back-dated one, from one index. It
-- also serves every "entries of this account" read the old (account_id, id) index served.
create index ledger_entries_account_posted_idx on ledger_entries (account_id, posted_at, id);
drop index ledger_entries_account_idx;

-- A page of a wallet's requests that moved no money, without reading past its Done ones.
create index topup_requests_customer_unposted_idx on topup_requests (ewallet_customer_id, date_created, id)
  where status <> 1;
