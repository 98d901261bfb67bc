/**
 * A mail's delivery log as the secretariat reads it. The worker stores each line as a key and its
 * values (`mailLog.sent|{"attempt":1,...}`, server/mail/logText.ts), so it is worded when read, in the
 * reader's language; what the mail server or the outbox said (a code, a file name) goes in as it is.
 */
export const mailLog = {
  sent: 'Poging %{attempt}: verstuurd. %{result}',
  failed: 'Poging %{attempt} mislukt: %{reason}',
  status: 'Status gewijzigd naar %{status} door %{by}.',
  // What the transport says of a mail it took: %{code} is " (250)" or nothing.
  accepted: 'Aanvaard door de mailserver%{code}.',
  file: 'Bestand: %{file}',
  // Why a try failed, by what happened rather than the library's English text.
  auth: 'de mailserver weigerde de aanmelding van het portaal%{code}.',
  recipient: 'de mailserver weigerde de ontvanger%{code}.',
  sender: 'de mailserver weigerde de afzender%{code}.',
  refused: 'de mailserver weigerde de mail%{code}.',
  unreachable: 'de mailserver is niet bereikbaar.',
  unknownHost: 'de naam van de mailserver is onbekend.',
  timeout: 'de mailserver antwoordde niet op tijd.',
  tls: 'de beveiligde verbinding met de mailserver mislukte.',
  connection: 'de verbinding met de mailserver werd onverwacht verbroken.',
  protocol: 'de mailserver gaf een onverwacht antwoord.',
  unknown: 'onbekende fout bij het versturen (details in het serverlog).',
};
