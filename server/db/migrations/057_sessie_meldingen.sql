-- Sessions are kept a few seconds in each node's memory (server/plugins/sessionCache.ts). Whatever
-- ends a session or changes its user says so to every node, from the database itself, at commit:
-- a logout, a password change, a restore (sessions deleted), a role change or deactivation (users
-- updated). The payload names the schema, then 's <id_hash>' for one session, 'u <user id>' for one
-- user, or '*' for many at once (a node then forgets every session it keeps).
CREATE FUNCTION sessies_melden() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  one_key text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('ovd_sessies', TG_TABLE_SCHEMA || ' *');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    SELECT count(*), min(id_hash) INTO n, one_key FROM gone;
    one_key := 's ' || one_key;
  ELSE
    SELECT count(*), min(id)::text INTO n, one_key FROM changed;
    one_key := 'u ' || one_key;
  END IF;
  IF n = 1 THEN
    PERFORM pg_notify('ovd_sessies', TG_TABLE_SCHEMA || ' ' || one_key);
  ELSIF n > 1 THEN
    PERFORM pg_notify('ovd_sessies', TG_TABLE_SCHEMA || ' *');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_ended AFTER DELETE ON sessions REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION sessies_melden();
-- A session's last use moved (once a minute per session, or set back by hand): its idle time is read anew.
CREATE TRIGGER sessions_moved AFTER UPDATE ON sessions REFERENCING NEW TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION sessies_melden();
CREATE TRIGGER sessions_cleared AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessies_melden();
CREATE TRIGGER users_changed AFTER UPDATE ON users REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sessies_melden();
CREATE TRIGGER users_removed AFTER DELETE ON users REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sessies_melden();
