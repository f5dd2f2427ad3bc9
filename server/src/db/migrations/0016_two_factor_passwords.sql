-- Staff two-factor sign-in (docs/decisions/0022): one TOTP factor per back-office user, its recovery codes,
-- the half-signed-in session between the password and the code, and the temporary password a top-up admin
-- gives a customer.
create table second_factors (
  customer_id integer primary key references customers (id) on delete cascade,
  -- The TOTP secret, AES-256-GCM encrypted (iv.tag.ciphertext, base64url) with the key of app setting
  -- 'second-factor-key': not readable from the table (logs, a partial export) on its own.
  secret_encrypted text not null,
  -- Null while the user is enrolling (the secret is shown, no code has confirmed it yet).
  confirmed_at timestamptz,
  -- The last 30-second step whose code was accepted: a code of that step or an earlier one is refused
  -- (RFC 6238 section 5.2, no replay).
  last_step bigint,
  -- The demo accounts' secret is published in the README: it proves nothing, so their codes are not held
  -- to one use (many tests sign in as one demo user within 30 seconds). Only the demo seed sets it.
  secret_published boolean not null default false,
  created_at timestamptz not null default now()
);

-- Ten per enrolment, each usable once: the SHA-256 of a random 50-bit code (decision 0022).
create table recovery_codes (
  customer_id integer not null references customers (id) on delete cascade,
  code_hash text not null,
  primary key (customer_id, code_hash)
);

-- A back-office session that has passed the password but not the second factor: no route sees it as a
-- session (sessions/service.ts findSession); only the code and enrolment steps read it, for five minutes.
alter table sessions add column second_factor_pending boolean not null default false;

-- Set when a top-up admin gives a customer a temporary password; cleared when the customer changes it.
alter table customers add column must_change_password boolean not null default false;
