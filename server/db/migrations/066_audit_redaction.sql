-- The erasure's redaction of the trail (GDPR art. 17, server/services/erasureTrail.ts) is one function
-- of the schema's owner, run with the owner's rights: where the application connects as a role of its
-- own (docs/operations.md, "Two roles"), it may only add to and read the trail, and this is the one
-- way it can change a row. The function changes only rows about the member it names, and a row only
-- by taking values out: the member's username may become their pseudonym, nothing is added or
-- rewritten, and what was done, to which kind of record and when stays (the guard of migration 054).
CREATE FUNCTION audit_log_redact(
  p_member text, p_person bigint, p_pseudonym text, p_own_resources text[], p_own_ids text[],
  p_ids bigint[], p_usernames text[], p_record_ids text[], p_befores jsonb[], p_afters jsonb[]
) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET portal.erasure = 'on' AS $$
DECLARE
  pattern text := '"' || regexp_replace(coalesce(p_member, ''), '([^[:alnum:]_])', '\\\1', 'g') || '"';
  pseudonym text := to_json(p_pseudonym)::text;
  person text := '"(iddicperson|personid|person_id)": ' || coalesce(p_person, -1)::text || '\M';
  refused bigint;
  changed integer;
BEGIN
  IF coalesce(p_member, '') = '' OR coalesce(p_pseudonym, '') !~ '^GEWIST-[A-Za-z0-9]+$' THEN
    RAISE EXCEPTION 'audit_log_redact: no member or pseudonym named' USING ERRCODE = '22023';
  END IF;
  SELECT c.id INTO refused
    FROM unnest(p_ids, p_usernames, p_record_ids, p_befores, p_afters) AS c(id, username, record_id, before, after)
    LEFT JOIN audit_log a ON a.id = c.id
   WHERE a.id IS NULL
      -- About the member: written by them, their record, naming their account or person, or one of their own records.
      OR NOT (lower(a.username) IN (lower(p_member), lower(p_pseudonym))
           OR lower(a.record_id) IN (lower(p_member), lower(p_pseudonym))
           OR concat(a.before::text, ' ', a.after::text) ~* pattern
           OR concat(a.before::text, ' ', a.after::text) ~* person
           OR (a.resource, a.record_id) IN (SELECT * FROM unnest(p_own_resources, p_own_ids)))
      -- Their username becomes the pseudonym, or the column stays.
      OR NOT (c.username = a.username OR (c.username = p_pseudonym AND lower(a.username) = lower(p_member)))
      OR NOT (c.record_id = a.record_id OR (c.record_id = p_pseudonym AND lower(a.record_id) = lower(p_member)))
      -- Values only go: what is left was there, with the pseudonym in the place of their username.
      OR NOT ((c.before IS NULL AND a.before IS NULL) OR regexp_replace(a.before::text, pattern, pseudonym, 'gi')::jsonb @> c.before)
      OR NOT ((c.after IS NULL AND a.after IS NULL) OR regexp_replace(a.after::text, pattern, pseudonym, 'gi')::jsonb @> c.after)
   LIMIT 1;
  IF refused IS NOT NULL THEN
    RAISE EXCEPTION 'audit_log_redact: row % is not the member''s to redact', refused USING ERRCODE = '42501';
  END IF;
  UPDATE audit_log a SET username = c.username, record_id = c.record_id, before = c.before, after = c.after
    FROM unnest(p_ids, p_usernames, p_record_ids, p_befores, p_afters) AS c(id, username, record_id, before, after)
   WHERE a.id = c.id;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

-- Run with the owner's rights, it finds its tables in its own schema, whatever path the caller set.
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION audit_log_redact(text, bigint, text, text[], text[], bigint[], text[], text[], jsonb[], jsonb[]) SET search_path = %I, pg_temp', current_schema());
END $$;
