import { expect } from 'vitest';
import { brusselsDate } from '../../domain/dates';
import { addDays } from '../../domain/rules/courses';
import { as, login, type TestContext } from './app';
import { newCourse } from './courses';
import { makeCandidates, makeElection } from './elections';
import { multipart, SAMPLES } from './files';

/** What the portal knew of the member filled below, each to be found nowhere once they are erased. */
export const LOTTE = {
  ordenummer: 'N1006',
  fullName: 'Lotte Van den Broeck',
  lastname: 'Van den Broeck',
  email: 'lotte.vdbroeck@praktijk-broeck.test',
  demoEmail: 'n1006@demo.orde-dierenartsen.be',
  telephone: '+32 499 60 60 06',
  mobile: '+32 499 06 06 60',
  street: 'Broeckhofstraat',
} as const;

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return JSON.parse(res.body || 'null');
};

/**
 * Fills N1006 (Lotte Van den Broeck) with a row of every kind the portal can hold about a member,
 * each through the route that writes it (so the trail holds its rows too): contact data and profile,
 * activities, an address change with e-mail, phone and home address, a calendar link, an exemption
 * with its attest, a reset link and its mail, on-call requests, a membership and the responsibility
 * of a service, a reminder, a candidacy, a vote, a speaker's place with a cv, points approved and
 * still new, failed logins. Also a row of N1001's whose title is her ordenummer, to be left alone.
 */
export async function fillMember(t: TestContext) {
  const cookies: Record<string, string> = {};
  for (const user of ['secretariaat', 'N1006', 'N1001', 'opleider']) cookies[user] = await login(t.app, user);
  const [me, sec] = [cookies.N1006!, cookies.secretariaat!];
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookie, { method, url, payload });
  const [{ person }] = (await t.db.query<{ person: number }>("SELECT iddicperson AS person FROM persons WHERE ordenummer = 'N1006'")) as [{ person: number }];

  ok(await call(me, 'POST', '/api/dierenartsen/N1006', { email: LOTTE.email, telephone: LOTTE.telephone, mobile: LOTTE.mobile }));
  ok(await call(me, 'POST', '/api/crm/user/N1006', { firstname: 'Lotte', lastname: LOTTE.lastname, email: LOTTE.email, telephone: LOTTE.telephone }));
  ok(await call(me, 'POST', '/api/dierenartsen/N1006/activiteiten', { practpct: 70, species: ['PAARD'] }));
  const change = { code: 'DOMICILIE', startdate: '2026-11-01', street: LOTTE.street, number: '6', postcode: '3800', locality: 'Sint-Truiden' };
  ok(await call(me, 'POST', '/api/dierenartsen/addresschanges', { ...change, telephone: LOTTE.telephone, mobile: LOTTE.mobile, email: LOTTE.email }));
  ok(await call(me, 'POST', '/api/agenda'));
  const form = multipart('attest.pdf', Buffer.concat([SAMPLES.pdf, Buffer.from('attest van Lotte Van den Broeck')]));
  const boundary = /boundary=(.*)$/.exec(form.headers['content-type'])![1]!;
  const years = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="years"\r\n\r\n2\r\n`);
  ok(await as(t.app, me, { method: 'POST', url: '/api/vrijstellingen', headers: form.headers, payload: Buffer.concat([years, form.payload as Buffer]) }));
  ok(await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1006' }));
  // The secretariat holds that mail back: the trail's row of it names her address.
  const [mail] = await t.db.query<{ idmail: number }>("SELECT idmail FROM mails WHERE recipient_username = 'N1006'");
  ok(await call(sec, 'POST', `/api/mails/${mail!.idmail}`, { status: 'STOP' }));
  await t.db.query(
    `INSERT INTO wachtdienst_aanvragen (name, telephone, type, requester, requester_name, user_email)
     VALUES ('Wachtdienst Haspengouw', '011 22 33 44', 'ALGEMEEN', 'N1006', $1, $2)`,
    [LOTTE.fullName, LOTTE.email],
  );
  await t.db.query(
    `INSERT INTO wachtdienst_wijzigingen (wachtdienst_id, name, type, requester, requester_name, user_email)
     SELECT id, name, type, 'N1006', $1, $2 FROM wachtdiensten ORDER BY id LIMIT 1`,
    [LOTTE.fullName, LOTTE.email],
  );
  // A service's responsible: its trail's row of the change holds N1001 before and her after.
  const service = (await t.db.query<{ id: number }>("SELECT id FROM wachtdiensten WHERE responsible = 'N1001' ORDER BY id LIMIT 1"))[0]!.id;
  const joined = ok(await call(me, 'POST', `/api/wachtdiensten/${service}/members`, { activeMember: 'W' }));
  ok(await call(sec, 'POST', `/api/wachtdiensten/${service}/actions/set-responsible`, { id: joined.id }));
  await t.db.query("INSERT INTO herinneringen (occasion, subject_id, recipient) VALUES ('vrijstelling', 1, 'N1006')");

  const upcoming = await makeElection(t.db, { state: 'NEW', start: 10 * 86_400_000, end: 17 * 86_400_000 });
  ok(await call(sec, 'POST', `/api/verkiezingen/${upcoming}/kandidaten`, { personId: person, firstname: 'Lotte', lastname: LOTTE.lastname }));
  const open = await makeElection(t.db);
  const [candidate] = await makeCandidates(t.db, open, 2);
  ok(await call(me, 'POST', `/api/verkiezingen/${open}/votes`, [candidate]));

  const course = await newCourse(t, cookies.opleider, { title: 'Paardentandheelkunde' });
  const speaker = ok(
    await call(cookies.opleider!, 'POST', '/api/bijscholing/cursussprekers', {
      cursusId: course,
      personId: person,
      firstName: 'Lotte',
      lastName: LOTTE.lastname,
    }),
  );
  ok(await as(t.app, cookies.opleider, { method: 'POST', url: `/api/bijscholing/cursussprekers/${speaker.id}/cv`, ...multipart('cv.pdf', SAMPLES.pdf) }));

  const periodeId = (await t.db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active'))[0]!.id;
  const teaching = { periodeId, type: 'teachings', title: 'Gastles', begindatum: addDays(brusselsDate(), -10), hours: 2 };
  const approved = ok(await call(me, 'POST', '/api/bijscholing/punten', teaching));
  ok(await call(sec, 'POST', `/api/bijscholing/punten/${approved.id}/actions/goedkeuren`, { epunten: 2, comment: 'In orde' }));
  ok(await call(me, 'POST', '/api/bijscholing/punten', { ...teaching, title: 'Nog te beoordelen' }));
  // Another member's row whose title happens to be her ordenummer: not hers, so not touched.
  ok(await call(cookies.N1001!, 'POST', '/api/bijscholing/punten', { ...teaching, title: 'N1006' }));

  for (const username of ['N1006', LOTTE.email]) {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ j_username: username, j_password: 'Verkeerd1' }).toString(),
    });
    expect(failed.statusCode).not.toBe(200);
  }
  return { cookies, person, service, upcoming, open };
}
