import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  ACTION_BODY_LIMIT,
  actionBodyReadable,
  screenActionBody,
} from '@/lib/security/action-body.mjs';

// A server action's body, checked by the production server before Next decodes it (issue 47):
// each refused body below reached Next, and a 500, before.

const text = { 'content-type': 'text/plain;charset=UTF-8', 'next-action': '40ab' };
const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
const field = (name: string, value: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const form = (...fields: [string, string][]) =>
  fields.map(([n, v]) => field(n, v)).join('') + '--x--\r\n';
const readable = (headers: Record<string, string>, body: string) =>
  actionBodyReadable(headers, Buffer.from(body));

describe('server action bodies (lib/security/action-body.mjs)', () => {
  it.each([
    '[]',
    '["x",1,{"a":null}]',
    '["$undefined","$D2026-01-01T00:00:00.000Z","$n123","$-0","$Infinity","$NaN","$$money"]',
    '{"a":"$T"}',
  ])('takes the fetch action body %s', async (body) => {
    expect(await readable(text, body)).toBe(true);
  });

  it.each(['{', '[', '', '{"a":', '["$@1"]', '[{"a":"$Q2"}]', '["$1"]', '["$n1x"]', '["$-1"]'])(
    'refuses the fetch action body %s',
    async (body) => {
      expect(await readable(text, body)).toBe(false);
    },
  );

  it('reads multipart fetch actions row by row', async () => {
    const h = { ...multipart, 'next-action': '40ab' };
    expect(await readable(h, form(['0', '["$K1"]'], ['1_id', '%'], ['1_name', 'x']))).toBe(true);
    expect(await readable(h, form(['0', '["$@1"]'], ['1', '"a"']))).toBe(true);
    expect(await readable(h, form(['0', '["$@2"]'], ['1', '"a"']))).toBe(false);
    // Each reference must name a row of the kind its tag reads.
    expect(await readable(h, form(['0', '["$Q1","$W2"]'], ['1', '[["a",1]]'], ['2', '[]']))).toBe(
      true,
    );
    expect(await readable(h, form(['0', '["$Q1"]'], ['1', '5']))).toBe(false);
    expect(await readable(h, form(['0', '["$i1"]'], ['1', '{}']))).toBe(false);
    expect(await readable(h, form(['0', '["$h1"]'], ['1', '{"id":"40ab","bound":null}']))).toBe(
      true,
    );
    expect(await readable(h, form(['0', '["$h1"]'], ['1', '{}']))).toBe(false);
    expect(await readable(h, form(['0', '["$B1"]'], ['1', '"not a file"']))).toBe(false);
    const file =
      '--x\r\nContent-Disposition: form-data; name="1"; filename="a.bin"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\nabc\r\n';
    expect(await readable(h, field('0', '["$B1"]') + file + '--x--\r\n')).toBe(true);
    expect(await readable(h, field('0', '["$1"]') + file + '--x--\r\n')).toBe(false);
    expect(await readable(h, form(['0', '["$1"]'], ['1', '"a"']))).toBe(true);
    expect(await readable(h, form(['0', '{']))).toBe(false);
    expect(await readable(h, form(['0', '[]'], ['1', '{']))).toBe(false);
    expect(await readable(h, form(['1_a', 'b']))).toBe(false); // no row 0
    expect(await readable(h, form(['0', '[]']).slice(0, 30))).toBe(false); // cut short
    expect(await readable({ ...h, 'content-type': 'multipart/form-data' }, form(['0', '[]']))).toBe(
      false,
    );
  });

  it("reads a form posted without JavaScript: its action's bound arguments must be readable", async () => {
    expect(await readable(multipart, form(['$ACTION_ID_40ab', ''], ['name', 'Asha']))).toBe(true);
    expect(await readable(multipart, form(['name', 'Asha']))).toBe(true); // no action: Next renders
    expect(
      await readable(
        multipart,
        form(['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"40ab","bound":null}']),
      ),
    ).toBe(true);
    expect(await readable(multipart, form(['$ACTION_REF_1', ''], ['$ACTION_1:0', '{']))).toBe(
      false,
    );
    expect(await readable(multipart, form(['$ACTION_REF_1', '']))).toBe(false);
    // A body busboy splits but the platform's FormData (what Next reads a form with) does not: a
    // value holding the boundary.
    expect(await readable(multipart, form(['$ACTION_ID_40ab', ''], ['version', 'x']))).toBe(false);
    const fetchAction = { ...multipart, 'next-action': '40ab' };
    expect(await readable(fetchAction, form(['0', '["$K1"]'], ['1_version', 'x']))).toBe(true);
  });

  it('a multipart body cut short inside a file part is refused, with no uncaught error', () => {
    // busboy fails a cut-short file part's stream ('Unexpected end of form'): with no listener
    // there, the error was thrown out of the event loop (an uncaughtException on each request).
    const script = `
      import { actionBodyReadable } from ${JSON.stringify(path.join(__dirname, '..', '..', 'lib/security/action-body.mjs'))};
      process.on('uncaughtException', (e) => { console.log('uncaught: ' + e.message); process.exit(3); });
      const file = '--x\\r\\nContent-Disposition: form-data; name="1"; filename="a.txt"\\r\\nContent-Type: text/plain\\r\\n\\r\\nhello';
      const h = { 'content-type': 'multipart/form-data; boundary=x', 'next-action': '40ab' };
      const results = [];
      for (const body of [file, file + '\\r\\n--x\\r\\nContent-Disposition: form-data; name="0"\\r\\n\\r\\n[]']) {
        results.push(await actionBodyReadable(h, Buffer.from(body)));
      }
      await new Promise((r) => setTimeout(r, 100));
      console.log(JSON.stringify(results));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('[false,false]');
    expect(run.status).toBe(0);
  });

  it('checks a form of thousands of bound actions in one pass (it blocked the event loop 15 s per MB)', async () => {
    const fields: [string, string][] = [];
    for (let n = 0; fields.length < 15_000; n++) {
      fields.push([`$ACTION_REF_${n}`, ''], [`$ACTION_${n}:0`, '[]']);
    }
    const body = form(...fields);
    expect(body.length).toBeLessThan(ACTION_BODY_LIMIT);
    const started = performance.now();
    expect(await readable(multipart, body)).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('leaves url-encoded posts alone: Next decodes no action from them', async () => {
    const h = { 'content-type': 'application/x-www-form-urlencoded', 'next-action': '40ab' };
    expect(await readable(h, '%ff=%')).toBe(true);
  });

  describe('on a server', () => {
    let server: http.Server;
    let base: string;
    beforeAll(async () => {
      // What the production server does: the screen's answer, or the request handed on, whose
      // body the handler (Next) then reads.
      server = http.createServer(async (req, res) => {
        const screened = await screenActionBody(req);
        if ('answer' in screened) {
          res.writeHead(screened.answer.status, screened.answer.headers);
          res.end(screened.answer.body);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of screened.req) chunks.push(chunk as Buffer);
        res.writeHead(200, { 'x-same': String(screened.req === req) });
        res.end(`${screened.req.method} ${screened.req.url} ${Buffer.concat(chunks).toString()}`);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const post = (path: string, headers: Record<string, string>, body: string) =>
      fetch(base + path, { method: 'POST', headers, body });

    it('hands a readable action on with its body, unchanged', async () => {
      const res = await post('/dashboard', text, '["x"]');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-same')).toBe('false');
      expect(await res.text()).toBe('POST /dashboard ["x"]');
      const body = form(['0', '["$K1"]'], ['1_a', 'é']);
      const mp = await post('/admin', { ...multipart, 'next-action': '40ab' }, body);
      expect(await mp.text()).toBe(`POST /admin ${body}`);
    });

    it('refuses an unreadable body with 400, and one over the limit with 413', async () => {
      expect((await post('/dashboard', text, '{')).status).toBe(400);
      expect((await post('/api/../dashboard', text, '{')).status).toBe(400);
      const big = '["' + 'a'.repeat(ACTION_BODY_LIMIT) + '"]';
      expect((await post('/dashboard', text, big)).status).toBe(413);
    });

    it('does not read what is no action: route handlers, plain posts, other methods', async () => {
      for (const [path, headers] of [
        ['/api/reservations', text],
        ['/dashboard/../api/x', text],
        ['/log-in', { 'content-type': 'application/json' }],
      ] as const) {
        const res = await post(path, headers, '{');
        expect(res.status).toBe(200);
        expect(res.headers.get('x-same')).toBe('true');
        expect(await res.text()).toMatch(/ \{$/);
      }
    });
  });
});
