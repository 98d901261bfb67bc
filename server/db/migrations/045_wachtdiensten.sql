-- On-call services, their members and the requests that make or change them
-- (domain/resources/wachtdiensten.ts, wachtdienstleden.ts, wachtdienstaanvragen.ts, wachtdienstwijzigingen.ts).
-- `responsible` and a member's `ordenummer` are usernames (a vet's ordenummer is their login, SPEC §6).
CREATE TABLE wachtdiensten (
  id serial PRIMARY KEY,
  name text NOT NULL,
  telephone text,
  email text,
  website text,
  type text NOT NULL,
  diersoorten text[] NOT NULL DEFAULT '{}',
  disciplines text[] NOT NULL DEFAULT '{}',
  cities text[] NOT NULL DEFAULT '{}',
  info text,
  responsible text NOT NULL,
  responsible_name text,
  active boolean NOT NULL DEFAULT true,
  CHECK (telephone IS NOT NULL OR website IS NOT NULL)
);
CREATE INDEX wachtdiensten_name ON wachtdiensten (name, id);
CREATE INDEX wachtdiensten_name_search ON wachtdiensten USING gin (lower(name) public.gin_trgm_ops);
CREATE INDEX wachtdiensten_responsible ON wachtdiensten (responsible);

-- One row per member and service: joining twice is one member (the unique key).
CREATE TABLE wachtdienst_leden (
  id serial PRIMARY KEY,
  wachtdienst_id integer NOT NULL REFERENCES wachtdiensten (id) ON DELETE CASCADE,
  ordenummer text NOT NULL,
  name text,
  active_member text NOT NULL CHECK (active_member IN ('W', 'P')),
  creationdate timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wachtdienst_id, ordenummer)
);
CREATE INDEX wachtdienst_leden_member ON wachtdienst_leden (ordenummer);
CREATE INDEX wachtdienst_leden_order ON wachtdienst_leden (wachtdienst_id, name, id);

-- A vet's request for a new service: the service as asked, and the decision (SPEC §4 REQ/APP/DEC).
CREATE TABLE wachtdienst_aanvragen (
  id serial PRIMARY KEY,
  name text NOT NULL,
  telephone text,
  email text,
  website text,
  type text NOT NULL,
  diersoorten text[] NOT NULL DEFAULT '{}',
  disciplines text[] NOT NULL DEFAULT '{}',
  cities text[] NOT NULL DEFAULT '{}',
  info text,
  requester text NOT NULL,
  requester_name text,
  user_email text,
  decision text NOT NULL DEFAULT 'REQ',
  comments text,
  wachtdienst_id integer REFERENCES wachtdiensten (id) ON DELETE SET NULL,
  creationdate timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wachtdienst_aanvragen_queue ON wachtdienst_aanvragen (decision, creationdate DESC, id DESC);
CREATE INDEX wachtdienst_aanvragen_name_search ON wachtdienst_aanvragen USING gin (lower(name) public.gin_trgm_ops);

-- A request to change a service: the service as it should become.
CREATE TABLE wachtdienst_wijzigingen (
  id serial PRIMARY KEY,
  wachtdienst_id integer NOT NULL REFERENCES wachtdiensten (id) ON DELETE CASCADE,
  name text NOT NULL,
  telephone text,
  email text,
  website text,
  type text NOT NULL,
  diersoorten text[] NOT NULL DEFAULT '{}',
  disciplines text[] NOT NULL DEFAULT '{}',
  cities text[] NOT NULL DEFAULT '{}',
  info text,
  requester text NOT NULL,
  requester_name text,
  user_email text,
  decision text NOT NULL DEFAULT 'REQ',
  comments text,
  creationdate timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wachtdienst_wijzigingen_queue ON wachtdienst_wijzigingen (decision, creationdate DESC, id DESC);
CREATE INDEX wachtdienst_wijzigingen_name_search ON wachtdienst_wijzigingen USING gin (lower(name) public.gin_trgm_ops);
