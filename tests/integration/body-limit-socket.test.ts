// Over a real socket, because the failure is the transport's: a client that sends its whole body
// before reading the answer (as most HTTP libraries do) must read a 413, not a reset connection.
import net from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits } from '../../service/app';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await makeTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

/**
 * Writes the request in full, then reads the answer: the order of a blocking client. A server that
 * closes the connection while the body is still coming fails the write (EPIPE or ECONNRESET).
 */
function sendWholeThenRead(head: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('error', reject);
    socket.on('data', (d) => chunks.push(d));
    socket.write(head);
    socket.write(body, (error) => {
      if (error) return reject(error);
      // `connection: close`: the server ends the socket once it has answered.
      socket.once('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: Number(text.split(' ')[1]), text });
      });
    });
  });
}

const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 'x');

function requestHead(path: string, type: string, length: number | 'chunked'): string {
  const size = length === 'chunked' ? 'transfer-encoding: chunked' : `content-length: ${length}`;
  return `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${type}\r\n${size}\r\nconnection: close\r\n\r\n`;
}

function chunked(body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
}

describe('a body over the limit, on a real socket', () => {
  it.each([
    ['a JSON write', '/rest/reference/civility/edit', 'application/json'],
    ['the sign-in', '/rest/login', 'application/json'],
    ['the logo upload', '/rest/establishment/establishment/setLogo', 'multipart/form-data; boundary=x'],
    ['a UI path', '/booking-list/0', 'application/json'],
  ])(
    'answers 413 PAYLOAD_TOO_LARGE to a 10 MB body on %s instead of dropping the connection',
    async (_, path, type) => {
      const res = await sendWholeThenRead(requestHead(path, type, tenMegabytes.length), tenMegabytes);
      expect(res.status).toBe(413);
      expect(res.text).toContain('"serverMessage":"PAYLOAD_TOO_LARGE"');
    },
  );

  it('answers 413 to a 10 MB body sent in chunks, without a declared length', async () => {
    const res = await sendWholeThenRead(
      requestHead('/rest/login', 'application/json', 'chunked'),
      chunked(tenMegabytes),
    );
    expect(res.status).toBe(413);
  });

  it('still hands a body under the limit sent in chunks to its route: the sign-in reads the credentials', async () => {
    const body = Buffer.from(JSON.stringify({ login: 'admin', password: 'wrong-password' }));
    expect(body.length).toBeLessThan(bodyLimits.json);
    const res = await sendWholeThenRead(requestHead('/rest/login', 'application/json', 'chunked'), chunked(body));
    expect(res.status).toBe(400);
    expect(res.text).toContain('"serverMessage":"BAD_CREDENTIALS"');
  });
});
