-- A veterinarian's personal calendar link (GET /agenda/{token}.ics): the token is the credential, so
-- only its sha256 is kept. The key on user_id makes one live link per user: a new link overwrites the
-- row in one statement, so the old token stops working at the moment the new one exists.
CREATE TABLE agenda_tokens (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
