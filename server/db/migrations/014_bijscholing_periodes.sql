CREATE TABLE bijscholing_periodes (
  id serial PRIMARY KEY,
  start_date date NOT NULL,
  end_date date NOT NULL,
  active boolean NOT NULL DEFAULT false,
  required_points integer NOT NULL CHECK (required_points >= 0),
  CHECK (start_date <= end_date)
);
-- At most one active period, whatever arrives at once.
CREATE UNIQUE INDEX bijscholing_periodes_one_active ON bijscholing_periodes (active) WHERE active;
