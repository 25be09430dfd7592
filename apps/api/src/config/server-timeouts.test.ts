import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, CSRF, type TestApp } from '../test/build-test-app.js';

/** Opens a raw connection that sends a request's headers, then one body byte every 100 ms, never finishing. */
const dribble = (port: number, path: string) => {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n` +
      `Cookie: XSRF-TOKEN=${CSRF}\r\nX-XSRF-TOKEN: ${CSRF}\r\n\r\n{`,
  );
  const timer = setInterval(() => socket.writable && socket.write(' '), 100);
  const started = Date.now();
  const ended = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { socket, ended, received: () => received };
};

describe('slow clients are cut off', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT: '1', HEADERS_TIMEOUT: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('ends a request whose body dribbles in past REQUEST_TIMEOUT', async () => {
    const slow = dribble(port, '/api/auth/web-login');
    const ms = await slow.ended;
    expect(ms).toBeLessThan(3000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('ends a client that never finishes its headers', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    const started = Date.now();
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(timer);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('does not let slow bodies or idle keep-alive sockets block close()', async () => {
    const idle = connect(port, '127.0.0.1');
    idle.on('error', () => undefined);
    idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => idle.once('data', resolve));
    const slow = Array.from({ length: 20 }, () => dribble(port, '/api/auth/register'));
    const slowHeaders = connect(port, '127.0.0.1');
    slowHeaders.on('error', () => undefined);
    slowHeaders.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const headersClosed = new Promise((resolve) => slowHeaders.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all([...slow.map((s) => s.ended), headersClosed]);
    expect(idle.destroyed || idle.readableEnded).toBe(true);
  });
});

describe('closing the server', () => {
  it('lets an upload that is still arriving finish within the grace period, and answers it', async () => {
    const t = await buildTestApp({ REQUEST_TIMEOUT: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'someone@example.test', password: 'whatever-1' });
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write(
      `POST /api/auth/web-login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nCookie: XSRF-TOKEN=${CSRF}\r\nX-XSRF-TOKEN: ${CSRF}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.on('close', resolve));
    await closing;
    await t.close();
    expect(received).toMatch(/^HTTP\/1\.1 422 /);
  });
});
