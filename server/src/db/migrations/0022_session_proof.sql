-- How each session was proven (docs/decisions/0022, issue 25): the password alone, or the password and the
-- second factor. Read on every request: a session of a money-moving role that the factor did not prove is
-- refused by the back office's routes, even when the role came after the session started (a promotion).
-- Sessions open before this migration count as password-only: their staff give the factor once more.
alter table sessions add column proof text not null default 'password'
  check (proof in ('password', 'password+factor'));
