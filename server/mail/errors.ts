import { logLine } from './logText';

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
 * The delivery log is read by the secretariat, so a failed try is told by what happened rather than
 * by the library's English text, as a log line worded in the reader's language (./logText.ts), the
 * server's answer code kept; the raw error goes to the server log only.
 */
export function failureReason(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SendError;
  const system = e.originalCode ?? e.code ?? '';
  const code = e.responseCode ? ` (${e.responseCode})` : '';
  if (e.code === 'EAUTH') return logLine('auth', { code });
  if (e.responseCode) {
    if (e.command === 'RCPT TO') return logLine('recipient', { code });
    if (e.command === 'MAIL FROM') return logLine('sender', { code });
    return logLine('refused', { code });
  }
  if (UNREACHABLE.includes(system)) return logLine('unreachable');
  if (UNKNOWN_HOST.includes(system)) return logLine('unknownHost');
  if (system === 'ETIMEDOUT') return logLine('timeout');
  if (e.code === 'ETLS') return logLine('tls');
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET') return logLine('connection');
  if (e.code === 'EPROTOCOL') return logLine('protocol');
  return logLine('unknown');
}
