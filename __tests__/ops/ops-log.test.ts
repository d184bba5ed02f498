// The JSON log (lib/ops/log.mjs): one line per event with time, level, instance and, inside a
// request, its id; errors with their stack; no e-mail, phone, reference or UTR in any text.
import { createLogger, scrub } from '@/lib/ops/log.mjs';
import { currentInstance, withRequest } from '@/lib/ops/process-state.mjs';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ write: (l: string) => lines.push(JSON.parse(l)) }, 'debug');
  return { log, lines };
}

describe('the log', () => {
  it('writes JSON lines with the ISO time, the level, the instance and the request id inside a request', () => {
    const { log, lines } = capture();
    log.info({ method: 'GET', path: '/faqs', status: 200, durationMs: 3.2 }, 'request');
    withRequest('req-0123456789', () => log.warn('inside'));
    expect(lines[0]).toMatchObject({
      level: 'info',
      instance: currentInstance().id,
      method: 'GET',
      path: '/faqs',
      status: 200,
      durationMs: 3.2,
      msg: 'request',
    });
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(lines[1]).toMatchObject({ level: 'warn', requestId: 'req-0123456789', msg: 'inside' });
  });

  it('logs an error with its stack and digest, its texts scrubbed of personal data', () => {
    const { log, lines } = capture();
    const e = Object.assign(
      new Error(
        '550 <asha.verma@example.co.in> rejected; FS-ABCD2345; +91 98765 43210; UTR 123456789012',
      ),
      { digest: '1234567890' },
    );
    log.error({ err: e }, 'mail to asha.verma@example.co.in failed');
    const line = lines[0] as {
      msg: string;
      err: { message: string; stack: string; digest: string };
    };
    expect(line.err.stack).toMatch(/^Error: 550 <\[email\]> rejected[^\n]*\n\s+at /);
    expect(line.err.digest).toBe('1234567890');
    const text = JSON.stringify(line);
    for (const datum of ['asha.verma', 'FS-ABCD2345', '98765', '43210', '123456789012']) {
      expect(text).not.toContain(datum);
    }
    expect(line.msg).toBe('mail to [email] failed');
  });
});

describe('scrub', () => {
  it.each([
    ['sent to a.b+c@mail.example.com', 'sent to [email]'],
    [
      'reference FS-ABCD2345 and certificate FSC-ABCDEFGH23',
      'reference [reference] and certificate [reference]',
    ],
    ['call +91 9876543210 or 98765-43210', 'call [number] or [number]'],
    ['UTR 123456789012 paid', 'UTR [number] paid'],
    ['at 2026-12-02T01:02:03Z in 1234 ms', 'at 2026-12-02T01:02:03Z in 1234 ms'],
    [
      '/work/main/.next/server/chunks/ssr/abc_123.js:1:23456',
      '/work/main/.next/server/chunks/ssr/abc_123.js:1:23456',
    ],
  ])('%s → %s', (text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });
});
