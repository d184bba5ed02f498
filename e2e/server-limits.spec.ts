import { expect, test } from '@playwright/test';
import net from 'node:net';

// What the production server does with clients that hold a connection open by sending slowly
// (scripts/server.mjs timeouts, lib/api.ts body deadline). Raw sockets: a browser cannot trickle.
function trickle(base: string, path: string, head: string, drip: string, everyMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const url = new URL(base);
    const socket = net.connect(Number(url.port), url.hostname);
    const t0 = Date.now();
    let answer = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head.replace('{path}', path));
      timer = setInterval(() => {
        if (i < drip.length && !socket.destroyed) socket.write(drip[i++]!);
      }, everyMs);
    });
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - t0 });
    });
  });
}

test.describe('slow clients', () => {
  test.setTimeout(60_000);

  test('a JSON body trickled over 25 s is cut off with 408 after about 10 s', async ({
    baseURL,
  }) => {
    const body = JSON.stringify({
      name: 'Slow Loris',
      email: 'slow@example.com',
      purpose: 'Other',
      message: 'x',
    });
    const head =
      'POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // 25 s for the whole body if the server waited
    const r = await trickle(
      baseURL!,
      '/api/form/leaveUsAMessage',
      head,
      body,
      25_000 / body.length,
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(r.closedAfterMs).toBeLessThan(15_000);
  });

  test('headers trickled for longer than 10 s are cut off', async ({ baseURL }) => {
    const headers = 'X-Slow: ' + 'a'.repeat(40) + '\r\n\r\n';
    const r = await trickle(
      baseURL!,
      '/',
      'GET {path} HTTP/1.1\r\nHost: localhost\r\n',
      headers,
      500,
    );
    // Node answers 408 or just closes; either way the connection is gone long before 20 s
    expect(r.answer === '' || /^HTTP\/1\.1 408/.test(r.answer)).toBe(true);
    expect(r.closedAfterMs).toBeLessThan(14_000);
  });
});
