-- Every page and mail template has a French text beside its Dutch one, in columns of its own: a
-- template has exactly the portal's two languages, so a translations table would only add a join.
-- Empty until the product's start fills them (server/seed/demo.ts ensureTemplates, after the
-- migrations), from the one catalogue of the product's texts; a template whose Dutch the secretariat
-- already changed keeps an empty French text, as the product's French would not say what the changed
-- Dutch says. Where the French is empty, a French reader gets the Dutch: never an empty mail or page.
ALTER TABLE mail_templates ADD COLUMN subject_fr text NOT NULL DEFAULT '';
ALTER TABLE mail_templates ADD COLUMN body_fr text NOT NULL DEFAULT '';
ALTER TABLE page_templates ADD COLUMN title_fr text NOT NULL DEFAULT '';
ALTER TABLE page_templates ADD COLUMN content_fr text NOT NULL DEFAULT '';

-- A mail goes out in its recipient's language at the moment it is sent: an account's own language.
-- For an address without an account, the language of the request that queued the mail (NULL: Dutch).
ALTER TABLE mails ADD COLUMN language text CHECK (language IN ('nl', 'fr'));

-- A parameter that is a word of the product (a new status, a kind of request) is stored in both
-- languages, so the worker fills in the one of the recipient when it sends; NULL: the same in both.
ALTER TABLE mail_params ADD COLUMN value_fr text;
