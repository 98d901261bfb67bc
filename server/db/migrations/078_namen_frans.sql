-- The product's own names in French: a codelist's description and what a mail template is for, shown
-- on the secretariat's and the providers' screens. Nobody makes or renames these (they come with the
-- product), so each has its French text beside the Dutch one, as the templates' texts do (077); a
-- French reader reads the French one where it has a text, the Dutch one otherwise, and searches and
-- sorts by it (docs/declarations.md, "Texts in both languages"). Empty until the product's start fills
-- them (server/seed/demo.ts: ensureTemplates, ensureCodelistNames).
ALTER TABLE codelists ADD COLUMN description_fr text NOT NULL DEFAULT '';
ALTER TABLE mail_templates ADD COLUMN description_fr text NOT NULL DEFAULT '';
