-- The back office's top-up list, dashboard and reports, made to stay fast at a million requests.

-- Keyset paging walks (date_created, id) in either direction; the dashboard's month counts, its chart and
-- the summary report read a date range and need only method, status and amount, which this index carries:
-- those are index-only scans. It replaces the plain date index.
create index topup_requests_date_id_cover_idx on topup_requests (date_created, id)
  include (payment_method_code, status, amount);
drop index if exists topup_requests_date_idx;

-- The list's count by status and method is an index-only scan of this index; with one status and one
-- method it also serves the page itself in date order.
create index topup_requests_status_method_date_idx on topup_requests (status, payment_method_code, date_created);
