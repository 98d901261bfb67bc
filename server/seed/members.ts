import type { Queryable } from '../db';
import { insertAddress } from '../repositories/addresses';
import { insertLegalEntity } from '../repositories/legalEntities';
import { insertPerson, refreshPersonLocality } from '../repositories/persons';
import { hashPassword } from '../security';

const ORGANISATIONS = [
  {
    name: 'Dierenkliniek Zuiderpark',
    form: 'BV',
    street: 'Kortrijksesteenweg',
    nr: '1024',
    postcode: '9000',
    locality: 'Gent',
    web: 'https://www.dierenkliniekzuiderpark.be',
  },
  {
    name: 'Dierenartsenpraktijk De Linde',
    form: 'BV',
    street: 'Tiensesteenweg',
    nr: '88',
    postcode: '3000',
    locality: 'Leuven',
    web: 'www.praktijkdelinde.be',
  },
  { name: 'Paardenkliniek Kempen', form: 'NV', street: 'Turnhoutsebaan', nr: '301', postcode: '2400', locality: 'Mol', web: null },
  { name: 'Dierenartsen Westhoek', form: 'CV', street: 'Ieperstraat', nr: '12', postcode: '8970', locality: 'Poperinge', web: null },
  { name: 'Kattenkliniek Brussel', form: 'BV', street: 'Louizalaan', nr: '221', postcode: '1050', locality: 'Elsene', web: null },
  {
    name: 'Landbouwhuisdierenpraktijk Haspengouw',
    form: 'Maatschap',
    street: 'Luikersteenweg',
    nr: '45',
    postcode: '3800',
    locality: 'Sint-Truiden',
    web: null,
  },
];
const PROVIDERS = [
  { name: 'Vetacademie Vlaanderen', form: 'VZW', street: 'Sint-Pietersnieuwstraat', nr: '33', postcode: '9000', locality: 'Gent', user: 'opleider' },
  { name: 'Opleidingscentrum Dier & Zorg', form: 'VZW', street: 'Mechelsesteenweg', nr: '150', postcode: '2018', locality: 'Antwerpen', user: 'opleider2' },
  { name: 'Formavet Liège', form: 'VZW', street: 'Boulevard de Colonster', nr: '20', postcode: '4000', locality: 'Liège', user: 'formateur' },
];

type Place = { street: string; nr: string; postcode: string; locality: string };

/** Members with their home and, for some, a cooperation; `site` is a work address other than the organisation's main one. */
const MEMBERS: Record<string, Place & { work?: [number, string]; site?: Place }> = {
  N1001: { street: 'Veldstraat', nr: '14', postcode: '9000', locality: 'Gent', work: [0, 'ASSOCIE'] },
  N1002: { street: 'Bondgenotenlaan', nr: '101', postcode: '3000', locality: 'Leuven', work: [1, 'WERKNEMER'] },
  N1003: { street: 'Grote Markt', nr: '3', postcode: '2400', locality: 'Mol', work: [2, 'ZAAKVOERDER'] },
  N1004: { street: 'Kerkstraat', nr: '27', postcode: '8970', locality: 'Poperinge', work: [3, 'ASSOCIE'] },
  // Kattenkliniek Brussel has a second site, where N1005 works: an organisation known at two addresses.
  N1005: {
    street: 'Flageyplein',
    nr: '18',
    postcode: '1050',
    locality: 'Elsene',
    work: [4, 'ZELFSTANDIGE'],
    site: { street: 'Waversesteenweg', nr: '1390', postcode: '1160', locality: 'Oudergem' },
  },
  N1006: { street: 'Stationsstraat', nr: '9', postcode: '3800', locality: 'Sint-Truiden' },
  // The French-speaking demo vet, in Brussels, working at the Brussels cat clinic.
  N1007: { street: 'Chaussée de Charleroi', nr: '112', postcode: '1060', locality: 'Saint-Gilles', work: [4, 'WERKNEMER'] },
};

