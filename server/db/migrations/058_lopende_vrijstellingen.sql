-- The exemptions that still hold on a day, by their end date: the control list's count of the members
-- short of points hashes them once (server/repositories/control.ts). Through vrijstellingen_active it
-- read every approved exemption ever given and kept the running ones; approved exemptions pile up over
-- the years, the running ones do not.
CREATE INDEX vrijstellingen_lopend ON vrijstellingen (end_date, username) WHERE statecode = 'APP';
