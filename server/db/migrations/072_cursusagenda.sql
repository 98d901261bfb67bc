-- The course agenda for veterinarians (docs/features/course-agenda.md): the approved courses from today
-- on, and the courses a member put in their calendar feed.

-- A Belgian postcode's province (PROVINCIE codes), by its range; the same ranges as
-- domain/rules/provinces.ts provinceOfPostcode (tests/api/bijscholing/agenda-provinces.test.ts holds both to them).
CREATE FUNCTION province_of_postcode(postcode text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN postcode !~ '^[1-9][0-9]{3}$' THEN NULL
    WHEN postcode::int < 1300 THEN 'BRU'
    WHEN postcode::int < 1500 THEN 'WBR'
    WHEN postcode::int < 2000 THEN 'VBR'
    WHEN postcode::int < 3000 THEN 'ANT'
    WHEN postcode::int < 3500 THEN 'VBR'
    WHEN postcode::int < 4000 THEN 'LIM'
    WHEN postcode::int < 5000 THEN 'LIE'
    WHEN postcode::int < 6000 THEN 'NAM'
    WHEN postcode::int < 6600 THEN 'HAI'
    WHEN postcode::int < 7000 THEN 'LUX'
    WHEN postcode::int < 8000 THEN 'HAI'
    WHEN postcode::int < 9000 THEN 'WVL'
    ELSE 'OVL'
  END
$$;

-- A course's province: the postcode in its place ("Salisburylaan 133, 9820 Merelbeke": four digits
-- before a word), else, for a course that is not online, its organisation's Belgian address. An online
-- course without a postcode in its place has none. Kept in a column so the agenda filters on it, set
-- whenever the course is written (an organisation that moves later does not move its courses).
ALTER TABLE bijscholing_cursussen ADD COLUMN province text;

CREATE FUNCTION bijscholing_cursus_province() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.province := coalesce(
    province_of_postcode(substring(NEW.location FROM '(?:^|[^0-9])([1-9][0-9]{3})\s+[[:alpha:]]')),
    CASE WHEN NOT NEW.online_course THEN (
      SELECT province_of_postcode(a.postcode)
        FROM legal_entities le JOIN addresses a ON a.iddicaddress = le.iddicaddress
       WHERE le.iddiclegalentity = NEW.legal_entity_id AND a.country = 'BE'
    ) END);
  RETURN NEW;
END
$$;

CREATE TRIGGER bijscholing_cursussen_province BEFORE INSERT OR UPDATE OF location, online_course, legal_entity_id ON bijscholing_cursussen
  FOR EACH ROW EXECUTE FUNCTION bijscholing_cursus_province();

UPDATE bijscholing_cursussen SET location = location;

-- The agenda: the approved courses that have not ended, found by their end date and then sorted (a
-- few hundred), so the courses that ended, which only grow in number, are never read.
CREATE INDEX bijscholing_cursussen_agenda ON bijscholing_cursussen (end_date) WHERE status = 'GOEDGEKEURD';

-- The courses a member put in their calendar feed; one row per member and course however often they
-- ask, so adding is one atomic step. A course or an account that goes takes its rows along.
CREATE TABLE agenda_cursussen (
  username text NOT NULL REFERENCES users (username) ON UPDATE CASCADE ON DELETE CASCADE,
  cursus_id integer NOT NULL REFERENCES bijscholing_cursussen (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (username, cursus_id)
);
CREATE INDEX agenda_cursussen_cursus ON agenda_cursussen (cursus_id);
