-- Another form's calculated points are rounded up to halves, as every row's (SPEC §9; calculatedPoints
-- in domain/rules/cpd.ts): pages / 30 up to the next half is ceil(pages / 15) / 2. Rows stored before
-- with two decimals (1.100 pages: 36,67) now hold what the rule gives (37). The section's total counts
-- floor(its pages / 30) and never read these, so no total changes.
UPDATE bijscholing_punten
   SET cpunten = ceil(coalesce(page, 0) / 15.0) / 2
 WHERE type = 'others' AND cpunten <> ceil(coalesce(page, 0) / 15.0) / 2;
