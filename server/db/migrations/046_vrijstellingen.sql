-- Exemptions from continuing education (SPEC §3, §4, §5): domain/resources/vrijstellingen.ts (a
-- veterinarian's own requests) and vrijstellingsaanvragen.ts (the secretariat's register), one table.
-- `username` is the member's ordenummer (their login); `statecode` a code of VRIJSTELLING_STATUS.
CREATE TABLE vrijstellingen (
  id serial PRIMARY KEY,
  username text NOT NULL CHECK (char_length(username) <= 30),
  member text CHECK (char_length(member) <= 201),
  years integer NOT NULL CHECK (years BETWEEN 1 AND 5),
  statecode text NOT NULL DEFAULT 'REQ' CHECK (statecode IN ('REQ', 'APP', 'DEC')),
  end_date date,
  -- Every request brings its document; demo and benchmark rows have none (the demo makes no files).
  attachment_id integer REFERENCES files (id),
  comments text CHECK (char_length(comments) <= 2000),
  reason text CHECK (char_length(reason) <= 2000),
  creationdate timestamptz NOT NULL DEFAULT now(),
  decisiondate timestamptz,
  -- An approved exemption has its last day (the control list reads it).
  CHECK (statecode <> 'APP' OR end_date IS NOT NULL)
);
CREATE INDEX vrijstellingen_order ON vrijstellingen (creationdate, id);
CREATE INDEX vrijstellingen_queue ON vrijstellingen (statecode, creationdate, id);
CREATE INDEX vrijstellingen_own ON vrijstellingen (username, creationdate, id);
-- The control list's question per member: an approved exemption that still runs.
CREATE INDEX vrijstellingen_active ON vrijstellingen (username, end_date) WHERE statecode = 'APP';
CREATE INDEX vrijstellingen_member_search ON vrijstellingen USING gin (lower(member) public.gin_trgm_ops);
CREATE INDEX vrijstellingen_username_search ON vrijstellingen USING gin (lower(username) public.gin_trgm_ops);
