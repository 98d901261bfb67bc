-- A course's province (docs/features/course-agenda.md, "A province for a course") from the last
-- Belgian postcode in its place, not the first four digits before a word: a house number before
-- "bus" ("Steenweg 1104 bus 2, 9051 Gent") is no postcode, nor is a Dutch one ("3584 CL Utrecht") or
-- one with another country's prefix ("L-1234 Luxembourg"); "B-9000 Gent" is. The same rule as
-- domain/rules/provinces.ts postcodeIn (tests/api/bijscholing/agenda-provinces.test.ts holds both to it).
CREATE FUNCTION postcode_in(place text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT r.m[1]
    FROM regexp_matches(
           place,
           '(?:^|[^A-Za-z0-9-]|(?<![A-Za-z0-9])B-)([1-9][0-9]{3})\s+(?![A-Z]{2}\M)(?!(?:[Bb]us|[Bb]te|[Bb]oîte|[Bb]ox)\M)[[:alpha:]]',
           'g') WITH ORDINALITY AS r(m, n)
   ORDER BY r.n DESC
   LIMIT 1
$$;

CREATE OR REPLACE FUNCTION bijscholing_cursus_province() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.province := coalesce(
    province_of_postcode(postcode_in(NEW.location)),
    CASE WHEN NOT NEW.online_course THEN (
      SELECT province_of_postcode(a.postcode)
        FROM legal_entities le JOIN addresses a ON a.iddicaddress = le.iddicaddress
       WHERE le.iddiclegalentity = NEW.legal_entity_id AND a.country = 'BE'
    ) END);
  RETURN NEW;
END
$$;

-- The courses' provinces by the new rule (the trigger fires on the place written).
UPDATE bijscholing_cursussen SET location = location WHERE location ~ '[0-9]{4}';
