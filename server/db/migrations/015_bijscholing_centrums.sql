-- Training centres (domain/resources/centrums.ts): where courses take place.
CREATE TABLE bijscholing_centrums (
  id serial PRIMARY KEY,
  name text NOT NULL,
  locality text,
  website text,
  status text NOT NULL DEFAULT 'ACTIEF' CHECK (status IN ('ACTIEF', 'INACTIEF'))
);
-- The `unique` rule on the name, whatever its case; and a page in the list's order from the index.
CREATE UNIQUE INDEX bijscholing_centrums_name ON bijscholing_centrums (lower(name));
CREATE INDEX bijscholing_centrums_order ON bijscholing_centrums (name, id);
