-- A mail belongs to the account it was sent to, not to whoever has the same address: a member's
-- data file and their erasure follow the account (server/repositories/memberData.ts,
-- server/services/erasure.ts), so a member who takes another's address never gets their mails.
-- NULL: a mail to no account (a registration not yet approved, an address typed by hand).
ALTER TABLE mails ADD COLUMN recipient_username text;

-- The mails queued before: their account by address, where exactly one account has it.
UPDATE mails m SET recipient_username = u.username
  FROM users u
 WHERE lower(u.email) = lower(m.recipient)
   AND (SELECT count(*) FROM users x WHERE lower(x.email) = lower(m.recipient)) = 1;

CREATE INDEX mails_recipient_username ON mails (recipient_username) WHERE recipient_username IS NOT NULL;
