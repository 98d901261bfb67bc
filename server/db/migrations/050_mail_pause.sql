-- Switches an operator or the secretariat sets on the running portal, one row each while it is on.
-- A row 'mail_paused' stops the mail worker from claiming anything (server/repositories/mailQueue.ts):
-- `npm run restore` sets it, so a restored copy does not mail members a second time until the
-- secretariat has looked at the queue and resumes sending on /mails.
CREATE TABLE app_state (
  name text PRIMARY KEY,
  value text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL
);
