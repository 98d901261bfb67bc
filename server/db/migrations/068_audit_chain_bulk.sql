-- A row joins the chain after the last row (by its place), read through the index on seq; the head row
-- is only held, not rewritten for every row: written once per statement, a bulk insert of n rows
-- costs n steps instead of n² (20,000 rows: 12.7 s before, on PGlite). A transaction that read an
-- older picture of the trail (REPEATABLE READ) would pick a place already taken: the unique index
-- refuses it instead of letting the chain fork.
CREATE OR REPLACE FUNCTION audit_log_chained() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  last_seq bigint;
  last_hash bytea;
BEGIN
  PERFORM 1 FROM audit_chain FOR UPDATE;
  SELECT seq, hash INTO last_seq, last_hash FROM audit_log WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  IF last_seq IS NULL THEN
    last_seq := 0;
    last_hash := sha256(convert_to('ovd-audit-1/begin', 'UTF8'));
  END IF;
  NEW.seq := last_seq + 1;
  NEW.salt := uuid_send(gen_random_uuid());
  NEW.content_hash := audit_content_hash(NEW.salt, NEW.username, NEW.resource, NEW.record_id, NEW.action, NEW.before, NEW.after);
  NEW.prev_hash := last_hash;
  NEW.hash := audit_chain_hash(NEW.seq, NEW.prev_hash, NEW.id, NEW.at, NEW.resource, NEW.action, NEW.content_hash);
  RETURN NEW;
END $$;

-- The head, for `npm run verify:audit` to find rows removed from the end, once the statement is done.
CREATE FUNCTION audit_chain_moved() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  UPDATE audit_chain c SET seq = l.seq, hash = l.hash
    FROM (SELECT seq, hash FROM audit_log WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1) l
   WHERE c.seq IS DISTINCT FROM l.seq;
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_chain_head AFTER INSERT ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_moved();

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION audit_log_chained() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION audit_chain_moved() SET search_path = %I, pg_temp', current_schema());
END $$;
