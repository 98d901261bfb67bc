-- Uploaded files (DESIGN §1, §6): the bytes live in the file store (data/files/<storage_key> on
-- disk), this table holds what is known about them. The storage key is random, never the name.
CREATE TABLE files (
  id serial PRIMARY KEY,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A course's four upload slots (SPEC §3, §7): each holds one file, a new upload replaces the old.
ALTER TABLE bijscholing_cursussen ADD COLUMN attachment_id integer REFERENCES files (id);
ALTER TABLE bijscholing_cursussen ADD COLUMN evaluation_id integer REFERENCES files (id);
ALTER TABLE bijscholing_cursussen ADD COLUMN aanwezigheidslijst_id integer REFERENCES files (id);
ALTER TABLE bijscholing_cursussen ADD COLUMN geslaagdenlijst_id integer REFERENCES files (id);
-- The evaluation test's state (SPEC §4): NEW at upload, then APPROVED or DECLINED by the secretariat.
ALTER TABLE bijscholing_cursussen ADD COLUMN evaluation_status text CHECK (evaluation_status IN ('NEW', 'APPROVED', 'DECLINED'));
