import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays, hoursAgainstProgramme, theoryAgainstProgramme } from '../../../domain/rules/courses';
import { seedVolume } from '../../../server/seed/volume';
import { as, login, useTestApp } from '../../helpers/app';
import { resources } from '../../helpers/declared';

const SPEAKERS = '/api/bijscholing/cursussprekers';
const ITEMS = '/api/bijscholing/cursusitems';

/**
 * A course's speakers and items (belongsTo the course): the course's owner and the secretariat see
 * and change them, another provider and a vet do not; a provider only while the course may change.
 */
describe('speakers and items of a course', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let course = 0;
  let otherCourse = 0;
  const ref = { category: 0, coefficient: 0, coefficient2: 0, dagdeel: 0 };

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    as(t.app, cookies[who], { method, url, ...(payload ? { payload } : {}) });
  const newCourse = async (who: string) => {
    const res = await call(who, 'POST', '/api/bijscholing/cursussen', {
      title: `Cursus van ${who}`,
      startDate: addDays(brusselsDate(), 60),
      endDate: addDays(brusselsDate(), 61),
      type: 'BP',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const setState = (id: number, status: string) => t.db.query('UPDATE bijscholing_cursussen SET status = $2 WHERE id = $1', [id, status]);
  const speaker = (cursusId: number, extra: object = {}) => ({
    cursusId,
    firstName: 'Sofie',
    lastName: 'Peeters',
    title: 'Dr.',
    relatedTo: 'UGent',
    attestRequired: true,
    ...extra,
  });
  const item = (cursusId: number, extra: object = {}) => ({
    cursusId,
    datum: addDays(brusselsDate(), 60),
    startTime: '19:00',
    endTime: '21:30',
    category: ref.category,
    dagdeel: ref.dagdeel,
    coefficient: ref.coefficient,
    speakers: [],
    ...extra,
  });

  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2', 'N1001', 'formateur']) cookies[u] = await login(t.app, u);
    course = await newCourse('opleider');
    otherCourse = await newCourse('opleider2');
    const id = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;
    ref.category = await id("SELECT id FROM bijscholing_categories WHERE code = 'LEZ'");
    ref.coefficient = await id("SELECT id FROM bijscholing_coefficients WHERE code = 'STANDAARD'");
    ref.coefficient2 = await id("SELECT id FROM bijscholing_coefficients WHERE code = 'PRAKTIJK'");
    ref.dagdeel = await id("SELECT id FROM bijscholing_dagdelen WHERE code = 'AV'");
  });

  it('lets the owner add, list, change and delete speakers; another provider and a vet are refused', async () => {
    const made = await call('opleider', 'POST', SPEAKERS, speaker(course));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      cursusId: course,
      firstName: 'Sofie',
      lastName: 'Peeters',
      name: 'Sofie Peeters',
      attestRequired: true,
      personId: null,
    });
    const id = made.json().id;
    const list = await call('opleider', 'GET', `${SPEAKERS}?cursusId=${course}`);
    expect(list.json()).toMatchObject({ limit: 10, offset: 0, size: 1, items: [{ id, name: 'Sofie Peeters' }] });
    expect((await call('opleider', 'POST', `${SPEAKERS}/${id}`, { relatedTo: 'KU Leuven' })).json()).toMatchObject({
      relatedTo: 'KU Leuven',
      lastName: 'Peeters',
    });

    // Another provider: not on its list, 403 on the speaker, and it cannot add one to this course.
    expect((await call('opleider2', 'GET', `${SPEAKERS}?cursusId=${course}`)).json()).toMatchObject({ size: 0, items: [] });
    expect((await call('opleider2', 'GET', SPEAKERS)).json().items.map((s: { cursusId: number }) => s.cursusId)).not.toContain(course);
    expect((await call('opleider2', 'GET', `${SPEAKERS}/${id}`)).statusCode).toBe(403);
    expect((await call('opleider2', 'POST', `${SPEAKERS}/${id}`, { lastName: 'Gehackt' })).statusCode).toBe(403);
    expect((await call('opleider2', 'DELETE', `${SPEAKERS}/${id}`)).statusCode).toBe(403);
    expect((await call('opleider2', 'POST', SPEAKERS, speaker(course))).statusCode).toBe(403);
    // Nor move its own speaker into another's course, nor the owner into another's.
    const theirs = (await call('opleider2', 'POST', SPEAKERS, speaker(otherCourse))).json().id;
    expect((await call('opleider2', 'POST', `${SPEAKERS}/${theirs}`, { cursusId: course })).statusCode).toBe(403);
    expect((await call('opleider', 'POST', `${SPEAKERS}/${id}`, { cursusId: otherCourse })).statusCode).toBe(403);
    // A vet has no business here at all.
    expect((await call('N1001', 'GET', `${SPEAKERS}?cursusId=${course}`)).statusCode).toBe(403);
    expect((await call('N1001', 'POST', SPEAKERS, speaker(course))).statusCode).toBe(403);

    // The secretariat sees and changes every course's speakers.
    expect((await call('secretariaat', 'GET', `${SPEAKERS}?cursusId=${course}`)).json().size).toBe(1);
    expect((await call('secretariaat', 'POST', `${SPEAKERS}/${id}`, { title: 'Prof.' })).statusCode).toBe(200);
    expect((await call('opleider', 'DELETE', `${SPEAKERS}/${id}`)).statusCode).toBe(200);
    expect((await call('opleider', 'GET', `${SPEAKERS}/${id}`)).statusCode).toBe(404);
  });

  it('refuses a course that does not exist, and a known person that does not exist', async () => {
    const none = await call('opleider', 'POST', SPEAKERS, speaker(2147483000));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ cursusId: 'Veld is verplicht, gelieve een selectie te maken.' });
    // A known person that does not exist is told on its field, in Dutch, and nothing is written. A
    // provider hears what it hears of a person it may not name, so ids cannot be probed for persons.
    const before = (await call('opleider', 'GET', `${SPEAKERS}?cursusId=${course}`)).json().size;
    const nobody = await call('opleider', 'POST', SPEAKERS, speaker(course, { personId: 2147483000 }));
    expect(nobody.statusCode, nobody.body).toBe(400);
    expect(nobody.json()).toMatchObject({
      errorcode: 'VALIDATION_ERROR',
      fields: { personId: 'Kies een dierenarts of een contactpersoon van uw eigen organisatie.' },
    });
    const unknown = await call('secretariaat', 'POST', SPEAKERS, speaker(course, { personId: 2147483000 }));
    expect(unknown.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', fields: { personId: 'Deze keuze bestaat niet (meer). Kies opnieuw.' } });
    expect((await call('opleider', 'GET', `${SPEAKERS}?cursusId=${course}`)).json().size).toBe(before);
    const [person] = await t.db.query<{ id: number; firstname: string; lastname: string }>(
      'SELECT iddicperson AS id, firstname, lastname FROM persons WHERE iddicperson = (SELECT min(iddicperson) FROM persons)',
    );
    const known = await call('opleider', 'POST', SPEAKERS, speaker(course, { personId: person!.id }));
    // The speaker reads back with the known person's own name, for the search box that shows the choice.
    expect(known.json()).toMatchObject({ personId: person!.id, personName: `${person!.firstname} ${person!.lastname}` });
    // The same on a change, and back to a new person.
    const changed = await call('opleider', 'POST', `${SPEAKERS}/${known.json().id}`, { personId: 2147483000 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ personId: 'Kies een dierenarts of een contactpersoon van uw eigen organisatie.' });
    expect((await call('opleider', 'POST', `${SPEAKERS}/${known.json().id}`, { personId: null })).json()).toMatchObject({ personId: null, personName: null });
  });

  it('lets a provider change speakers and items only while the course may change; the secretariat always', async () => {
    const c = await newCourse('opleider');
    const s = (await call('opleider', 'POST', SPEAKERS, speaker(c))).json().id;
    const i = (await call('opleider', 'POST', ITEMS, item(c))).json().id;
    for (const state of ['AANGEVRAAGD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'AFGEKEURD']) {
      await setState(c, state);
      for (const [url, body, id] of [
        [SPEAKERS, speaker(c), s],
        [ITEMS, item(c), i],
      ] as const) {
        for (const res of [
          await call('opleider', 'POST', url, body),
          await call('opleider', 'POST', `${url}/${id}`, { cursusId: c }),
          await call('opleider', 'DELETE', `${url}/${id}`),
        ]) {
          expect(res.statusCode, `${state} ${url}: ${res.body}`).toBe(409);
          expect(res.json().errorcode).toBe('CURSUS_STATUS_ERROR');
        }
        // Reading stays possible.
        expect((await call('opleider', 'GET', `${url}/${id}`)).statusCode).toBe(200);
      }
    }
    await setState(c, 'AANGEVRAAGD');
    expect((await call('secretariaat', 'POST', SPEAKERS, speaker(c, { lastName: 'Secretariaat' }))).statusCode).toBe(201);
    expect((await call('secretariaat', 'POST', `${ITEMS}/${i}`, { endTime: '22:00' })).statusCode).toBe(200);
    expect((await call('secretariaat', 'DELETE', `${SPEAKERS}/${s}`)).statusCode).toBe(200);
    await setState(c, 'ONVOLLEDIG');
    expect((await call('opleider', 'POST', SPEAKERS, speaker(c))).statusCode).toBe(201);
    expect((await call('opleider', 'DELETE', `${ITEMS}/${i}`)).statusCode).toBe(200);
  });

  it('works out the points of an item and sums them on the course', async () => {
    const c = await newCourse('opleider');
    const first = await call('opleider', 'POST', ITEMS, item(c));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ cursusId: c, startTime: '19:00', endTime: '21:30', points: 2.5, speakers: [] });
    // 09:00-12:10 with coefficient 2: 6.33 → 6.5; a points value sent along is ignored.
    const second = await call('opleider', 'POST', ITEMS, item(c, { startTime: '09:00', endTime: '12:10', coefficient: ref.coefficient2, points: 99 }));
    expect(second.json().points).toBe(6.5);
    expect((await call('opleider', 'GET', `/api/bijscholing/cursussen/${c}`)).json().points).toBe(9);
    const changed = await call('opleider', 'POST', `${ITEMS}/${first.json().id}`, { endTime: '20:00' });
    expect(changed.json()).toMatchObject({ points: 1, endTime: '20:00', startTime: '19:00' });
    const list = await call('opleider', 'GET', `/api/bijscholing/cursussen?title=${encodeURIComponent('Cursus van opleider')}&limit=100`);
    expect(list.json().items.find((x: { id: number }) => x.id === c).points).toBe(7.5);
    expect((await call('opleider', 'GET', `${ITEMS}?cursusId=${c}`)).json()).toMatchObject({ limit: 25, size: 2 });
    expect((await call('opleider', 'GET', `/api/bijscholing/cursussen/${course}`)).json().points).toBe(0);
  });

  it('measures each item in minutes and holds the hours and theoretical points the provider gave against them', async () => {
    const c = await newCourse('opleider');
    expect((await call('opleider', 'POST', `/api/bijscholing/cursussen/${c}`, { hours: 5, theorypoints: 10 })).statusCode).toBe(200);
    expect((await call('opleider', 'POST', ITEMS, item(c))).json()).toMatchObject({ minutes: 150, points: 2.5 });
    expect((await call('opleider', 'POST', ITEMS, item(c, { startTime: '09:00', endTime: '12:10', coefficient: ref.coefficient2 }))).json().minutes).toBe(190);
    const read = async () => (await call('opleider', 'GET', `/api/bijscholing/cursussen/${c}`)).json();
    const course = await read();
    expect(course).toMatchObject({ programmeMinutes: 340, points: 9, hours: 5, theorypoints: 10 });
    expect(hoursAgainstProgramme(course)).toEqual({ hours: 5, programme: 5.67 });
    expect(theoryAgainstProgramme(course)).toEqual({ theorypoints: 10, points: 9 });
    // Within a minute of the programme, and no more theory than the points: nothing to flag.
    await call('opleider', 'POST', `/api/bijscholing/cursussen/${c}`, { hours: 5.67, theorypoints: 9 });
    const fixed = await read();
    expect([hoursAgainstProgramme(fixed), theoryAgainstProgramme(fixed)]).toEqual([null, null]);
  });

  it('refuses an end before (or at) the start, times that are none, and a speaker of another course', async () => {
    const c = await newCourse('opleider');
    const early = await call('opleider', 'POST', ITEMS, item(c, { startTime: '14:00', endTime: '13:00' }));
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ endTime: 'Het einduur moet na het beginuur liggen.' });
    expect((await call('opleider', 'POST', ITEMS, item(c, { endTime: '19:00' }))).json().fields).toEqual({
      endTime: 'Het einduur moet na het beginuur liggen.',
    });
    expect((await call('opleider', 'POST', ITEMS, item(c, { startTime: '25:00', endTime: '9u' }))).json().fields).toEqual({
      startTime: 'Geef een geldig uur in (uu:mm).',
      endTime: 'Geef een geldig uur in (uu:mm).',
    });
    const made = (await call('opleider', 'POST', ITEMS, item(c))).json();
    const late = await call('opleider', 'POST', `${ITEMS}/${made.id}`, { startTime: '22:00' });
    expect(late.json().fields).toEqual({ endTime: 'Het einduur moet na het beginuur liggen.' });

    const mine = (await call('opleider', 'POST', SPEAKERS, speaker(c))).json().id;
    const elsewhere = (await call('opleider', 'POST', SPEAKERS, speaker(course))).json().id;
    const withOther = await call('opleider', 'POST', ITEMS, item(c, { speakers: [mine, elsewhere] }));
    expect(withOther.statusCode).toBe(400);
    expect(withOther.json().fields).toEqual({ speakers: 'Veld is verplicht, gelieve een selectie te maken.' });
    expect((await call('opleider', 'POST', ITEMS, item(c, { speakers: [2147483000] }))).statusCode).toBe(400);
    const ok = await call('opleider', 'POST', `${ITEMS}/${made.id}`, { speakers: [mine] });
    expect(ok.json().speakers).toEqual([mine]);
    // A speaker who goes leaves the items they spoke in.
    expect((await call('opleider', 'DELETE', `${SPEAKERS}/${mine}`)).statusCode).toBe(200);
    expect((await call('opleider', 'GET', `${ITEMS}/${made.id}`)).json().speakers).toEqual([]);
    expect((await call('opleider', 'POST', ITEMS, item(c, { category: 2147483000 }))).statusCode).toBe(400);
  });

  it("refuses an item outside its course's days, named in the caller's language with the days as dd/mm/yyyy", async () => {
    const day = (iso: string) => iso.split('-').reverse().join('/');
    const [first, last] = [addDays(brusselsDate(), 60), addDays(brusselsDate(), 61)];
    const after = addDays(brusselsDate(), 62);
    const dutch = await call('opleider', 'POST', ITEMS, item(await newCourse('opleider'), { datum: after }));
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().fields).toEqual({ datum: `Kies een datum van ${day(first)} tot en met ${day(last)}.` });
    // formateur reads the portal in French.
    const french = await call('formateur', 'POST', ITEMS, item(await newCourse('formateur'), { datum: after }));
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({
      errorcode: 'VALIDATION_ERROR',
      usererror: `Choisissez une date du ${day(first)} au ${day(last)} inclus.`,
      fields: { datum: `Choisissez une date du ${day(first)} au ${day(last)} inclus.` },
    });
  });

  it('goes with its course: deleting a new course deletes its speakers and items', async () => {
    const c = await newCourse('opleider');
    await call('opleider', 'POST', SPEAKERS, speaker(c));
    await call('opleider', 'POST', ITEMS, item(c));
    expect((await call('opleider', 'DELETE', `/api/bijscholing/cursussen/${c}`)).statusCode).toBe(200);
    const [left] = await t.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM bijscholing_cursussprekers WHERE cursus_id = $1)::int + (SELECT count(*) FROM bijscholing_cursusitems WHERE cursus_id = $1)::int AS n',
      [c],
    );
    expect(left!.n).toBe(0);
  });

  it("works the points out again when a coefficient's value changes, for the courses not yet decided", async () => {
    const made = await call('secretariaat', 'POST', '/api/bijscholing/coefficients', { code: `HER${Date.now() % 100000}`, coefficient: 1 });
    expect(made.statusCode, made.body).toBe(201);
    const coefficient = made.json().id as number;
    const open = await newCourse('opleider');
    const decided = await newCourse('opleider');
    const openItem = (await call('opleider', 'POST', ITEMS, item(open, { coefficient }))).json();
    const decidedItem = (await call('opleider', 'POST', ITEMS, item(decided, { coefficient }))).json();
    expect([openItem.points, decidedItem.points]).toEqual([2.5, 2.5]);
    await setState(open, 'AANGEVRAAGD');
    await setState(decided, 'GOEDGEKEURD');

    const changed = await call('secretariaat', 'POST', `/api/bijscholing/coefficients/${coefficient}`, { coefficient: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('secretariaat', 'GET', `${ITEMS}/${openItem.id}`)).json().points).toBe(7.5);
    expect((await call('secretariaat', 'GET', `/api/bijscholing/cursussen/${open}`)).json().points).toBe(7.5);
    expect((await call('secretariaat', 'GET', `${ITEMS}/${decidedItem.id}`)).json().points).toBe(2.5);
    const audit = await t.db.query<{ username: string }>(
      "SELECT username FROM audit_log WHERE resource = 'cursusitems' AND record_id = $1 AND action = 'update'",
      [String(openItem.id)],
    );
    expect(audit.map((a) => a.username)).toEqual(['secretariaat']);
  });

  it('seeds the demo courses with speakers and items, their points worked out', async () => {
    const [row] = await t.db.query<{ points: number; speakers: number }>(
      `SELECT (SELECT sum(points)::float8 FROM bijscholing_cursusitems i WHERE i.cursus_id = c.id) AS points,
              (SELECT count(*)::int FROM bijscholing_cursussprekers s WHERE s.cursus_id = c.id) AS speakers
         FROM bijscholing_cursussen c WHERE c.title = 'Echografie van het abdomen bij hond en kat'`,
    );
    expect(row).toEqual({ points: 3.5, speakers: 2 });
  });

  it('makes a benchmark volume of children after their parents, each in an existing course', async () => {
    const small = ['cursusitems', 'cursussprekers', 'cursussen'].map((name) => {
      const { d, part } = resources.find((r) => r.d.name === name)!;
      return { d, part: { ...part, volume: 30 } };
    });
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_cursusitems');
    const lines: string[] = [];
    await seedVolume(t.db, small, (line) => lines.push(line));
    expect(lines).toEqual(['30 cursussen', '30 cursussprekers', '30 cursusitems']);
    const [after] = await t.db.query<{ n: number; orphans: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE c.id IS NULL)::int AS orphans FROM bijscholing_cursusitems i LEFT JOIN bijscholing_cursussen c ON c.id = i.cursus_id',
    );
    expect(after).toEqual({ n: before!.n + 30, orphans: 0 });
  });

  it('lists the items by day, then by start time, whatever order they were made in', async () => {
    const id = await newCourse('opleider');
    const second = addDays(brusselsDate(), 61);
    for (const [datum, startTime, endTime] of [
      [second, '09:00', '10:00'],
      [addDays(brusselsDate(), 60), '19:00', '20:00'],
      [addDays(brusselsDate(), 60), '08:00', '09:00'],
    ]) {
      expect((await call('opleider', 'POST', ITEMS, item(id, { datum, startTime, endTime }))).statusCode).toBe(201);
    }
    const listed = (await call('opleider', 'GET', `${ITEMS}?cursusId=${id}`)).json().items;
    expect(listed.map((i: { startTime: string }) => i.startTime)).toEqual(['08:00', '19:00', '09:00']);
  });
});
