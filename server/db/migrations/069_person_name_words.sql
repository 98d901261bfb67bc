-- A person is found by any word of their name, first or last ("bossche" finds Jan Van den Bossche, "pieter"
-- finds Jan-Pieter), where a word starts: `name_words LIKE '% term%'` (server/repositories/persons.ts). The
-- words are the names lower-cased, their accents and hyphens or apostrophes gone, each after a space; a
-- trigram index answers the search without reading every person. The expression must stay the one the
-- repository writes, or the planner no longer sees the index.
CREATE INDEX persons_name_words ON persons USING gin (
  (' ' || lower(translate(firstname || ' ' || lastname, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ''’-', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy   '))) public.gin_trgm_ops
);
