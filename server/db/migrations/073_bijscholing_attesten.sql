-- The CPD certificates made ("Attest permanente vorming"): what each stated, and the sha256 of its
-- PDF as it was sent, so anyone holding the code can check a copy at /attest/{code}. The code is the
-- key (19 random base32 characters and a check character, normalised), so a repeat is refused by the
-- database itself; the PDF is not kept: the statement and the hash are what a check needs.
CREATE TABLE bijscholing_attesten (
  code text PRIMARY KEY CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{20}$'),
  username text NOT NULL,
  periode_id integer NOT NULL REFERENCES bijscholing_periodes (id),
  stated jsonb NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  made_at timestamptz NOT NULL DEFAULT now(),
  made_by text NOT NULL
);

-- A member's certificates of a period, newest first (their history, an erasure).
CREATE INDEX bijscholing_attesten_member ON bijscholing_attesten (username, periode_id, made_at DESC);
