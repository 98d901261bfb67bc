import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_PARAMS } from '../../../domain/mailTemplates';
import templatesTexts from '../../../domain/texts/resources/templates';
import { createMailWorker } from '../../../server/mail/worker';
import { ensureTemplates } from '../../../server/seed/demo';
import { as, login, useTestApp } from '../../helpers/app';
import { useSmtp } from '../../helpers/smtp';

describe('page templates', () => {
  const t = useTestApp();
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });

  it('lists 25 per page and searches by name', async () => {
    const all = (await as(t.app, sec, { method: 'GET', url: '/api/templates/pages' })).json();
    expect(all.limit).toBe(25);
    expect(all.size).toBeGreaterThanOrEqual(4);
    const found = (await as(t.app, sec, { method: 'GET', url: '/api/templates/pages?name=regle' })).json();
    expect(found.items.map((p: { name: string }) => p.name)).toEqual(['REGLEMENT']);
    // Nobody has edited it yet: the screen says it is still the original text.
    expect(found.items[0]).toMatchObject({ updated_at: null, updated_by: null });
  });

  it('saves sanitised HTML, records who changed it, and shows it on the public page', async () => {
    const [page] = (await as(t.app, sec, { method: 'GET', url: '/api/templates/pages?name=LOGIN_INTRO' })).json().items;
    const res = await as(t.app, sec, {
      method: 'POST',
      url: `/api/templates/pages/${page.id}`,
      payload: { title: 'Welkom', content: '<p onclick="x()">Hallo <strong>collega</strong><script>alert(1)</script></p><a href="javascript:x">y</a>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe('<p>Hallo <strong>collega</strong></p><a rel="noopener noreferrer">y</a>');
    expect(res.json().updated_by).toBe('secretariaat');
    const shown = (await t.app.inject({ method: 'GET', url: '/api/templates/pages/public/LOGIN_INTRO' })).json();
    expect(shown.content).toContain('<strong>collega</strong>');
  });

  it('refuses an empty title or a text that is only script, and changes nothing', async () => {
    const [page] = (await as(t.app, sec, { method: 'GET', url: '/api/templates/pages?name=VERKIEZING' })).json().items;
    const empty = await as(t.app, sec, { method: 'POST', url: `/api/templates/pages/${page.id}`, payload: { title: ' ', content: '<p>x</p>' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.title).toBe('Dit veld is verplicht.');
    const script = await as(t.app, sec, { method: 'POST', url: `/api/templates/pages/${page.id}`, payload: { title: 'T', content: '<script>x</script>' } });
    expect(script.statusCode).toBe(400);
    const after = (await as(t.app, sec, { method: 'GET', url: `/api/templates/pages/${page.id}` })).json();
    expect(after.content).toBe(page.content);
  });
});

describe('mail templates', () => {
  const t = useTestApp();
  const smtp = useSmtp();
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });

  const templateNamed = async (name: string) =>
    (await as(t.app, sec, { method: 'GET', url: '/api/templates/mails?limit=100' })).json().items.find((m: { name: string }) => m.name === name);

  it('has a Dutch template for every mail the product sends', async () => {
    const list = (await as(t.app, sec, { method: 'GET', url: '/api/templates/mails?limit=100' })).json();
    // One template per mail the product sends (domain/mailTemplates), each by name.
    expect(list.items.map((m: { name: string }) => m.name).sort()).toEqual(Object.keys(MAIL_TEMPLATE_PARAMS).sort());
    const info = (await as(t.app, sec, { method: 'GET', url: `/api/templates/mails/${(await templateNamed('VERKIEZING_UITNODIGING')).id}/info` })).json();
    // The parameters it offers; what each stands for is in its texts (the edit dialog shows it).
    expect(info.params).toContain('verkiezing');
    expect(templatesTexts.choices.params.verkiezing).toBe('Naam van de verkiezing');
  });

  it('tells an original template from an edited one, and a restart keeps the edit but renews what it may use', async () => {
    const template = await templateNamed('ACTIVATIE');
    expect(template.updated_at).toBeNull();
    const res = await as(t.app, sec, {
      method: 'POST',
      url: `/api/templates/mails/${template.id}`,
      payload: { subject: 'Activeer uw account', body: 'Beste {{voornaam}}, {{link}}', body_fr: 'Bonjour {{voornaam}}, {{link}}' },
    });
    expect(res.json()).toMatchObject({ updated_by: 'secretariaat', updated_at: expect.any(String) });
    await t.db.query(`UPDATE mail_templates SET params = '{}' WHERE name = 'ACTIVATIE'`);
    await ensureTemplates(t.db);
    expect(await templateNamed('ACTIVATIE')).toMatchObject({ subject: 'Activeer uw account', params: ['voornaam', 'achternaam', 'gebruikersnaam', 'link'] });
  });

  it('refuses a parameter the template does not offer, and changes nothing', async () => {
    const template = await templateNamed('WACHTWOORD_RESET');
    const res = await as(t.app, sec, {
      method: 'POST',
      url: `/api/templates/mails/${template.id}`,
      payload: {
        subject: 'Hallo {{verkiezing}}',
        body: 'Beste {{voornaam}} {{onbekend}}',
        subject_fr: 'Bonjour {{verkiezing}}',
        body_fr: 'Bonjour {{voornaam}} {{onbekend}}',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorcode).toBe('UNKNOWN_MAIL_PARAMETER');
    // The French texts are held to the template's own parameters as the Dutch ones are.
    expect(res.json().fields).toEqual({
      subject: 'Onbekende parameter(s): {{verkiezing}}',
      body: 'Onbekende parameter(s): {{onbekend}}',
      subject_fr: 'Onbekende parameter(s): {{verkiezing}}',
      body_fr: 'Onbekende parameter(s): {{onbekend}}',
    });
    expect((await templateNamed('WACHTWOORD_RESET')).subject).toBe(template.subject);
  });

  it('uses the edited template for the next mail', async () => {
    const template = await templateNamed('WACHTWOORD_RESET');
    const saved = await as(t.app, sec, {
      method: 'POST',
      url: `/api/templates/mails/${template.id}`,
      payload: {
        subject: 'Nieuw wachtwoord voor {{gebruikersnaam}}',
        body: 'Dag {{voornaam}}, klik op {{link}}',
        subject_fr: 'Nouveau mot de passe pour {{gebruikersnaam}}',
        body_fr: 'Bonjour {{voornaam}}, cliquez sur {{link}}',
      },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1001' });
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: smtp.url });
    await worker.drain();
    await worker.stop();
    const raw = smtp.received.find((m) => m.to.includes('n1001@demo.orde-dierenartsen.be'))!.raw;
    expect(raw).toContain('Subject: Nieuw wachtwoord voor N1001');
    expect(raw).toContain('Dag Pieter, klik op http://portaal.test/token/');
  });
});
