-- Voting (server/repositories/votes.ts): who voted and what was voted are kept apart, and nothing
-- joins the two. The participation row carries the member and the time; the ballot carries only a
-- random slot id, the sha256 of the voter's receipt and the choices.
CREATE TABLE verkiezing_stemmers (
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  username text NOT NULL,
  votedtime timestamptz NOT NULL,
  -- "Only once" is this key: of two votes of one member at the same moment one insert loses.
  PRIMARY KEY (verkiezing_id, username)
);
CREATE INDEX verkiezing_stemmers_day ON verkiezing_stemmers (verkiezing_id, votedtime);

-- The ballot box: no voter, no timestamp, no serial; the key is the sha256 of the voter's receipt.
-- Every commit of votes deletes the election's ballots and inserts them again in random order
-- (server/repositories/votes.ts), so neither their xmin nor their place on disk tells who cast which.
CREATE TABLE verkiezing_stembus (
  code text PRIMARY KEY,
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  choices integer[] NOT NULL
);
CREATE INDEX verkiezing_stembus_election ON verkiezing_stembus (verkiezing_id);

-- A reminder goes to a member once per election, however often the secretariat presses the button.
CREATE TABLE verkiezing_herinneringen (
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  username text NOT NULL,
  idmail bigint NOT NULL,
  PRIMARY KEY (verkiezing_id, username)
);
