-- The day parts and categories of course items in French beside their Dutch names: a French reader
-- of a course's programme (the agenda's sheet, the items tab) reads them in French. The secretariat
-- edits both; the French is optional (NULL when empty, as any optional text), and where it is empty
-- a French reader gets the Dutch (docs/declarations.md, "Texts in both languages"). Empty until the
-- product's start fills the ones it brought (server/seed/demo.ts: ensureReferenceNames), and only
-- while their Dutch is still the product's.
ALTER TABLE bijscholing_dagdelen ADD COLUMN description_fr text;
ALTER TABLE bijscholing_categories ADD COLUMN description_fr text;
