-- Why the secretariat declined (or what it noted when approving) the evaluation test (SPEC §3 evaluationComment).
ALTER TABLE bijscholing_cursussen ADD COLUMN evaluation_comment text;
