-- The speakers of a course (domain/resources/cursussprekers.ts); they go with their course.
CREATE TABLE bijscholing_cursussprekers (
  id serial PRIMARY KEY,
  cursus_id integer NOT NULL REFERENCES bijscholing_cursussen (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  related_to text,
  person_id integer REFERENCES persons (iddicperson),
  attest_required boolean NOT NULL DEFAULT false
);
-- A course's tab, in the list's order.
CREATE INDEX bijscholing_cursussprekers_cursus ON bijscholing_cursussprekers (cursus_id, last_name, id);
