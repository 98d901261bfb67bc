-- The items of a course (domain/resources/cursusitems.ts); they go with their course. `points`
-- is worked out by the server (domain/rules/points.ts); `speakers` holds ids of the course's speakers.
CREATE TABLE bijscholing_cursusitems (
  id serial PRIMARY KEY,
  cursus_id integer NOT NULL REFERENCES bijscholing_cursussen (id) ON DELETE CASCADE,
  datum date NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  category_id integer NOT NULL REFERENCES bijscholing_categories (id),
  dagdeel_id integer REFERENCES bijscholing_dagdelen (id),
  coefficient_id integer NOT NULL REFERENCES bijscholing_coefficients (id),
  speakers integer[] NOT NULL DEFAULT '{}',
  points numeric(6, 2) NOT NULL DEFAULT 0,
  CHECK (start_time < end_time)
);
-- A course's tab in the list's order, and the course's total.
CREATE INDEX bijscholing_cursusitems_cursus ON bijscholing_cursusitems (cursus_id, datum, id);
