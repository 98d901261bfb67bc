-- A template nobody has edited has no "last change": the screens then say it is still the original.
ALTER TABLE page_templates ALTER COLUMN updated_at DROP NOT NULL;
ALTER TABLE page_templates ALTER COLUMN updated_at DROP DEFAULT;
UPDATE page_templates SET updated_at = NULL WHERE updated_by IS NULL;
ALTER TABLE mail_templates ALTER COLUMN updated_at DROP NOT NULL;
ALTER TABLE mail_templates ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE mail_templates ADD COLUMN updated_by text;
-- Mail templates kept no author: those whose date is that of the installation were never edited.
UPDATE mail_templates SET updated_at = NULL
 WHERE updated_at <= (SELECT applied_at + interval '5 minutes' FROM schema_migrations WHERE version = '001_foundation.sql');
