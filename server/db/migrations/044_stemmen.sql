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

-- Ballot slots, made empty in random order before they are filled, so the physical order says
-- nothing about who voted when; no serial, no timestamp, no voter. Every vote stamps all filled
-- ballots of its election again, so all share one xmin (the latest vote's), never a voter's own.
-- A low fillfactor keeps those stamps HOT: each row stays on the page its empty slot was given.
CREATE TABLE verkiezing_stembus (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  code text UNIQUE,
  choices integer[],
  CHECK ((code IS NULL) = (choices IS NULL))
) WITH (fillfactor = 50);
CREATE INDEX verkiezing_stembus_box ON verkiezing_stembus (verkiezing_id, code);

-- A reminder goes to a member once per election, however often the secretariat presses the button.
CREATE TABLE verkiezing_herinneringen (
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  username text NOT NULL,
  idmail bigint NOT NULL,
  PRIMARY KEY (verkiezing_id, username)
);
