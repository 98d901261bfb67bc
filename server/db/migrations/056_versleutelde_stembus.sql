-- Encrypted ballots (domain/crypto): an election finalised from now on carries the public half of
-- its key; the private half exists only as the election committee's shares. The box keeps only
-- ciphertexts (as the exact JSON text its tracker, the sha256 of that text, names) and the count
-- keeps the decrypted totals with their proofs.
ALTER TABLE verkiezingen
  ADD COLUMN public_key text CHECK (public_key ~ '^[0-9a-f]{64}$'),
  ADD COLUMN key_holders integer CHECK (key_holders BETWEEN 2 AND 9),
  ADD COLUMN key_threshold integer CHECK (key_threshold BETWEEN 2 AND key_holders);

-- One count per election: its key (a conflict) makes a second count, or two at once, change nothing.
-- Per slot (the candidates by ascending id, then blank) the total and its decryption proof; a count
-- taken at this upgrade from a box of the earlier plain form has no proofs (decryptions NULL).
CREATE TABLE verkiezing_tellingen (
  verkiezing_id integer PRIMARY KEY REFERENCES verkiezingen (id) ON DELETE CASCADE,
  candidates integer[] NOT NULL,
  ballots integer NOT NULL,
  totals integer[] NOT NULL,
  decryptions jsonb,
  counted_at timestamptz NOT NULL DEFAULT now(),
  counted_by text NOT NULL
);

-- The plain ballots of elections voted before this upgrade are counted now, then destroyed: the
-- table is dropped (its files go; DROP COLUMN would leave the choices in its pages until a rewrite).
INSERT INTO verkiezing_tellingen (verkiezing_id, candidates, ballots, totals, decryptions, counted_by)
SELECT e.id,
       ARRAY(SELECT k.id FROM verkiezing_kandidaten k WHERE k.verkiezing_id = e.id ORDER BY k.id),
       (SELECT count(*)::int FROM verkiezing_stembus b WHERE b.verkiezing_id = e.id),
       ARRAY(SELECT (SELECT count(*)::int FROM verkiezing_stembus b WHERE b.verkiezing_id = e.id AND k.id = ANY (b.choices))
               FROM verkiezing_kandidaten k WHERE k.verkiezing_id = e.id ORDER BY k.id)
         || (SELECT count(*)::int FROM verkiezing_stembus b WHERE b.verkiezing_id = e.id AND cardinality(b.choices) = 0),
       NULL, 'upgrade'
  FROM verkiezingen e WHERE EXISTS (SELECT 1 FROM verkiezing_stembus b WHERE b.verkiezing_id = e.id);

-- A finalised election that ended without a single ballot has its (empty) count too: without a key it
-- could never be counted otherwise.
INSERT INTO verkiezing_tellingen (verkiezing_id, candidates, ballots, totals, decryptions, counted_by)
SELECT e.id,
       ARRAY(SELECT k.id FROM verkiezing_kandidaten k WHERE k.verkiezing_id = e.id ORDER BY k.id),
       0,
       ARRAY(SELECT 0 FROM verkiezing_kandidaten k WHERE k.verkiezing_id = e.id) || 0,
       NULL, 'upgrade'
  FROM verkiezingen e
 WHERE e.state = 'FINISHED' AND e.endtime < now()
   AND NOT EXISTS (SELECT 1 FROM verkiezing_stembus b WHERE b.verkiezing_id = e.id);

DROP TABLE verkiezing_stembus;

-- The box: no voter, no time, no serial; the tracker names the ballot and is the voter's receipt.
CREATE TABLE verkiezing_stembus (
  tracker text PRIMARY KEY CHECK (tracker ~ '^[0-9a-f]{64}$'),
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  ballot text NOT NULL
);
CREATE INDEX verkiezing_stembus_election ON verkiezing_stembus (verkiezing_id, tracker);
