CREATE TABLE bijscholing_centrums (
  id serial PRIMARY KEY,
  name text NOT NULL,
  locality text,
  website text,
  status text NOT NULL DEFAULT 'ACTIEF' CHECK (status IN ('ACTIEF', 'INACTIEF'))
);
CREATE UNIQUE INDEX bijscholing_centrums_name ON bijscholing_centrums (lower(name));
