-- Who changed what in a declared resource: one row per create, update, delete and decision,
-- written in the same transaction as the change itself.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  username text NOT NULL,
  resource text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_record ON audit_log (resource, record_id, at);
