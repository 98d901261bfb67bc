import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `refuse` makes it reject mail with
 * 451, `delayMs` makes it slow to accept; `port` brings a server back up at an address a worker knows.
 */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const state = { refuse: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        setTimeout(() => {
          if (state.refuse) return callback(Object.assign(new Error('tijdelijk niet beschikbaar'), { responseCode: 451 }));
          received.push({ to, raw });
          callback();
        }, state.delayMs);
      });
    },
  });
  // A client killed mid-conversation resets its socket; that is the test's doing, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}?starttls=off`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** Starts one SMTP server for the enclosing block and closes it afterwards, as `useTestApp` does the app. */
export function useSmtp() {
  const smtp = {} as Smtp;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtp());
  });
  afterAll(async () => smtp.close?.());
  return smtp;
}

/** A loopback port nothing listens on, so a connection to it is refused. */
export async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const utf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8');

/** Quoted-printable to text: soft line breaks dropped, =XX bytes decoded as UTF-8. */
function fromQuotedPrintable(text: string) {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return utf8(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or B) in a header; the space between two words goes. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')),
    );

function splitPart(part: string) {
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return fromQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Reads a received mail as a person's mail client shows it: decoded headers, text and HTML part. */
export function readMail(raw: string) {
  const { headers, body } = splitPart(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitPart(chunk.replace(/^\r?\n/, ''));
      const type = (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
      parts[type] = decodeBody(part.headers, part.body).replace(/\r?\n$/, '');
    }
  } else parts[(headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim()] = decodeBody(headers, body);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    messageId: headers.get('message-id') ?? '',
    text: (parts['text/plain'] ?? '').replace(/\r\n/g, '\n'),
    html: (parts['text/html'] ?? '').replace(/\r\n/g, '\n'),
  };
}
