import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * What PostgreSQL sends a client it turns away, before it closes the connection: an ErrorResponse
 * with severity, code and message (protocol 3, "ErrorResponse").
 */
export function postgresRefusal(code: string, message: string, severity = 'FATAL') {
  const fields = Buffer.concat([...[`S${severity}`, `V${severity}`, `C${code}`, `M${message}`].map((field) => Buffer.from(`${field}\0`)), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A loopback TCP proxy to a real server that a test can take away and bring back on the same port:
 * `down()` drops every open connection and refuses new ones (ECONNREFUSED), `stall()` accepts
 * connections but never answers (a host that stopped responding), `refuse(answer)` drops every open
 * connection and answers each new one with `answer` (a PostgreSQL refusal, nonsense, or nothing)
 * and closes it, `up()` forwards again.
 */
export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1') {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let stalling = false;
  let refusal: Buffer | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A peer destroyed by down() resets the other side; that is the test's doing.
    socket.on('error', () => socket.destroy());
  };

  const listen = async () => {
    server = createServer((client) => {
      track(client);
      if (refusal) {
        client.end(refusal);
        return;
      }
      if (stalling) return;
      const upstream = connect(targetPort, targetHost);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };

  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    port,
    url: (path: string) => `postgres://postgres@127.0.0.1:${port}/${path}`,
    down,
    async up() {
      stalling = false;
      refusal = undefined;
      if (!server) await listen();
    },
    async stall() {
      await down();
      stalling = true;
      refusal = undefined;
      await listen();
    },
    async refuse(answer: Buffer = Buffer.alloc(0)) {
      await down();
      refusal = answer;
      await listen();
    },
    close: down,
  };
}