/** Demo members: persons for the demo veterinarians with addresses and cooperations, organisations and requests. */
export async function seedMembers(q: Queryable) {
  const entities: number[] = [];
  for (const o of ORGANISATIONS) {
    entities.push(
      await insertLegalEntity(q, {
        name: o.name,
        iddiclegalform: o.form,
        website: o.web && !o.web.startsWith('http') ? `http://${o.web}` : o.web,
        telephone: '+32 9 222 33 44',
        email: `info@${o.name.toLowerCase().replace(/[^a-z]/g, '')}.be`,
        address: { street: o.street, housenumber: o.nr, postcode: o.postcode, locality: o.locality },
      }),
    );
  }
  for (const p of PROVIDERS) {
    const id = await insertLegalEntity(q, {
      name: p.name,
      iddiclegalform: p.form,
      isProvider: true,
      address: { street: p.street, housenumber: p.nr, postcode: p.postcode, locality: p.locality },
    });
    await q.query('UPDATE users SET legal_entity_id = $2 WHERE username = $1', [p.user, id]);
  }
  const users = await q.query<{ id: number; username: string; firstname: string; lastname: string; email: string }>(
    `SELECT id, username, firstname, lastname, email FROM users WHERE 'DIERENARTS' = ANY(roles) ORDER BY username`,
  );
  const people: Record<string, number> = {};
  for (const u of users) {
    const person = await insertPerson(q, { ordenummer: u.username, ...u, telephone: '+32 470 12 34 56' });
    people[u.username] = person;
    await q.query('UPDATE users SET iddicperson = $2 WHERE id = $1', [u.id, person]);
    const m = MEMBERS[u.username];
    if (!m) continue;
    const home = await insertAddress(q, { street: m.street, housenumber: m.nr, postcode: m.postcode, locality: m.locality });
    for (const role of ['LID', 'POST', 'PUBLIEK']) {
      await q.query(`INSERT INTO person_addresses (iddicperson, iddicaddress, role, startdate) VALUES ($1, $2, $3, '2020-01-01')`, [person, home, role]);
    }
    if (m.work) {
      const site = m.site
        ? await insertAddress(q, { street: m.site.street, housenumber: m.site.nr, postcode: m.site.postcode, locality: m.site.locality })
        : null;
      await q.query(`INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, iddicaddress, startdate) VALUES ($1, $2, $3, $4, '2019-09-01')`, [
        person,
        entities[m.work[0]],
        m.work[1],
        site,
      ]);
    }
    await refreshPersonLocality(q, person);
  }
  await q.query(
    `INSERT INTO activities (iddicperson, practpct, species, sectors, interests) VALUES ($1, 80, '{GEZEL,PAARD}', '{GEZEL}', 'Cardiologie bij de hond')`,
    [people.N1001],
  );
  // Each provider's own person is its organisation's contact, so a course has someone to name.
  const providers = await q.query<{ firstname: string; lastname: string; email: string; legal_entity_id: number }>(
    `SELECT firstname, lastname, email, legal_entity_id FROM users WHERE 'OPLVERSTREKKER' = ANY(roles) AND legal_entity_id IS NOT NULL ORDER BY username`,
  );
  for (const p of providers) {
    const person = await insertPerson(q, { firstname: p.firstname, lastname: p.lastname, email: p.email });
    await q.query(`INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, email, startdate) VALUES ($1, $2, 'CONTACT', $3, '2019-09-01')`, [
      person,
      p.legal_entity_id,
      p.email,
    ]);
  }
  await seedRequests(q, people, entities);
}

async function seedRequests(q: Queryable, people: Record<string, number>, entities: number[]) {
  const requests: [string, string, Record<string, unknown>, string?][] = [
    ['N1003', 'DOMICILIE', { street: 'Molenstraat', number: '5', box: 'A', postcode: '2400', locality: 'Mol', land: 'BE' }],
    ['N1004', 'CONTACTNEW', { iddiclegalentity: entities[0], workaddress: 'ZELFSTANDIGE' }],
    ['N1006', 'CONTACTEND', { iddiccontact: 999999 }, 'Deze samenwerking hoort niet bij dit lid.'],
  ];
  for (const [who, code, data, error] of requests) {
    const full = { code, startdate: '2026-12-01', ...data };
    if (code === 'CONTACTNEW') {
      const [le] = await q.query<{ iddicaddress: number }>('SELECT iddicaddress FROM legal_entities WHERE iddiclegalentity = $1', [entities[0]]);
      Object.assign(full, { iddicaddress: le!.iddicaddress });
    }
    await q.query(`INSERT INTO address_changes (iddicperson, code, data, startdate, state, error) VALUES ($1, $2, $3, '2026-12-01', $4, $5)`, [
      people[who],
      code,
      JSON.stringify(full),
      error ? 'ERROR' : 'NEW',
      error ?? null,
    ]);
  }
  await q.query(`INSERT INTO provider_registrations (data) VALUES ($1)`, [
    JSON.stringify({
      firstname: 'Marie',
      lastname: 'Lambert',
      email: 'marie.lambert@dierenwelzijnsacademie.be',
      username: 'dwacademie',
      passwordHash: await hashPassword('Academie2026'),
      name: 'Dierenwelzijnsacademie',
      street: 'Brusselsesteenweg',
      housenumber: '200',
      postcode: '1500',
      locality: 'Halle',
      country: 'BE',
      iddiclegalform: 'VZW',
      website: 'http://www.dierenwelzijnsacademie.be',
      siteProtocol: 'http',
      contactSame: 1,
      contact: { firstname: null, lastname: null, email: null },
      cursustype: 'BP',
    }),
  ]);
}
