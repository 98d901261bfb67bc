-- The audit trail is written once: no change, no removal, whoever holds the application's rights.
-- The one exception is the law's: erasing a member (GDPR art. 17, server/services/erasure.ts) takes
-- their name out of the rows about them, in a transaction that says so (SET LOCAL portal.erasure);
-- what was done, to which kind of record and when stays as it was.
CREATE FUNCTION audit_log_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('portal.erasure', true) = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.resource = OLD.resource AND NEW.action = OLD.action THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is written once: % refused', TG_OP USING ERRCODE = '42501';
END $$;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_written_once();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_written_once();

-- The secretariat's logbook reads the trail newest first, by who acted and by kind of record.
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_username ON audit_log (username, at DESC);
