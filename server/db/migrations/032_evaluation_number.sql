-- An approved evaluation test's number (SPEC §4): the next of its year, unique (domain/resources/evaluaties.ts).
ALTER TABLE bijscholing_cursussen ADD COLUMN evaluation_number text UNIQUE;
-- The secretariat's queue of evaluation tests waiting for a decision.
CREATE INDEX bijscholing_cursussen_evaluation ON bijscholing_cursussen (evaluation_status, start_date DESC, id DESC) WHERE evaluation_status IS NOT NULL;
