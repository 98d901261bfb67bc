-- The audit trail as one hash chain (docs/features/data-care.md): each row carries the hash of the
-- row before it, so a row changed or removed even by the schema's owner is found (`npm run verify:audit`)
-- against a head kept elsewhere (the logbook shows it, every backup's manifest holds it).
-- A row's content (who, what, before and after) enters the chain as a salted digest that the erasure's
-- redaction keeps: the redaction empties the salt, so the digest no longer tells what the row held,
-- and records the redacted rows in a later row of the chain; the chain itself stays whole.
ALTER TABLE audit_log ADD COLUMN seq bigint, ADD COLUMN salt bytea, ADD COLUMN content_hash bytea, ADD COLUMN prev_hash bytea, ADD COLUMN hash bytea;
CREATE UNIQUE INDEX audit_log_seq ON audit_log (seq);

-- The chain's head: one row, held while a row is added, so rows from every node form one line.
CREATE TABLE audit_chain (one boolean PRIMARY KEY DEFAULT true CHECK (one), seq bigint NOT NULL, hash bytea NOT NULL);

-- Each part as a kind (0 nothing, 1 text, 2 bytes), its length (four bytes) and its bytes, after a
-- tag naming the statement, as domain/crypto/hash.ts does: no two different rows hash the same text.
CREATE FUNCTION audit_part(t text) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN t IS NULL THEN '\x00'::bytea ELSE '\x01'::bytea || int4send(octet_length(convert_to(t, 'UTF8'))) || convert_to(t, 'UTF8') END
$$;
CREATE FUNCTION audit_part(b bytea) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN b IS NULL THEN '\x00'::bytea ELSE '\x02'::bytea || int4send(length(b)) || b END
$$;

CREATE FUNCTION audit_content_hash(salt bytea, username text, resource text, record_id text, action text, before jsonb, after jsonb)
RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(audit_part('ovd-audit-1/inhoud'::text) || audit_part(salt) || audit_part(username) || audit_part(resource)
    || audit_part(record_id) || audit_part(action) || audit_part(before::text) || audit_part(after::text))
$$;

-- The time as whole microseconds since 1970 (UTC), whatever time zone the connection reads it in.
CREATE FUNCTION audit_chain_hash(seq bigint, prev_hash bytea, id bigint, at timestamptz, resource text, action text, content_hash bytea)
RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(audit_part('ovd-audit-1/keten'::text) || audit_part(seq::text) || audit_part(prev_hash) || audit_part(id::text)
    || audit_part(floor(extract(epoch FROM at) * 1000000)::bigint::text) || audit_part(resource) || audit_part(action) || audit_part(content_hash))
$$;

-- The rows written so far, chained in the order of their ids.
DO $$
DECLARE
  r record;
  n bigint := 0;
  prev bytea := sha256(convert_to('ovd-audit-1/begin', 'UTF8'));
  s bytea;
  c bytea;
BEGIN
  PERFORM set_config('portal.erasure', 'on', true);
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    s := uuid_send(gen_random_uuid());
    c := audit_content_hash(s, r.username, r.resource, r.record_id, r.action, r.before, r.after);
    UPDATE audit_log SET seq = n, salt = s, content_hash = c, prev_hash = prev,
           hash = audit_chain_hash(n, prev, r.id, r.at, r.resource, r.action, c) WHERE id = r.id
     RETURNING hash INTO prev;
  END LOOP;
  INSERT INTO audit_chain (seq, hash) VALUES (n, prev);
END $$;

-- A new row joins the chain after the head, which stays held until its transaction ends; what the
-- writer gave for these columns is not used. The owner's rights: the application may not write the head.
CREATE FUNCTION audit_log_chained() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  head audit_chain%ROWTYPE;
BEGIN
  SELECT * INTO head FROM audit_chain FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.salt := uuid_send(gen_random_uuid());
  NEW.content_hash := audit_content_hash(NEW.salt, NEW.username, NEW.resource, NEW.record_id, NEW.action, NEW.before, NEW.after);
  NEW.prev_hash := head.hash;
  NEW.hash := audit_chain_hash(NEW.seq, NEW.prev_hash, NEW.id, NEW.at, NEW.resource, NEW.action, NEW.content_hash);
  UPDATE audit_chain SET seq = NEW.seq, hash = NEW.hash;
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chained();

-- The guard of migration 054, now also over the chain: a redaction changes a row's content only,
-- and its salt goes with it.
CREATE OR REPLACE FUNCTION audit_log_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.erasure', true) = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.resource = OLD.resource AND NEW.action = OLD.action
     AND NEW.seq = OLD.seq AND NEW.prev_hash = OLD.prev_hash AND NEW.hash = OLD.hash AND NEW.content_hash = OLD.content_hash THEN
    NEW.salt := NULL;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is written once: % refused', TG_OP USING ERRCODE = '42501';
END $$;

-- A redaction is itself a row of the chain, naming the rows it changed.
CREATE FUNCTION audit_log_redaction_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log (username, resource, record_id, action, after)
  SELECT 'portaal', 'audit_log', count(*)::text, 'redactie', jsonb_build_object('rijen', jsonb_agg(id ORDER BY id))
    FROM redacted HAVING count(*) > 0;
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_redaction AFTER UPDATE ON audit_log REFERENCING NEW TABLE AS redacted
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_redaction_recorded();

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION audit_log_chained() SET search_path = %I, pg_temp', current_schema());
END $$;
