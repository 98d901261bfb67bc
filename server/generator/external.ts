/**
 * The tables of the resources the product serves by hand (domain/declare/external): where a
 * `reference` to one points (its foreign key), and the SQL of its title over its own columns (`x`
 * is the row), for `from: { titleOf }`.
 */
export interface ExternalTable {
  table: string;
  id: string;
  title: string;
}

export const externalTables: Record<string, ExternalTable> = {
  personen: { table: 'persons', id: 'iddicperson', title: "x.firstname || ' ' || x.lastname" },
  contacts: {
    table: 'contacts',
    id: 'iddiccontact',
    title: "(SELECT p.firstname || ' ' || p.lastname FROM persons p WHERE p.iddicperson = x.iddicperson)",
  },
  rechtspersonen: { table: 'legal_entities', id: 'iddiclegalentity', title: 'x.name' },
  files: { table: 'files', id: 'id', title: 'x.name' },
};
