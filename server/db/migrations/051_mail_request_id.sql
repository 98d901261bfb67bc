-- The request that queued a mail, so the worker's log lines about it carry the same id as the
-- request's own lines (X-Request-Id): one search follows a reset from the click to the SMTP server.
ALTER TABLE mails ADD COLUMN request_id text;
