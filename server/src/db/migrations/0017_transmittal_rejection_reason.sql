-- Issue 19: a transmittal is rejected with a reason, shown on the transmittal list and its report. Null for
-- the ones rejected before this migration (and for Pending and Approved ones); the API requires it from now.
alter table transmittal_headers add column rejection_reason text;
alter table transmittal_headers
  add constraint transmittal_headers_rejection_reason_length check (char_length(rejection_reason) <= 500);
