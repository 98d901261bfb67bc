-- No link between a voter and a ballot in the database (server/repositories/votes.ts). A vote's
-- transaction writes who voted and puts the ballot in a waiting room; a later transaction moves the
-- waiting ballots into the box in random order, together with a random sample of the box rewritten.
-- So a ballot never shares its xmin with its voter, and its place in the box, in a plain dump and
-- among the xmins says nothing of when it was cast.

-- Who voted keeps the Brussels day, no longer the moment: a moment to the microsecond would line the
-- voters up against anything else written in the same order. The column's type changes, so the
-- table is written anew and the old moments leave its pages.
ALTER TABLE verkiezing_stemmers ALTER COLUMN votedtime TYPE date USING (votedtime AT TIME ZONE 'Europe/Brussels')::date;

-- The waiting room: no voter, no time, no serial, as the box. A row lives from the vote's commit
-- to the next flush of its election; one left by a crash in between is moved by the next flush.
CREATE TABLE verkiezing_stembus_wacht (
  tracker text PRIMARY KEY CHECK (tracker ~ '^[0-9a-f]{64}$'),
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  ballot text NOT NULL
);
CREATE INDEX verkiezing_stembus_wacht_election ON verkiezing_stembus_wacht (verkiezing_id);

-- The ballots cast before this upgrade went in with their voters, in their order: written again in
-- random order, all with this migration's xmin.
WITH gone AS (DELETE FROM verkiezing_stembus RETURNING tracker, verkiezing_id, ballot)
INSERT INTO verkiezing_stembus (tracker, verkiezing_id, ballot) SELECT tracker, verkiezing_id, ballot FROM gone ORDER BY random();
