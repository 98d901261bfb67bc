-- Each member's approved sums per period, kept by the database as the rows change, so the control
-- list reads 10,000 small rows instead of summing 100,000 points records on every request. The
-- totals are what domain/rules/cpd periodTotals starts from: the direct points (courses, teachings,
-- peer reviews: effective, else calculated), the others' pages, the theoretical points. Each
-- statement adds what its new approved rows bring and takes away what its old ones brought, per
-- member, in one upsert: concurrent writers add up instead of overwriting each other.
CREATE TABLE bijscholing_punten_totalen (
  periode_id integer NOT NULL REFERENCES bijscholing_periodes (id) ON DELETE CASCADE,
  username text NOT NULL,
  direct numeric NOT NULL DEFAULT 0,
  pages bigint NOT NULL DEFAULT 0,
  theory numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (periode_id, username)
);

-- A trigger with transition tables serves one event, so three triggers share one function; which
-- transition tables exist depends on the event, hence the rows it reads are chosen at run time.
CREATE FUNCTION bijscholing_punten_tel() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO bijscholing_punten_totalen AS t (periode_id, username, direct, pages, theory)
    SELECT periode_id, username,
           sum(sign * CASE WHEN type = 'others' THEN 0 ELSE coalesce(epunten, cpunten) END),
           sum(sign * CASE WHEN type = 'others' THEN coalesce(page, 0) ELSE 0 END),
           sum(sign * coalesce(tpunten, tcpunten))
      FROM (%s) changed
     WHERE state = 'APPROVED'
     GROUP BY periode_id, username
    ON CONFLICT (periode_id, username) DO UPDATE
      SET direct = t.direct + EXCLUDED.direct, pages = t.pages + EXCLUDED.pages, theory = t.theory + EXCLUDED.theory
  $sql$, changed);
  RETURN NULL;
END $$;

CREATE TRIGGER bijscholing_punten_tel_insert AFTER INSERT ON bijscholing_punten
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bijscholing_punten_tel();
CREATE TRIGGER bijscholing_punten_tel_update AFTER UPDATE ON bijscholing_punten
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bijscholing_punten_tel();
CREATE TRIGGER bijscholing_punten_tel_delete AFTER DELETE ON bijscholing_punten
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bijscholing_punten_tel();

-- The rows already there.
INSERT INTO bijscholing_punten_totalen (periode_id, username, direct, pages, theory)
SELECT periode_id, username,
       sum(CASE WHEN type = 'others' THEN 0 ELSE coalesce(epunten, cpunten) END),
       sum(CASE WHEN type = 'others' THEN coalesce(page, 0) ELSE 0 END),
       sum(coalesce(tpunten, tcpunten))
  FROM bijscholing_punten WHERE state = 'APPROVED' GROUP BY periode_id, username;
