-- Drafted by `npm run declare:sql` against the database: the queues open on a state (an election's,
-- a mail's) and a vet's own on-call requests are listed by their requester; none had an index for it.
CREATE INDEX "mails_state" ON "mails" ("status", "creationdate", "idmail");
CREATE INDEX "verkiezingen_state" ON "verkiezingen" ("state", "starttime", "id");
CREATE INDEX "wachtdienst_aanvragen_owner" ON "wachtdienst_aanvragen" ("requester", "creationdate", "id");
CREATE INDEX "wachtdienst_wijzigingen_owner" ON "wachtdienst_wijzigingen" ("requester", "creationdate", "id");
