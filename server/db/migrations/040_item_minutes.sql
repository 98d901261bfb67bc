-- An item's duration in whole minutes, worked out by the server like its points: the course's
-- programme lasts their sum, which its page holds against the hours the provider gave.
ALTER TABLE bijscholing_cursusitems ADD COLUMN minutes integer NOT NULL DEFAULT 0;
UPDATE bijscholing_cursusitems SET minutes = (extract(epoch FROM end_time - start_time) / 60)::integer;
