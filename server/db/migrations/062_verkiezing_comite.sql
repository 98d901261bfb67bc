-- The election committee (docs/features/elections.md): its members make the key among themselves
-- (Pedersen's distributed key generation), so no person, server or database holds it. The server
-- stores only what is public: each member's commitments and X25519 key, the shares sealed to their
-- recipients (which it cannot open), the manifest and its fingerprint, and at the count each member's
-- partial decryption with its proof.

-- The manifest (candidates, seats, committee, joint key) fixed at finalising and its fingerprint; the
-- box's fingerprint and voter count as announced when voting closed. An election without a manifest
-- was keyed before the committee's ceremony (one key made in the secretariat's browser).
ALTER TABLE verkiezingen
  ADD COLUMN manifest jsonb,
  ADD COLUMN fingerprint text CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  ADD COLUMN committee_threshold integer CHECK (committee_threshold BETWEEN 2 AND 9),
  -- How often the key ceremony was started (again): every attempt is a ceremony of its own.
  ADD COLUMN ceremony_attempt integer NOT NULL DEFAULT 0,
  ADD COLUMN closed_fingerprint text CHECK (closed_fingerprint ~ '^[0-9a-f]{64}$'),
  ADD COLUMN closed_voters integer;

-- A committee's key serves one election only.
CREATE UNIQUE INDEX verkiezingen_committee_key_once ON verkiezingen (public_key) WHERE manifest IS NOT NULL;

-- The committee: member `lid` (1 to 9) of an election, and how far they are in the ceremony.
CREATE TABLE verkiezing_comite (
  verkiezing_id integer NOT NULL REFERENCES verkiezingen (id) ON DELETE CASCADE,
  lid integer NOT NULL CHECK (lid BETWEEN 1 AND 9),
  username text NOT NULL,
  -- Round 1: { encKey, commitments, proof }, checked by the server before it is kept.
  published jsonb,
  -- Round 2: the member sent a sealed share to every other member (verkiezing_comite_delen).
  shares_sent boolean NOT NULL DEFAULT false,
  -- Round 3: the member opened and checked every share sent to them; or named the member whose share failed.
  checked boolean NOT NULL DEFAULT false,
  complaint integer CHECK (complaint BETWEEN 1 AND 9),
  -- With the check: the hash of every publication as the member's browser used them (domain/crypto/dkg.ts transcriptOf).
  transcript text CHECK (transcript ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (verkiezing_id, lid),
  UNIQUE (verkiezing_id, username)
);
CREATE INDEX verkiezing_comite_user ON verkiezing_comite (username);

-- Round 2: the share from member `van` to member `aan`, sealed to `aan`'s key (the server cannot open it).
CREATE TABLE verkiezing_comite_delen (
  verkiezing_id integer NOT NULL,
  van integer NOT NULL,
  aan integer NOT NULL,
  box text NOT NULL CHECK (box ~ '^[0-9a-f]{144}$'),
  PRIMARY KEY (verkiezing_id, van, aan),
  FOREIGN KEY (verkiezing_id, van) REFERENCES verkiezing_comite (verkiezing_id, lid) ON DELETE CASCADE
);

-- The count: each member's partial decryption of the box's sums, kept once its proofs held.
CREATE TABLE verkiezing_deelontsleutelingen (
  verkiezing_id integer NOT NULL,
  lid integer NOT NULL,
  decryptions jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (verkiezing_id, lid),
  FOREIGN KEY (verkiezing_id, lid) REFERENCES verkiezing_comite (verkiezing_id, lid) ON DELETE CASCADE
);
