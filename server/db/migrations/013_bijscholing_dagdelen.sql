CREATE TABLE bijscholing_dagdelen (
  id serial PRIMARY KEY,
  code text NOT NULL,
  description text NOT NULL,
  meerdags boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX bijscholing_dagdelen_code ON bijscholing_dagdelen (lower(code));
