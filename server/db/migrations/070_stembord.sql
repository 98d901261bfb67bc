-- The public board of an election (docs/features/elections.md, "The board"): every ballot the box
-- accepts, in the order the flushes moved them in (each flush's in random order), as a hash chain.
-- A row names the tracker, the Brussels day and whether the server sealed the ballot; never a voter
-- or a time of day. The primary key gives the chain its order; the unique tracker refuses a ballot
-- twice, whatever node or flush brings it.
CREATE TABLE verkiezing_bord (
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq > 0),
  tracker text NOT NULL CHECK (tracker ~ '^[0-9a-f]{64}$'),
  dag date NOT NULL,
  server_sealed boolean NOT NULL,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (verkiezing_id, seq),
  UNIQUE (verkiezing_id, tracker)
);
-- The board's page says how many ballots the server sealed: counted from this index alone.
CREATE INDEX verkiezing_bord_server_sealed ON verkiezing_bord (verkiezing_id) WHERE server_sealed;

-- Ballots that a voter audited instead of casting (Benaloh's challenge): their randomness was
-- shown, so they may never be cast. Only the tracker and the day; not who audited.
CREATE TABLE verkiezing_gecontroleerd (
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  tracker text NOT NULL CHECK (tracker ~ '^[0-9a-f]{64}$'),
  dag date NOT NULL,
  PRIMARY KEY (verkiezing_id, tracker)
);

-- A ballot sealed by the server from SPEC's array of candidate ids rather than in the voter's
-- browser: the board, the box and the results say how many.
ALTER TABLE verkiezing_stembus_wacht ADD COLUMN server_sealed boolean NOT NULL DEFAULT true;

-- The board orders ballots by flush, so the voters' rows must not order voters: a flush moves every
-- voter row not yet stirred, with a random sample of the others, out and back in random order, so
-- they share its xmin and their place on disk says nothing (server/repositories/votes.ts).
ALTER TABLE verkiezing_stemmers ADD COLUMN stirred boolean NOT NULL DEFAULT false;
