import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/** The product's codelists are named in the reader's language: a French provider reads "Statut d'un cours", a Dutch one "Status van een cursus". */
describe("codelists' names in the reader's language", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['formateur', 'opleider']) cookies[u] = await login(t.app, u);
  });
  const names = async (who: string) =>
    Object.fromEntries(
      ((await as(t.app, cookies[who], { method: 'GET', url: '/api/lists/codelists?limit=25' })).json().items as { code: string; description: string }[]).map(
        (l) => [l.code, l.description],
      ),
    );

  it('lists and shows each list in French to a French reader, and in Dutch to a Dutch one', async () => {
    const french = await names('formateur');
    expect(french).toMatchObject({ CURSTATUS: "Statut d'un cours", GEMEENTE: 'Communes (Flandre et Bruxelles)', ANIMALKIND: 'Espèces animales (cours)' });
    expect(Object.keys(french)).toHaveLength(17);
    expect((await names('opleider')).CURSTATUS).toBe('Status van een cursus');
    const [row] = await t.db.query<{ iddiccode: number }>("SELECT iddiccode FROM codelists WHERE code = 'PROVINCIE'");
    const shown = await as(t.app, cookies.formateur, { method: 'GET', url: `/api/lists/codelists/${row!.iddiccode}` });
    expect(shown.json()).toMatchObject({ code: 'PROVINCIE', description: 'Provinces' });
    // What is stored stays the Dutch.
    const [stored] = await t.db.query<{ description: string }>("SELECT description FROM codelists WHERE code = 'PROVINCIE'");
    expect(stored!.description).toBe('Provincies');
  });
});
