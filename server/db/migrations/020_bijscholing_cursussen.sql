-- Courses of continuing education (domain/resources/cursussen.ts), owned by a provider's organisation.
CREATE TABLE bijscholing_cursussen (
  id serial PRIMARY KEY,
  title text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  status text NOT NULL DEFAULT 'NIEUW',
  type text NOT NULL,
  ebp_number text,
  location text,
  online_course boolean NOT NULL DEFAULT false,
  discipline text,
  level text,
  animal_kinds text[] NOT NULL DEFAULT '{}',
  species text[] NOT NULL DEFAULT '{}',
  hours numeric(5, 2),
  theorypoints numeric(5, 2),
  beoordelaar text,
  legal_entity_id integer NOT NULL REFERENCES legal_entities (iddiclegalentity),
  CHECK (start_date <= end_date)
);
-- A provider's list by state and date, and the secretariat's queue by state.
CREATE INDEX bijscholing_cursussen_owner ON bijscholing_cursussen (legal_entity_id, status, start_date DESC, id DESC);
CREATE INDEX bijscholing_cursussen_state ON bijscholing_cursussen (status, start_date DESC, id DESC);
CREATE INDEX bijscholing_cursussen_order ON bijscholing_cursussen (start_date DESC, id DESC);
