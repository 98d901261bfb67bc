-- Members and organisations (SPEC §3): people, legal entities, their addresses and cooperations.
-- search_* columns hold lower-case text without accents, written by the server, so "De Smet",
-- "de smet" and "Désiré"/"desire" find each other with a plain index.

CREATE TABLE addresses (
  iddicaddress serial PRIMARY KEY,
  street text NOT NULL,
  housenumber text NOT NULL,
  box text,
  postcode text NOT NULL,
  locality text NOT NULL,
  country text NOT NULL DEFAULT 'BE'
);

CREATE TABLE persons (
  iddicperson serial PRIMARY KEY,
  ordenummer text UNIQUE,
  firstname text NOT NULL,
  lastname text NOT NULL,
  email text,
  telephone text,
  mobile text,
  locality text,
  search_name text NOT NULL,
  search_first text NOT NULL DEFAULT '',
  search_locality text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX persons_search_name ON persons (search_name text_pattern_ops);
CREATE INDEX persons_search_first ON persons (search_first text_pattern_ops);
CREATE INDEX persons_search_locality ON persons (search_locality text_pattern_ops);
CREATE INDEX persons_order ON persons (lastname, firstname, iddicperson);

ALTER TABLE users ADD COLUMN iddicperson integer REFERENCES persons(iddicperson);
CREATE UNIQUE INDEX users_person ON users (iddicperson);

CREATE TABLE legal_entities (
  iddiclegalentity serial PRIMARY KEY,
  name text NOT NULL,
  iddiclegalform text,
  reference text,
  telephone text,
  email text,
  website text,
  iddicaddress integer REFERENCES addresses(iddicaddress),
  is_provider boolean NOT NULL DEFAULT false,
  locality text,
  search_name text NOT NULL,
  search_locality text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX legal_entities_search_name ON legal_entities (search_name text_pattern_ops);
CREATE INDEX legal_entities_search_locality ON legal_entities (search_locality text_pattern_ops);
CREATE INDEX legal_entities_order ON legal_entities (name, iddiclegalentity);

ALTER TABLE users ADD CONSTRAINT users_legal_entity FOREIGN KEY (legal_entity_id) REFERENCES legal_entities(iddiclegalentity);

-- A person's own addresses with their role: PUBLIEK (members list), POST (correspondence), LID (domicile).
CREATE TABLE person_addresses (
  id serial PRIMARY KEY,
  iddicperson integer NOT NULL REFERENCES persons(iddicperson) ON DELETE CASCADE,
  iddicaddress integer NOT NULL REFERENCES addresses(iddicaddress),
  role text NOT NULL CHECK (role IN ('PUBLIEK', 'POST', 'LID')),
  startdate date NOT NULL DEFAULT current_date,
  enddate date
);
CREATE INDEX person_addresses_person ON person_addresses (iddicperson);

-- Cooperations: a person working with a legal entity (workaddress CONTACT, ASSOCIE, ...) at an address.
CREATE TABLE contacts (
  iddiccontact serial PRIMARY KEY,
  iddicperson integer NOT NULL REFERENCES persons(iddicperson) ON DELETE CASCADE,
  iddiclegalentity integer NOT NULL REFERENCES legal_entities(iddiclegalentity),
  workaddress text NOT NULL,
  iddicaddress integer REFERENCES addresses(iddicaddress),
  telephone text,
  email text,
  startdate date NOT NULL DEFAULT current_date,
  enddate date
);
CREATE INDEX contacts_person ON contacts (iddicperson);
CREATE INDEX contacts_legal_entity ON contacts (iddiclegalentity);

CREATE TABLE address_changes (
  id serial PRIMARY KEY,
  iddicperson integer NOT NULL REFERENCES persons(iddicperson) ON DELETE CASCADE,
  code text NOT NULL CHECK (code IN ('RECHTSPERSOON', 'DOMICILIE', 'CONTACTNEW', 'CONTACTEND')),
  state text NOT NULL DEFAULT 'NEW' CHECK (state IN ('NEW', 'APPROVED', 'DECLINED', 'ERROR')),
  data jsonb NOT NULL,
  startdate date NOT NULL,
  creationdate timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by text,
  comment text,
  error text
);
CREATE INDEX address_changes_state ON address_changes (state, creationdate);
CREATE INDEX address_changes_person ON address_changes (iddicperson, creationdate DESC);

CREATE TABLE activities (
  iddicperson integer PRIMARY KEY REFERENCES persons(iddicperson) ON DELETE CASCADE,
  practpct integer CHECK (practpct BETWEEN 1 AND 100),
  species text[] NOT NULL DEFAULT '{}',
  sectors text[] NOT NULL DEFAULT '{}',
  other_sectors text,
  interests text,
  transfer_email boolean NOT NULL DEFAULT false,
  xray boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE provider_registrations (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'NIEUW' CHECK (status IN ('NIEUW', 'APPROVED', 'DECLINED')),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by text,
  comment text,
  user_id integer REFERENCES users(id)
);
CREATE INDEX provider_registrations_status ON provider_registrations (status, created_at);
