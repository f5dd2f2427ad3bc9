-- Issue 18. A request's receipt is reachable by a secret link (/receipt/<token>) that the notices carry: two
-- random UUIDs' worth of randomness (244 bits), drawn per row, also for the requests made before this
-- migration. The bare reference number never opens a receipt.
alter table topup_requests
  add column receipt_token text not null
    default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
alter table topup_requests add constraint topup_requests_receipt_token_key unique (receipt_token);

-- The payer's e-mail address, optional, for the request's notices (an anonymous payer has no account).
alter table topup_requests
  add column payer_email text check (char_length(payer_email) <= 254);

-- How to pay, per method, set in the back office and shown on the result page and in the notice: free
-- instructions, and for a bank transfer the account to pay into. Null means the portal's built-in wording.
alter table payment_methods
  add column instructions text check (char_length(instructions) <= 2000),
  add column bank_name text check (char_length(bank_name) <= 100),
  add column bank_account_name text check (char_length(bank_account_name) <= 100),
  add column bank_account_number text check (char_length(bank_account_number) <= 40);
