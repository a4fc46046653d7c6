// The embedded database's door (docs/decisions/0047). pglite-socket answers every connection's
// startup with "authentication ok": it has no password check. So PGlite listens on a unix socket in
// a private (0700) directory, and this front listens on loopback TCP, runs the Postgres startup
// with a SCRAM-SHA-256 password exchange (what a real server does; the password never crosses the
// wire) and only then joins the client to PGlite, replaying its startup message. A wrong or missing
// password gets Postgres' own error (28P01) and the connection is closed.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const ITERATIONS = 4096;
/** An unauthenticated connection has this long to finish the startup. */
const STARTUP_TIMEOUT_MS = 10_000;

export interface AuthFront {
  /** "127.0.0.1:port" */
  address: string;
  stop(): Promise<void>;
}

interface Verifier {
  salt: Buffer;
  storedKey: Buffer;
  serverKey: Buffer;
}

const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function verifierOf(password: string): Verifier {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, ITERATIONS, 32, 'sha256');
  return {
    salt,
    storedKey: createHash('sha256').update(hmac(salted, 'Client Key')).digest(),
    serverKey: hmac(salted, 'Server Key'),
  };
}

// ---- messages the front sends

function authMessage(code: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const out = Buffer.alloc(9 + data.length);
  out.write('R', 0);
  out.writeInt32BE(8 + data.length, 1);
  out.writeInt32BE(code, 5);
  data.copy(out, 9);
  return out;
}

function errorMessage(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const out = Buffer.alloc(5 + fields.length);
  out.write('E', 0);
  out.writeInt32BE(4 + fields.length, 1);
  fields.copy(out, 5);
  return out;
}

/** SCRAM attributes (`r=…,s=…`) as a map. */
function attributes(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq === 1) map.set(part[0]!, part.slice(2));
  }
  return map;
}

/**
 * Listens on 127.0.0.1:`port` (0: any free port) and hands each client that proves `password`
 * (user name and database as the client asked) to the server at the unix socket `innerPath`.
 */
export async function startAuthFront(opts: { password: string; innerPath: string; port: number }): Promise<AuthFront> {
  const verifier = verifierOf(opts.password);
  const open = new Set<net.Socket>();

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.setNoDelay(true);
    const timer = setTimeout(() => client.destroy(), STARTUP_TIMEOUT_MS);
    let buffer = Buffer.alloc(0);
    let startup: Buffer | undefined;
    let stage: 'startup' | 'initial' | 'final' = 'startup';
    let clientFirstBare = '';
    let serverFirst = '';
    let nonce = '';

    const refuse = (code: string, message: string) => {
      clearTimeout(timer);
      client.removeAllListeners('data');
      client.end(errorMessage(code, message));
    };
    const passwordFailed = () => refuse('28P01', `password authentication failed for user "${startupUser(startup)}"`);

    const join = (rest: Buffer) => {
      clearTimeout(timer);
      client.removeAllListeners('data');
      client.pause();
      const inner = net.createConnection(opts.innerPath);
      open.add(inner);
      inner.on('close', () => {
        open.delete(inner);
        client.destroy();
      });
      inner.on('error', () => {
        inner.destroy();
        client.destroy();
      });
      client.on('close', () => inner.destroy());
      inner.on('connect', () => {
        inner.setNoDelay(true);
        // PGlite answers the replayed startup (AuthenticationOk, parameters, ReadyForQuery).
        inner.write(startup!);
        if (rest.length > 0) inner.write(rest);
        client.pipe(inner);
        inner.pipe(client);
        client.resume();
      });
    };

    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (stage === 'startup') {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (length < 8 || length > 10_000) return refuse('08P01', 'invalid startup packet');
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            client.write('N'); // no TLS on loopback: the client goes on in the clear or gives up
            continue;
          }
          if (code === CANCEL_REQUEST) return void client.destroy(); // PGlite cannot cancel
          if (code !== PROTOCOL_3) return refuse('08P01', 'unsupported frontend protocol');
          startup = Buffer.from(message);
          stage = 'initial';
          const mechanisms = Buffer.from('SCRAM-SHA-256\0\0', 'utf8');
          client.write(authMessage(10, mechanisms));
          continue;
        }
        // SASLInitialResponse and SASLResponse: 'p', int32 length, body.
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]!);
        const length = buffer.readInt32BE(1);
        if (type !== 'p' || length < 4 || length > 10_000) return passwordFailed();
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (stage === 'initial') {
          const nul = body.indexOf(0);
          if (nul < 0 || body.subarray(0, nul).toString('utf8') !== 'SCRAM-SHA-256' || body.length < nul + 5) return passwordFailed();
          const size = body.readInt32BE(nul + 1);
          const first = body.subarray(nul + 5, nul + 5 + Math.max(size, 0)).toString('utf8');
          // gs2 header: "n,," (no channel binding) or "y,," (client could, server does not offer it)
          const gs2 = /^([ny]),,/.exec(first);
          if (!gs2) return passwordFailed();
          clientFirstBare = first.slice(gs2[0].length);
          const clientNonce = attributes(clientFirstBare).get('r');
          if (!clientNonce) return passwordFailed();
          nonce = clientNonce + randomBytes(18).toString('base64');
          serverFirst = `r=${nonce},s=${verifier.salt.toString('base64')},i=${ITERATIONS}`;
          client.write(authMessage(11, Buffer.from(serverFirst, 'utf8')));
          stage = 'final';
          continue;
        }
        // stage 'final': c=…,r=…,p=…
        const final = body.toString('utf8');
        const proofAt = final.lastIndexOf(',p=');
        if (proofAt < 0) return passwordFailed();
        const withoutProof = final.slice(0, proofAt);
        const attrs = attributes(withoutProof);
        if (attrs.get('r') !== nonce) return passwordFailed();
        const proof = Buffer.from(final.slice(proofAt + 3), 'base64');
        const message = `${clientFirstBare},${serverFirst},${withoutProof}`;
        const signature = hmac(verifier.storedKey, message);
        if (proof.length !== signature.length) return passwordFailed();
        const clientKey = Buffer.alloc(proof.length);
        for (let i = 0; i < proof.length; i++) clientKey[i] = proof[i]! ^ signature[i]!;
        if (!timingSafeEqual(createHash('sha256').update(clientKey).digest(), verifier.storedKey)) return passwordFailed();
        client.write(authMessage(12, Buffer.from(`v=${hmac(verifier.serverKey, message).toString('base64')}`, 'utf8')));
        return join(Buffer.from(buffer));
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The user name a startup message asked for (for the error text). */
function startupUser(startup: Buffer | undefined): string {
  if (!startup) return '';
  const parts = startup.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === 'user') return parts[i + 1]!.replace(/[^\w.-]/g, '');
  return '';
}
