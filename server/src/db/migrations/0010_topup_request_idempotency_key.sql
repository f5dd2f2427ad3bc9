-- The Idempotency-Key a request was created with (a SHA-256 of the caller's scope and key, never the key
-- itself). The idempotency plugin keeps no answer of 5xx, so a retry after a card provider failure (503)
-- runs again: with this column it finds the request it already saved and retries that one's checkout,
-- instead of saving a second Pending request. Null for requests created without a key; the partial index
-- costs nothing for them.
alter table topup_requests add column idempotency_key_hash text;
create unique index topup_requests_idempotency_key_hash_key on topup_requests (idempotency_key_hash)
  where idempotency_key_hash is not null;
