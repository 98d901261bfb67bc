-- A speaker's CV and attest (SPEC §3): uploaded files (domain/resources/cursussprekers.ts).
ALTER TABLE bijscholing_cursussprekers ADD COLUMN cv_id integer REFERENCES files (id);
ALTER TABLE bijscholing_cursussprekers ADD COLUMN attest_id integer REFERENCES files (id);
