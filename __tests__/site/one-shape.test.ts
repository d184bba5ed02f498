/**
 * One shape for each kind of code (issue 51), checked over the source: every outbox row is written
 * by enqueueMail (lib/mail/enqueue.ts) with a typed topic, a unique-constraint clash is recognised
 * by lib/db.ts's isUniqueViolation only (no copy, no inline P2002 check), and a route handler's
 * failures are answered by handle (lib/api/errors.ts), not a catch of its own (the exceptions are
 * named). Each check fails on a planted violation (the last test plants one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.startsWith('generated'))
    .map((f) => join(dir, f));
const code = ['app', 'components', 'lib'].flatMap(sources).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/** The files (other than `allowed`) whose text matches `pattern`. */
const offenders = (files: typeof code, pattern: RegExp, allowed: string[]) =>
  files.filter((f) => pattern.test(f.text) && !allowed.includes(f.file)).map((f) => f.file);

const OUTBOX_WRITE = /\boutbox\s*\.\s*create(Many)?\b|\boutbox:\s*\{\s*create\b/;
const P2002 = /['"]P2002['"]/;

describe('one shape for each kind of code', () => {
  it('queues every e-mail through enqueueMail', () => {
    expect(code.length).toBeGreaterThan(200);
    expect(offenders(code, OUTBOX_WRITE, ['lib/mail/enqueue.ts'])).toEqual([]);
  });

  it('recognises a unique clash by lib/db.ts only', () => {
    expect(offenders(code, P2002, ['lib/db.ts'])).toEqual([]);
    expect(offenders(code, /(const|function) isUniqueViolation\b/, ['lib/db.ts'])).toEqual([]);
  });

  it('lets route handlers answer through handle, not a catch of their own', () => {
    const routes = code.filter((f) => /(^|\/)route\.ts$/.test(f.file));
    expect(routes.length).toBeGreaterThan(40);
    expect(
      offenders(routes, /\}\s*catch\s*[({]/, [
        // never a 5xx: the channel's fallback figures whatever happens upstream
        'app/api/getYoutubeData/route.ts',
        // next-auth answers itself; only the capped body read is refused in the one shape
        'app/api/auth/[...nextauth]/route.ts',
      ]),
    ).toEqual([]);
  });

  it('would catch a planted violation', () => {
    const planted = [
      { file: 'lib/x.ts', text: "await tx.outbox.create({ data: { topic: 'x' } });" },
      { file: 'lib/y.ts', text: "if ((e as { code?: string }).code === 'P2002') return;" },
      { file: 'app/api/z/route.ts', text: 'try { return ok(); } catch (e) { return fail(e); }' },
    ];
    expect(offenders(planted, /\}\s*catch\s*[({]/, [])).toEqual(['app/api/z/route.ts']);
    expect(offenders(planted, OUTBOX_WRITE, [])).toEqual(['lib/x.ts']);
    expect(offenders(planted, P2002, [])).toEqual(['lib/y.ts']);
  });
});
