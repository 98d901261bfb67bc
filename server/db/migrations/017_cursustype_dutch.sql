-- The course type EBP was described half in English ("evidence-based") in the choice a provider
-- makes when registering. Databases seeded before get the Dutch text too, but only where the
-- description is still the old default: a text the secretariat changed itself is left alone.
UPDATE codelist_items SET description = 'EBP-cursus (erkende bijscholing, wetenschappelijk onderbouwd)'
 WHERE codedetail = 'EBP'
   AND description = 'EBP-cursus (erkende bijscholing, evidence-based)'
   AND iddiccode IN (SELECT iddiccode FROM codelists WHERE code = 'CURSUSTYPE');
