import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCodelistNames, ensureTemplates } from '../../../server/seed/demo';
import { as, login, useTestApp } from '../../helpers/app';

interface Named {
  id: number;
  code?: string;
  name?: string;
  description: string;
  subject?: string;
  title?: string;
}

/**
 * The product's own names (a codelist's, what a mail template is for) read, search and sort in the
 * reader's language; a template's subject and a page's title, which the secretariat edits in both,
 * search and sort so too, while the record keeps both as stored for the form.
 */
describe("the product's names in the reader's language", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    cookies.fr = await login(t.app, 'secretariat');
    cookies.nl = await login(t.app, 'secretariaat');
  });
  const list = async (who: 'fr' | 'nl', url: string) => {
    const answer = await as(t.app, cookies[who], { method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    return answer.json().items as Named[];
  };

  it('lists, searches and shows the codelists by their French names to a French reader, by their Dutch ones to a Dutch reader', async () => {
    const french = await list('fr', '/api/lists/codelists?limit=25&q=esp%C3%A8ces');
    expect(french.map((l) => [l.code, l.description])).toEqual([
      ['ANIMALKIND', 'Espèces animales (cours)'],
      ['DIERSOORTEN', 'Espèces animales (groupes)'],
    ]);
    expect(await list('nl', '/api/lists/codelists?limit=25&q=esp%C3%A8ces')).toEqual([]);
    expect((await list('nl', '/api/lists/codelists?limit=25&q=diersoorten')).map((l) => l.description)).toEqual([
      'Diersoorten (cursussen)',
      'Diersoorten (groepen)',
    ]);
    // Sorted by the name the reader reads: "Communes" before "Espèces", where Dutch has "Diersoorten" before "Gemeenten".
    const sorted = (await list('fr', '/api/lists/codelists?limit=25&sort=description&order=ASC')).map((l) => l.code);
    expect(sorted.indexOf('GEMEENTE')).toBeLessThan(sorted.indexOf('DIERSOORTEN'));
    const dutchSorted = (await list('nl', '/api/lists/codelists?limit=25&sort=description&order=ASC')).map((l) => l.code);
    expect(dutchSorted.indexOf('GEMEENTE')).toBeGreaterThan(dutchSorted.indexOf('DIERSOORTEN'));
    const id = french[0]!.id;
    expect((await as(t.app, cookies.fr, { method: 'GET', url: `/api/lists/codelists/${id}` })).json().description).toBe('Espèces animales (cours)');
    expect((await as(t.app, cookies.nl, { method: 'GET', url: `/api/lists/codelists/${id}` })).json().description).toBe('Diersoorten (cursussen)');
  });

  it('lists the mail templates by what they are for in French, searched by a French word of it or of the French subject', async () => {
    const counting = await list('fr', '/api/templates/mails?limit=50&q=d%C3%A9pouillement');
    // Found by its description ("le dépouillement attend") and by its French subject ("le dépouillement vous attend").
    expect(counting.map((m) => [m.name, m.description])).toEqual([['COMITE_TELLING', 'Comité électoral : le vote est clôturé, le dépouillement attend']]);
    // The record keeps the subject as stored, beside its French: the form edits each.
    expect(counting[0]!.subject).toBe('Kiescomité {{verkiezing}}: de telling wacht op u');
    expect((await list('fr', '/api/templates/mails?limit=50&q=objet%20inexistant')).length).toBe(0);
    expect((await list('nl', '/api/templates/mails?limit=50&q=d%C3%A9pouillement')).length).toBe(0);
    const dutch = await list('nl', '/api/templates/mails?limit=50&q=telling%20wacht');
    expect(dutch.map((m) => m.description)).toEqual(['Kiescomité: de stemming is gesloten, de telling wacht']);
    // The default order (by description) is the reader's: "Activation du compte" first in French.
    expect((await list('fr', '/api/templates/mails?limit=50'))[0]!.name).toBe('ACTIVATIE');
    expect((await list('nl', '/api/templates/mails?limit=50'))[0]!.name).toBe('VERKIEZING_SLUITING');
  });

  it("searches the page templates by their French title, and names a mail's template in the reader's language", async () => {
    expect((await list('fr', '/api/templates/pages?limit=50&name=dispense')).map((p) => p.name)).toEqual(['VRIJSTELLING_REGELS']);
    expect(await list('nl', '/api/templates/pages?limit=50&name=dispense')).toEqual([]);
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' });
    const [mail] = await t.db.query<{ idmail: number }>(
      "SELECT idmail FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE t.name = 'WACHTWOORD_RESET' ORDER BY idmail DESC LIMIT 1",
    );
    const one = async (who: 'fr' | 'nl') => (await as(t.app, cookies[who], { method: 'GET', url: `/api/mails/${mail!.idmail}` })).json().description;
    expect(await one('fr')).toBe('Réinitialisation du mot de passe');
    expect(await one('nl')).toBe('Wachtwoord opnieuw instellen');
    const row = (await list('fr', '/api/mails?limit=100')).find((m) => m.id === mail!.idmail);
    expect(row?.description).toBe('Réinitialisation du mot de passe');
  });

  it('fills in the French names on an install from before them at start, and keeps one already there', async () => {
    await t.db.query("UPDATE codelists SET description_fr = '' WHERE code = 'PROVINCIE'");
    await t.db.query("UPDATE codelists SET description_fr = 'Provinces belges' WHERE code = 'GEMEENTE'");
    await t.db.query("UPDATE mail_templates SET description_fr = '' WHERE name = 'ACTIVATIE'");
    // Until then a French reader reads the Dutch name, never an empty one.
    expect((await list('fr', '/api/lists/codelists?limit=25&q=provincies')).map((l) => l.description)).toEqual(['Provincies']);
    await ensureTemplates(t.db);
    await ensureCodelistNames(t.db);
    const names = await t.db.query<{ code: string; description_fr: string }>(
      "SELECT code, description_fr FROM codelists WHERE code IN ('PROVINCIE', 'GEMEENTE') ORDER BY code",
    );
    expect(names).toEqual([
      { code: 'GEMEENTE', description_fr: 'Provinces belges' },
      { code: 'PROVINCIE', description_fr: 'Provinces' },
    ]);
    const [activation] = await t.db.query<{ description_fr: string }>("SELECT description_fr FROM mail_templates WHERE name = 'ACTIVATIE'");
    expect(activation!.description_fr).toBe('Activation du compte');
  });
});
