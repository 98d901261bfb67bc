-- A course's contact person (SPEC §3): one of the people of the course's organisation.
ALTER TABLE bijscholing_cursussen ADD COLUMN contact_id integer REFERENCES contacts (iddiccontact);
