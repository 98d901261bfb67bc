-- Elections and their candidates (domain/resources/verkiezingen.ts, kandidaten.ts).
CREATE TABLE verkiezingen (
  id serial PRIMARY KEY,
  title text NOT NULL,
  starttime timestamptz NOT NULL,
  endtime timestamptz NOT NULL,
  number_of_elected integer NOT NULL,
  votable boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'NEW',
  mailssended boolean NOT NULL DEFAULT false,
  CHECK (starttime < endtime)
);
CREATE INDEX verkiezingen_start ON verkiezingen (starttime DESC, id DESC);

CREATE TABLE verkiezing_kandidaten (
  id serial PRIMARY KEY,
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES persons (iddicperson),
  lastname text NOT NULL,
  firstname text NOT NULL,
  campagne_id integer REFERENCES files (id) ON DELETE SET NULL,
  UNIQUE (verkiezing_id, person_id)
);
CREATE INDEX verkiezing_kandidaten_order ON verkiezing_kandidaten (verkiezing_id, lastname, id);
