/** What nodemailer puts on a failed send; every field is optional, as any error may arrive here. */
interface SendError {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  command?: string;
}

const UNREACHABLE = ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EPIPE'];
const UNKNOWN_HOST = ['ENOTFOUND', 'EAI_AGAIN', 'EDNS'];

/**
 * The delivery log is read by the secretariat, so a failed try is told in Dutch, by what happened
 * rather than by the library's English text; the raw error goes to the server log only.
 */
export function failureReason(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SendError;
  const system = e.originalCode ?? e.code ?? '';
  const code = e.responseCode ? ` (${e.responseCode})` : '';
  if (e.code === 'EAUTH') return `de mailserver weigerde de aanmelding van het portaal${code}.`;
  if (e.responseCode) {
    if (e.command === 'RCPT TO') return `de mailserver weigerde de ontvanger${code}.`;
    if (e.command === 'MAIL FROM') return `de mailserver weigerde de afzender${code}.`;
    return `de mailserver weigerde de mail${code}.`;
  }
  if (UNREACHABLE.includes(system)) return 'de mailserver is niet bereikbaar.';
  if (UNKNOWN_HOST.includes(system)) return 'de naam van de mailserver is onbekend.';
  if (system === 'ETIMEDOUT') return 'de mailserver antwoordde niet op tijd.';
  if (e.code === 'ETLS') return 'de beveiligde verbinding met de mailserver mislukte.';
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET') return 'de verbinding met de mailserver werd onverwacht verbroken.';
  if (e.code === 'EPROTOCOL') return 'de mailserver gaf een onverwacht antwoord.';
  return 'onbekende fout bij het versturen (details in het serverlog).';
}
