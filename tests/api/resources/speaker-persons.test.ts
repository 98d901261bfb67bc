import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { newCourse } from '../../helpers/courses';

const SPEAKERS = '/api/bijscholing/cursussprekers';
const REFUSAL = 'Kies een dierenarts of een contactpersoon van uw eigen organisatie.';

/**
 * A speaker's known person (`personId`): a provider sees only what belongs to its own organisation,
 * so it names a veterinarian or one of its own contacts, never another organisation's people or the
 * secretariat's; the refusal names no one and changes nothing. The secretariat names anyone.
 */
describe("a speaker's person", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let course = 0;
  const people = { vet: 0, ownContact: 0, formerContact: 0, foreignContact: 0, secretariat: 0 };
  const names: Record<string, [string, string]> = {};

  /** A new person, known by name only; linked as contact (`until` its end) of a user's organisation, or as a user's own person. */
  async function person(firstname: string, lastname: string, link: { contactOf?: string; until?: string; userOf?: string } = {}) {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO persons (firstname, lastname, search_name, search_first) VALUES ($1, $2, lower($2), lower($1)) RETURNING iddicperson AS id`,
      [firstname, lastname],
    );
    const id = row!.id;
    if (link.contactOf) {
      await t.db.query(
        `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, startdate, enddate)
         SELECT $1, legal_entity_id, 'CONTACT', date '2020-01-01', $3::date FROM users WHERE username = $2`,
        [id, link.contactOf, link.until ?? null],
      );
    }
    if (link.userOf) await t.db.query('UPDATE users SET iddicperson = $1 WHERE username = $2', [id, link.userOf]);
    names[id] = [firstname, lastname];
    return id;
  }

  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2']) cookies[u] = await login(t.app, u);
    course = await newCourse(t, cookies.opleider);
    const [vet] = await t.db.query<{ id: number }>("SELECT iddicperson AS id FROM persons WHERE ordenummer = 'N1003'");
    people.vet = vet!.id;
    people.ownContact = await person('Karel', 'Eigenaerts', { contactOf: 'opleider' });
    people.formerContact = await person('Frieda', 'Vroegermans', { contactOf: 'opleider', until: '2021-01-01' });
    people.foreignContact = await person('Gerda', 'Vreemdelinckx', { contactOf: 'opleider2' });
    people.secretariat = await person('Sabine', 'Secretariaatsens', { userOf: 'secretariaat' });
  });

  const create = (who: string, personId: number | null) =>
    as(t.app, cookies[who], { method: 'POST', url: SPEAKERS, payload: { cursusId: course, personId, firstName: 'Gastspreker', lastName: 'Onbekend' } });
  const update = (who: string, id: number, payload: object) => as(t.app, cookies[who], { method: 'POST', url: `${SPEAKERS}/${id}`, payload });
  const speakers = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_cursussprekers WHERE cursus_id = $1', [course]))[0]!.n;
  const stored = async (id: number) =>
    (await t.db.query<{ person: number | null }>('SELECT person_id AS person FROM bijscholing_cursussprekers WHERE id = $1', [id]))[0]!.person;

  /** A 400 on personId in Dutch, without the person's name anywhere in the answer. */
  function refused(res: Awaited<ReturnType<typeof create>>, personId: number) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: expect.stringMatching(/\S/), fields: { personId: REFUSAL } });
    for (const name of names[personId] ?? []) expect(res.body).not.toContain(name);
  }

  it('lets a provider name a veterinarian or a current contact of its own organisation', async () => {
    for (const personId of [people.vet, people.ownContact]) {
      const res = await create('opleider', personId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().personId).toBe(personId);
    }
  });

  it("refuses another organisation's contact, the secretariat's person, a former contact and an unknown person on create, naming no one", async () => {
    const before = await speakers();
    for (const personId of [people.foreignContact, people.secretariat, people.formerContact, 999_999_999])
      refused(await create('opleider', personId), personId);
    expect(await speakers()).toBe(before);
  });

  it('refuses them on a change as well, and keeps the person stored', async () => {
    const speaker = (await create('opleider', people.vet)).json().id as number;
    for (const personId of [people.foreignContact, people.secretariat]) {
      refused(await update('opleider', speaker, { personId }), personId);
      expect(await stored(speaker)).toBe(people.vet);
    }
    const audits = await t.db.query("SELECT 1 FROM audit_log WHERE resource = 'cursussprekers' AND record_id = $1 AND action = 'update'", [String(speaker)]);
    expect(audits).toHaveLength(0);
  });

  it('lets the secretariat name anyone, and the provider keep that choice when it changes something else', async () => {
    const made = await create('secretariaat', people.foreignContact);
    expect(made.statusCode, made.body).toBe(201);
    const speaker = made.json().id as number;
    const moved = await update('secretariaat', speaker, { personId: people.secretariat });
    expect(moved.statusCode, moved.body).toBe(200);
    const kept = await update('opleider', speaker, { ...moved.json(), title: 'Dr.' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ personId: people.secretariat, title: 'Dr.' });
    refused(await update('opleider', speaker, { personId: people.foreignContact }), people.foreignContact);
    expect(await stored(speaker)).toBe(people.secretariat);
  });

  it("leaves the course contact to its own rule: only the organisation's current people, for the secretariat too", async () => {
    const [foreign] = await t.db.query<{ id: number }>('SELECT iddiccontact AS id FROM contacts WHERE iddicperson = $1', [people.foreignContact]);
    const res = await as(t.app, cookies.secretariaat, { method: 'POST', url: `/api/bijscholing/cursussen/${course}`, payload: { contactId: foreign!.id } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.contactId).toBe('Veld is verplicht, gelieve een selectie te maken.');
  });
});
