import { describe, expect, it } from 'vitest';
import { failureReason } from '../../server/mail/errors';
import { mailLogText } from '../../server/mail/logText';

/** Errors shaped as nodemailer reports them (code, originalCode, responseCode, command). */
const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('English text from the library'), fields);

/** The reason as the secretariat reads it in the delivery log (stored as a key, worded when read). */
const read = (error: unknown, language: 'nl' | 'fr' = 'nl') => mailLogText(language, failureReason(error));

describe("the reason of a failed try, in the reader's language", () => {
  it.each([
    [{ code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, 'de mailserver is niet bereikbaar.'],
    [{ code: 'ESOCKET', originalCode: 'EHOSTUNREACH' }, 'de mailserver is niet bereikbaar.'],
    [{ code: 'ETIMEDOUT' }, 'de mailserver antwoordde niet op tijd.'],
    [{ code: 'EDNS', originalCode: 'ENOTFOUND' }, 'de naam van de mailserver is onbekend.'],
    [{ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }, 'de mailserver weigerde de aanmelding van het portaal (535).'],
    [{ code: 'EMESSAGE', responseCode: 451, command: 'DATA' }, 'de mailserver weigerde de mail (451).'],
    [{ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, 'de mailserver weigerde de ontvanger (550).'],
    [{ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM' }, 'de mailserver weigerde de afzender (553).'],
    [{ code: 'ETLS' }, 'de beveiligde verbinding met de mailserver mislukte.'],
    [{ code: 'ECONNECTION' }, 'de verbinding met de mailserver werd onverwacht verbroken.'],
    [{}, 'onbekende fout bij het versturen (details in het serverlog).'],
  ])('%o', (fields, reason) => {
    expect(read(smtpError(fields))).toBe(reason);
  });

  it('tells something that is not an error as unknown', () => {
    expect(read('kapot')).toBe('onbekende fout bij het versturen (details in het serverlog).');
    expect(read(undefined)).toBe('onbekende fout bij het versturen (details in het serverlog).');
  });

  it("words the same reason in French, the server's code kept, never the library's English", () => {
    const refused = read(smtpError({ code: 'EMESSAGE', responseCode: 451, command: 'DATA' }), 'fr');
    expect(refused).toBe('le serveur de messagerie a refusé le mail (451).');
  });
});
