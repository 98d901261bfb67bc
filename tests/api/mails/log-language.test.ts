import { describe, expect, it } from 'vitest';
import { failureReason } from '../../../server/mail/errors';
import { logLine, mailLogText } from '../../../server/mail/logText';
import { createMailWorker } from '../../../server/mail/worker';
import { queueMail } from '../../../server/repositories/mails';
import { as, login, useTestApp } from '../../helpers/app';

/** The delivery log is stored as what happened and read in the reader's language; what the server said stays as it is. */
describe("a mail's delivery log in the reader's language", () => {
  const t = useTestApp();

  it('reads the worker’s and the secretariat’s lines in French for a French secretary and in Dutch for a Dutch one; an old line as written', async () => {
    const id = await queueMail(t.db, 'ACTIVATIE', 'taal@voorbeeld.be', { voornaam: 'T', achternaam: 'L', gebruikersnaam: 'tl', link: 'http://x.be' });
    // Without SMTP the worker writes the mail to the outbox, and logs the file's name.
    const worker = createMailWorker(t.db, { ...t.config, smtpUrl: undefined });
    await worker.drain();
    await worker.stop();
    const dutch = await login(t.app, 'secretariaat');
    const french = await login(t.app, 'secretariat');
    expect((await as(t.app, dutch, { method: 'POST', url: `/api/mails/${id}`, payload: { status: 'STOP' } })).statusCode).toBe(200);
    await t.db.query(`INSERT INTO mail_logs (idmail, status, message, at) VALUES ($1, 'ERROR', 'Poging 5 mislukt', now() + interval '1 minute')`, [id]);
    const read = async (cookie: string) =>
      ((await as(t.app, cookie, { method: 'GET', url: `/api/mails/${id}/logs` })).json().items as { message: string }[]).map((i) => i.message);

    expect(await read(french)).toEqual([
      expect.stringMatching(/^Tentative 1 : envoyé\. Fichier : _mail-\d+_\S+_\.eml$/),
      'Statut changé en Arrêté par secretariaat.',
      'Poging 5 mislukt',
    ]);
    expect(await read(dutch)).toEqual([
      expect.stringMatching(/^Poging 1: verstuurd\. Bestand: _mail-\d+_\S+_\.eml$/),
      'Status gewijzigd naar Gestopt door secretariaat.',
      'Poging 5 mislukt',
    ]);
  });

  it('words a failed try by what happened, with the mail server’s code, in either language', () => {
    const refused = logLine('failed', { attempt: 2, reason: failureReason({ responseCode: 451, command: 'RCPT TO' }) });
    expect(mailLogText('fr', refused)).toBe('Tentative 2 échouée : le serveur de messagerie a refusé le destinataire (451).');
    expect(mailLogText('nl', refused)).toBe('Poging 2 mislukt: de mailserver weigerde de ontvanger (451).');
    const away = logLine('failed', { attempt: 1, reason: failureReason({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' }) });
    expect(mailLogText('fr', away)).toBe("Tentative 1 échouée : le serveur de messagerie n'est pas joignable.");
  });
});
