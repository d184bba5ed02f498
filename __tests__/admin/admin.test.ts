import { resetTokenUsable } from '@/lib/auth/password-reset';
import { GET as exportGET } from '@/app/api/admin/export/route';
import { csvCell, csvRow, BOM } from '@/lib/admin/csv';
import { istIso } from '@/lib/dates';
import { closeEnrolment, confirmPaymentByStaff } from '@/lib/admin/enrolments';
import { emptyFilters, filtersQuery, nextStatus, parseFilters } from '@/lib/admin/filters';
import { inboxPage, searchKind, statusCounts } from '@/lib/admin/inbox';
import { AdminInputError, StaleChangeError } from '@/lib/admin/errors';
import { addNote, changeLead, markNotSpam } from '@/lib/admin/leads';
import { exportLeadsCsv } from '@/lib/admin/export';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { PASSWORD, signIn, userWithSession } from '@/__tests__/support/auth';
import { readSession } from '@/lib/auth/session';
import {
  ACCOUNTS_CHANGED,
  changeRole,
  inviteStaff,
  INVITE_HOURS,
  resetLinkFor,
  setDisabled,
  UNCONFIRMED_ADDRESS,
} from '@/lib/admin/people';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Flash } from '@/components/admin/flash';
import { ERROR_TEXT, errorCode, flashText } from '@/lib/admin/flash-text';
import { choice, field, formFields, numberField, optionalField } from '@/lib/actions/fields';
import { z } from 'zod/mini';
import { erasePerson, findPerson } from '@/lib/admin/erase';
import { runDigest } from '@/lib/admin/digest';
import { createDb, db } from '@/lib/db';
import { feedToken } from '@/lib/classes/feed';

describe('CSV (pure)', () => {
  it('defuses formulas and quotes what must be quoted', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('प्रिया शर्मा')).toBe('प्रिया शर्मा');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['Zoë', 1])).toBe('Zoë,1\r\n');
    expect(BOM).toBe('\uFEFF');
  });
  it('writes instants in India', () => {
    expect(istIso(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22T05:30:00+05:30');
  });
});

describe('flash messages (pure)', () => {
  const html = (props: Parameters<typeof Flash>[0]) =>
    renderToStaticMarkup(createElement(Flash, props));

  it('shows the school’s sentence for a code, and nothing for text or an unknown code', () => {
    expect(html({ saved: 'note' })).toContain('Note added.');
    expect(html({ error: 'stale' })).toContain('changed by someone else');
    // Before: any ?error= text was shown as the school's own message on a staff page.
    for (const error of [
      'Your session expired: sign in again at https://evil.example',
      'constructor',
      '__proto__',
      'toString',
    ]) {
      expect(html({ error })).toBe('');
      expect(html({ saved: error })).toBe('');
    }
    expect(flashText('error', 'hasOwnProperty')).toBeNull();
    expect(html({ problem: 'Give an e-mail address' })).toContain('Give an e-mail address');
  });

  it('turns every refusal message the back office throws into a code, never into URL text', () => {
    const sources = [
      'lib/admin/leads.ts',
      'lib/admin/people.ts',
      'lib/admin/enrolments.ts',
      'lib/admin/erase.ts',
      'lib/payments/confirm-transfer.ts',
      'lib/admin/actions/leads.ts',
      'lib/admin/actions/enrolments.ts',
      'lib/admin/actions/people.ts',
    ].map((f) => readFileSync(f, 'utf8'));
    const literals = sources.flatMap((src) =>
      [...src.matchAll(/new (?:AdminInputError|TransferConfirmRefused)\(\s*'([^']+)'/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(literals.length).toBeGreaterThan(20);
    for (const message of literals)
      expect([message, errorCode(message)]).not.toEqual([message, 'failed']);
    expect(errorCode('Unknown status "x"')).toBe('unknown_status');
    expect(errorCode('A paid enrolment cannot be cancelled')).toBe('enrolment_state');
    expect(errorCode('An awaiting_confirmation enrolment cannot be refunded')).toBe(
      'enrolment_state',
    );
    expect(errorCode('The learner reported UTR123456; check the reference on the statement')).toBe(
      'utr_differs',
    );
    expect(
      errorCode('This lead was changed by someone else meanwhile. Reload to see the change.'),
    ).toBe('stale');
    expect(errorCode('<script>alert(1)</script>')).toBe('failed');
    for (const code of Object.keys(ERROR_TEXT))
      expect(flashText('error', code)).toBe(ERROR_TEXT[code]);
  });
});

describe('server action forms (pure)', () => {
  // The strict fields (lib/actions/fields.ts): what the page's form sends is read as it is; a
  // missing field, a file, a number that is not one or a choice not offered refuses the whole form
  // (the wrapper answers with one sentence; __tests__/action-wrapper.test.ts).
  const schema = z.object({
    id: field,
    note: optionalField,
    version: numberField,
    role: choice(['admin', 'staff']),
  });
  const read = (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const r = schema.safeParse(formFields(form));
    return r.success ? r.data : null;
  };

  it('read what the form sends, a missing optional field as empty', () => {
    expect(read({ id: 'abc', version: '3', role: 'admin' })).toEqual({
      id: 'abc',
      note: '',
      version: 3,
      role: 'admin',
    });
  });

  it('refuse a missing field, a file, a number that is not one and a choice not offered', () => {
    const good = { id: 'abc', version: '3', role: 'admin' };
    expect(read({ version: '3', role: 'admin' })).toBeNull();
    expect(read({ ...good, id: new Blob(['x']) })).toBeNull();
    for (const version of ['', 'x', '1.5', '0x1', '1e3'])
      expect(read({ ...good, version })).toBeNull();
    expect(read({ ...good, role: 'owner' })).toBeNull();
  });

  it('read anything else an action is called with as no form at all (issue 47: was a 500)', () => {
    for (const other of [undefined, null, 'x', 1, {}, ['id', 'abc'], { entries: 'x' }]) {
      expect(formFields(other)).toBeNull();
    }
  });
});

describe('search (pure)', () => {
  it('reads what was typed', () => {
    expect(searchKind('Asha@Example.com')).toBe('email');
    expect(searchKind('+91 98765 43210')).toBe('phone');
    expect(searchKind('9876543210')).toBe('phone');
    expect(searchKind('fs-7k3m9qx2')).toBe('reference');
    expect(searchKind('evening batch')).toBe('text');
    expect(searchKind('Zoë')).toBe('text');
  });
});

describe('filters (pure)', () => {
  it('round-trips through the URL and drops what is not a filter', () => {
    const f = parseFilters(
      new URLSearchParams(
        'type=contact&status=new&assignee=me&due=1&q=Asha&from=2026-11-01&to=nope&x=1',
      ),
    );
    expect(f).toEqual({
      ...emptyFilters,
      type: 'contact',
      status: 'new',
      assignee: 'me',
      due: true,
      q: 'Asha',
      from: '2026-11-01',
    });
    expect(parseFilters(new URLSearchParams(filtersQuery(f).slice(1)))).toEqual(f);
    expect(parseFilters(new URLSearchParams('type=<script>&assignee=all'))).toEqual(emptyFilters);
  });
  it('cycles the status with e', () => {
    expect(['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'].map(nextStatus)).toEqual(
      ['contacted', 'qualified', 'enrolled', 'closed', 'new', 'new'],
    );
  });
});

describe.each(backends)('back office on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
  });
  afterEach(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  const lead = (over: Record<string, unknown> = {}) =>
    db().lead.create({
      data: {
        kind: 'contact',
        name: 'Asha Verma',
        email: 'asha@example.com',
        message: 'Evening batch?',
        ...over,
      },
    });
  const actor = { id: 'u1', name: 'Priya' };

  it('changes status, assignee and follow-up with a history row each, and refuses a stale change', async () => {
    const staff = await userWithSession('staff', 'Priya');
    const me = { id: staff.id, name: 'Priya' };
    const l = await lead();
    let v = (await changeLead(l.id, 0, { status: 'contacted' }, me)).version;
    v = (await changeLead(l.id, v, { assigneeId: staff.id }, me)).version;
    v = (await changeLead(l.id, v, { followUpAt: new Date('2030-01-15T03:30:00Z') }, me)).version;
    await expect(changeLead(l.id, 0, { status: 'closed' }, me)).rejects.toBeInstanceOf(
      StaleChangeError,
    );
    await expect(changeLead(l.id, v, { status: 'won' }, me)).rejects.toBeInstanceOf(
      AdminInputError,
    );
    const learner = await userWithSession('learner');
    await expect(changeLead(l.id, v, { assigneeId: learner.id }, me)).rejects.toThrow('staff only');
    const events = await db().leadEvent.findMany({
      where: { leadId: l.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => [e.action, e.fromValue, e.toValue, e.actorName])).toEqual([
      ['status', 'new', 'contacted', 'Priya'],
      ['assign', null, staff.id, 'Priya'],
      ['follow_up', null, '2030-01-15T03:30:00.000Z', 'Priya'],
    ]);
    expect(await db().lead.findUniqueOrThrow({ where: { id: l.id } })).toMatchObject({
      status: 'contacted',
      version: 3,
    });
  });

  it('two staff changing one lead at once: one wins, the other is refused', async () => {
    const l = await lead();
    const results = await Promise.allSettled([
      changeLead(l.id, 0, { status: 'contacted' }, { id: 'a', name: 'A' }),
      changeLead(l.id, 0, { status: 'closed' }, { id: 'b', name: 'B' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(StaleChangeError);
    expect(await db().leadEvent.count()).toBe(1);
  });

  it('notes, and not spam with the staff e-mail it never sent', async () => {
    const l = await lead({ status: 'spam', spamReason: 'honeypot' });
    await addNote(l.id, '  Called back.\r\nWants 7 PM.  ', actor);
    await expect(addNote(l.id, '   ', actor)).rejects.toBeInstanceOf(AdminInputError);
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'office@example.com' });
    const r = await markNotSpam(l.id, 0, actor);
    await stopOutboxWorker();
    expect(r.notify).toBe(true);
    expect(await db().leadNote.findFirstOrThrow()).toMatchObject({
      body: 'Called back.\nWants 7 PM.',
      authorName: 'Priya',
    });
    expect(await db().lead.findUniqueOrThrow({ where: { id: l.id } })).toMatchObject({
      status: 'new',
    });
    expect(await db().outbox.count({ where: { leadId: l.id, topic: 'lead-staff' } })).toBe(1);
    expect((await db().leadEvent.findMany()).map((e) => e.action).sort()).toEqual([
      'not_spam',
      'note',
    ]);
    await expect(markNotSpam(l.id, 1, actor)).rejects.toThrow('not marked as spam');
  });

  it('lists leads and enrolments newest first with cursors, filters and counts', async () => {
    const base = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      await lead({
        name: `Person ${i}`,
        email: `p${i}@example.com`,
        createdAt: new Date(base + i * 60_000),
        course: i % 2 ? 'b1' : null,
      });
    }
    await lead({ name: 'Spammer', status: 'spam', createdAt: new Date(base + 10 * 60_000) });
    await db().enrolment.create({
      data: {
        reference: 'FS-ABCDEFGH',
        course: 'b1',
        cohort: '13',
        batch: 0,
        fullName: 'Kavya Rao',
        email: 'kavya@example.com',
        phone: '+91 9876543210',
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(base),
        quoteExpiresAt: new Date(base + 1800_000),
        status: 'awaiting_confirmation',
        createdAt: new Date(base + 2.5 * 60_000),
      },
    });
    const first = await inboxPage(emptyFilters, 'u1', null, 3);
    expect(first.items.map((i) => i.name)).toEqual(['Person 4', 'Person 3', 'Kavya Rao']);
    const second = await inboxPage(emptyFilters, 'u1', first.nextCursor, 3);
    expect(second.items.map((i) => i.name)).toEqual(['Person 2', 'Person 1', 'Person 0']);
    expect(second.nextCursor).toBeNull();
    expect(
      (await inboxPage({ ...emptyFilters, course: 'b1' }, 'u1')).items.map((i) => i.name),
    ).toEqual(['Person 3', 'Kavya Rao', 'Person 1']);
    expect((await inboxPage({ ...emptyFilters, q: 'KAVYA' }, 'u1')).items).toHaveLength(1);
    expect(
      (await inboxPage({ ...emptyFilters, q: 'person 2' }, 'u1')).items.map((i) => i.name),
    ).toEqual(['Person 2']);
    expect(
      (await inboxPage({ ...emptyFilters, status: 'spam' }, 'u1')).items.map((i) => i.name),
    ).toEqual(['Spammer']);
    expect((await inboxPage({ ...emptyFilters, type: 'enrolment' }, 'u1')).items).toHaveLength(1);
    expect(await statusCounts(emptyFilters, 'u1')).toEqual({
      new: 5,
      spam: 1,
      awaiting_confirmation: 1,
    });
  });

  it('confirms a transfer through mark-paid, checks the reference, cancels and refunds with reasons', async () => {
    const e = await db().enrolment.create({
      data: {
        reference: 'FS-BCDEFGHJ',
        course: 'b1',
        cohort: '13',
        batch: 0,
        fullName: 'Kavya Rao',
        email: 'kavya@example.com',
        phone: '+91 9876543210',
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(),
        quoteExpiresAt: new Date(Date.now() + 1800_000),
        status: 'awaiting_confirmation',
        payments: {
          create: {
            method: 'upi_transfer',
            providerPaymentId: '412356789012',
            amountPaise: 2999900,
            status: 'awaiting_confirmation',
          },
        },
      },
    });
    await expect(confirmPaymentByStaff(e.reference, '999999999999', actor)).rejects.toThrow(
      'The learner reported 412356789012',
    );
    const both = await Promise.allSettled([
      confirmPaymentByStaff(e.reference, '4123 5678 9012', actor),
      confirmPaymentByStaff(e.reference, '412356789012', actor),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled' && r.value.status === 'paid')).toHaveLength(
      1,
    );
    const paid = await db().enrolment.findUniqueOrThrow({
      where: { id: e.id },
      include: { history: true },
    });
    expect(paid.status).toBe('paid');
    expect(paid.history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    expect(paid.history[0]!.note).toContain('confirmed by Priya');
    // The member of staff, by id too (their name is in the note).
    expect(paid.history[0]).toMatchObject({ actor: 'staff', actorId: actor.id });
    await expect(closeEnrolment(e.reference, 'cancel', 'changed mind', actor)).rejects.toThrow(
      'cannot be cancelled',
    );
    await expect(closeEnrolment(e.reference, 'refund', ' ', actor)).rejects.toThrow('reason');
    await closeEnrolment(e.reference, 'refund', 'Moved abroad', actor);
    expect(
      await db().enrolmentEvent.findFirstOrThrow({
        where: { enrolmentId: e.id, toStatus: 'refunded' },
      }),
    ).toMatchObject({ actor: 'staff', actorId: actor.id, note: expect.stringContaining('Priya') });
    expect((await db().enrolment.findUniqueOrThrow({ where: { id: e.id } })).status).toBe(
      'refunded',
    );
  });

  it('exports the view as CSV, streamed, for admins only, and records the export', async () => {
    await lead({ name: '=cmd|calc', email: 'x@example.com', message: 'a, "b"\nc' });
    await lead({ name: 'प्रिया शर्मा', email: 'priya@example.com' });
    const stream = await exportLeadsCsv(emptyFilters, actor);
    const bytes = Buffer.from(await new Response(stream).arrayBuffer());
    // The byte-order mark Excel needs (Response.text() would strip it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(BOM + 'Received (IST),Type')).toBe(true);
    expect(text).toContain("'=cmd|calc");
    expect(text).toContain('"a, ""b""\nc"');
    expect(text).toContain('प्रिया शर्मा');
    expect(await db().leadEvent.count({ where: { action: 'export' } })).toBe(1);

    const staff = await userWithSession('staff');
    const admin = await userWithSession('admin');
    const get = (headers: Record<string, string> = {}) =>
      exportGET(new Request('http://localhost/api/admin/export?q=priya', { headers }));
    expect((await get()).status).toBe(401);
    expect((await get(staff.headers)).status).toBe(403);
    const ok = await get(admin.headers);
    expect(ok.status).toBe(200);
    const body = await ok.text();
    expect(body.trim().split('\r\n')).toHaveLength(2);
  });

  it('streams many rows in batches', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      kind: 'contact',
      name: `Bulk ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    }));
    await db().lead.createMany({ data: rows });
    const text = await new Response(await exportLeadsCsv(emptyFilters, actor)).text();
    expect(text.trim().split('\r\n')).toHaveLength(1204);
  });
});

describe.each(backends)('people, erasure and the digest on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
  });
  afterEach(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('invites staff, changes roles and disables accounts, ending their sessions', async () => {
    const admin = await userWithSession('admin', 'Anita Admin');
    const me = { id: admin.id, name: 'Anita Admin' };
    const byLink = await inviteStaff(
      { email: 'New.Staff@example.com', name: 'New Staff', role: 'staff', mode: 'link' },
      me,
    );
    expect(byLink.link).toMatch(/\/reset-password\?token=/);
    const reset = await db().passwordReset.findFirstOrThrow();
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBe(INVITE_HOURS * 3600_000);
    const byPassword = await inviteStaff(
      { email: 'otp@example.com', name: 'Otp Person', role: 'staff', mode: 'password' },
      me,
    );
    expect(byPassword.password).toMatch(/^[A-Za-z2-9]{4}(\.[A-Za-z2-9]{4}){3}$/);
    expect((await signIn('otp@example.com', byPassword.password!)).token).toBeTruthy();
    await expect(
      inviteStaff({ email: 'otp@example.com', name: 'Again', role: 'staff', mode: 'link' }, me),
    ).rejects.toThrow('exists');

    const staff = await userWithSession('staff', 'Sam Staff');
    expect(await readSession(new Headers(staff.headers))).toMatchObject({ role: 'staff' });
    await changeRole(staff.id, 'learner', me);
    expect(await readSession(new Headers(staff.headers))).toBeNull();
    const again = await userWithSession('staff', 'Dee Staff');
    await setDisabled(again.id, true, me);
    expect(await readSession(new Headers(again.headers))).toBeNull();
    expect((await signIn(again.email, PASSWORD)).token).toBeFalsy();
    await expect(changeRole(admin.id, 'staff', me)).rejects.toThrow('last admin');
    await expect(setDisabled(admin.id, true, me)).rejects.toThrow('your own account');
    // A password link is for learners only: never for a staff or admin account (an admin could
    // otherwise sign in as another member of staff).
    const learner = await userWithSession('learner', 'Lena Learner');
    expect((await resetLinkFor(learner.id, me)).link).toMatch(/\/reset-password\?token=/);
    const colleague = await userWithSession('staff', 'Cole Staff');
    const otherAdmin = await userWithSession('admin', 'Ola Admin');
    const links = await db().passwordReset.count();
    for (const id of [colleague.id, otherAdmin.id, admin.id]) {
      await expect(resetLinkFor(id, me)).rejects.toThrow('learners only');
    }
    expect(await db().passwordReset.count()).toBe(links);
    // Nor by way of a role change: a link made while a learner dies with the promotion.
    const promoted = await userWithSession('learner', 'Pat Learner');
    const { link } = await resetLinkFor(promoted.id, me);
    const token = new URL(link, 'http://localhost').searchParams.get('token')!;
    expect(await resetTokenUsable(token)).toBe(true);
    // A learner account whose address nobody confirmed may be a stranger's: not made staff.
    await expect(changeRole(promoted.id, 'staff', me)).rejects.toThrow(UNCONFIRMED_ADDRESS);
    await expect(changeRole(promoted.id, 'admin', me)).rejects.toThrow(UNCONFIRMED_ADDRESS);
    expect((await db().user.findUniqueOrThrow({ where: { id: promoted.id } })).role).toBe(
      'learner',
    );
    expect(errorCode(UNCONFIRMED_ADDRESS)).toBe('unconfirmed');
    await db().user.update({ where: { id: promoted.id }, data: { emailVerified: new Date() } });
    await changeRole(promoted.id, 'staff', me);
    expect(await resetTokenUsable(token)).toBe(false);
    const actions = (await db().leadEvent.findMany()).map((e) => e.action).sort();
    expect(actions).toEqual([
      'disable',
      'invite',
      'invite',
      'reset_link',
      'reset_link',
      'role',
      'role',
    ]);
  });

  it('inviting the address of a learner account nobody confirmed takes it over, ending every way in', async () => {
    const admin = await userWithSession('admin', 'Anita Admin');
    const me = { id: admin.id, name: 'Anita Admin' };
    // A stranger opened an account with a future colleague's address: a password, a Facebook
    // link, a session, a calendar address, and a password link staff made for it.
    const stranger = await userWithSession('learner', 'Not Them');
    await db().account.create({
      data: { userId: stranger.id, provider: 'facebook', providerAccountId: 'fb-stranger' },
    });
    await feedToken(stranger.id);
    const { link: oldLink } = await resetLinkFor(stranger.id, me);
    await db().enrolment.create({
      data: {
        reference: 'FS-TAKEOVER',
        course: 'b1',
        cohort: '13',
        batch: 0,
        fullName: 'Not Them',
        email: stranger.email,
        phone: '+91 9876543210',
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(),
        quoteExpiresAt: new Date(),
        status: 'paid',
        userId: stranger.id,
      },
    });
    await expect(changeRole(stranger.id, 'staff', me)).rejects.toThrow(UNCONFIRMED_ADDRESS);

    const invited = await inviteStaff(
      { email: stranger.email, name: 'Neha Office', role: 'staff', mode: 'password' },
      me,
    );
    const user = await db().user.findUniqueOrThrow({ where: { id: stranger.id } });
    expect(user).toMatchObject({ role: 'staff', name: 'Neha Office', emailVerified: null });
    expect((await signIn(stranger.email, PASSWORD)).token).toBeFalsy();
    expect(await readSession(new Headers(stranger.headers))).toBeNull();
    expect(await db().account.count({ where: { userId: stranger.id } })).toBe(0);
    expect(await db().calendarFeed.count({ where: { userId: stranger.id } })).toBe(0);
    const oldToken = new URL(oldLink, 'http://localhost').searchParams.get('token')!;
    expect(await resetTokenUsable(oldToken)).toBe(false);
    expect(await db().enrolment.count({ where: { userId: stranger.id } })).toBe(1);
    expect((await signIn(stranger.email, invited.password!)).token).toBeTruthy();
    expect(
      await db().leadEvent.findFirst({ where: { action: 'invite' }, select: { fromValue: true } }),
    ).toEqual({ fromValue: 'unconfirmed learner account' });

    // A confirmed learner, a member of staff, a disabled learner: not taken over.
    const confirmed = await userWithSession('learner', 'Real Learner');
    await db().user.update({ where: { id: confirmed.id }, data: { emailVerified: new Date() } });
    const disabled = await userWithSession('learner', 'Gone Learner');
    await setDisabled(disabled.id, true, me);
    for (const [email, refusal] of [
      [confirmed.email, 'exists'],
      [stranger.email, 'exists'],
      [disabled.email, 'Enable the account first'],
    ] as const) {
      await expect(
        inviteStaff({ email, name: 'Some One', role: 'admin', mode: 'link' }, me),
      ).rejects.toThrow(refusal);
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: confirmed.id } })).role).toBe(
      'learner',
    );
    expect((await signIn(confirmed.email, PASSWORD)).token).toBeTruthy();
  });

  it('erasing by phone alone takes the class mails written to their enrolment’s address', async () => {
    await db().enrolment.create({
      data: {
        reference: 'FS-DEFGHJKM',
        course: 'b1',
        cohort: '13',
        batch: 0,
        fullName: 'Meera Nair',
        email: 'meera@example.com',
        phone: '+91 9876501234',
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(),
        quoteExpiresAt: new Date(),
        status: 'paid',
      },
    });
    // Recording and class mails are written to the address, without the enrolment's id.
    await db().outbox.createMany({
      data: [
        { topic: 'class-recordings', to: 'meera@example.com', subject: 'R', text: 'Hello Meera' },
        { topic: 'class-recordings', to: 'ravi@example.com', subject: 'R', text: 'Hello Ravi' },
      ],
    });
    await db().recordingMail.create({
      data: { email: 'meera@example.com', day: '2026-11-20', upTo: new Date() },
    });
    const r = await erasePerson({ phone: '98765 01234' }, { id: 'a', name: 'Anita' });
    expect(r).toEqual({ leads: 0, enrolments: 1, accounts: 0 });
    expect(await db().outbox.findMany({ select: { to: true } })).toEqual([
      { to: 'ravi@example.com' },
    ]);
    expect(await db().recordingMail.count()).toBe(0);
  });

  it('two admins taking each other’s admin role at the same moment leave one admin', async () => {
    for (let round = 0; round < 4; round++) {
      await db().user.updateMany({ where: { role: 'admin' }, data: { role: 'learner' } });
      const a = await userWithSession('admin', 'Anita Admin');
      const b = await userWithSession('admin', 'Bela Admin');
      const asA = { id: a.id, name: 'Anita Admin' };
      const asB = { id: b.id, name: 'Bela Admin' };
      const results = await Promise.allSettled(
        round % 2
          ? [changeRole(b.id, 'staff', asA), changeRole(a.id, 'learner', asB)]
          : [setDisabled(b.id, true, asA), changeRole(a.id, 'staff', asB)],
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(['last_admin', 'last_admin_role', 'accounts_changed']).toContain(
        errorCode((refused.reason as Error).message),
      );
      expect(await db().user.count({ where: { role: 'admin', disabledAt: null } })).toBe(1);
    }
    expect(errorCode(ACCOUNTS_CHANGED)).toBe('accounts_changed');
  });

  it('erases a person across lead kinds, enrolments and their account, keeping the books', async () => {
    const learner = await userWithSession('learner', 'Ravi Kumar');
    await db().lead.create({
      data: { kind: 'contact', name: 'Ravi Kumar', email: learner.email, message: 'Hi, I am Ravi' },
    });
    const cb = await db().lead.create({
      data: { kind: 'callback', name: 'Ravi K', phone: '+91 9812345678' },
    });
    await db().leadNote.create({
      data: { leadId: cb.id, authorName: 'Priya', body: 'Ravi wants B1' },
    });
    const other = await db().lead.create({
      data: { kind: 'contact', name: 'Someone Else', email: 'else@example.com' },
    });
    await db().enrolment.create({
      data: {
        reference: 'FS-CDEFGHJK',
        course: 'b1',
        cohort: '13',
        batch: 0,
        fullName: 'Ravi Kumar',
        email: learner.email,
        phone: '+91 9812345678',
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(),
        quoteExpiresAt: new Date(),
        status: 'paid',
      },
    });
    // A lead keeps the address as typed: found however it was capitalised.
    const shouted = await db().lead.create({
      data: { kind: 'enquiry-translation', name: 'Ravi Kumar', email: learner.email.toUpperCase() },
    });
    // E-mails written to them, or about their leads, and the account's history in the back office.
    const admin = { id: 'a', name: 'Anita' };
    await db().outbox.createMany({
      data: [
        { topic: 'password-reset', to: learner.email, subject: 'Reset', text: 'Hello Ravi' },
        { topic: 'class-recordings', to: `x@example.com, ${learner.email.toUpperCase()}` },
        { topic: 'lead-staff', leadId: cb.id },
        { topic: 'password-reset', to: `_${learner.email}`, subject: 'Other', text: 'Hi Sam' },
        {
          topic: 'digest',
          to: `office@example.com, ${learner.email}`,
          subject: 'Inbox',
          text: [
            'New since yesterday 8:00: 2',
            `- Callback: Ravi K (+91 9812345678) http://localhost:3000/admin/leads/${cb.id}`,
            `- Contact: Someone Else (else@example.com) http://localhost:3000/admin/leads/${other.id}`,
          ].join('\n'),
        },
      ],
    });
    await db().recordingMail.create({
      data: { email: learner.email, day: '2026-11-20', upTo: new Date() },
    });
    await db().leadEvent.createMany({
      data: [
        { actorName: 'Anita', action: 'reset_link', toValue: learner.email },
        {
          actorName: 'Anita',
          action: 'role',
          fromValue: `${learner.email}: staff`,
          toValue: 'learner',
        },
        { actorName: 'Anita', action: 'disable', toValue: 'staff@example.com' },
      ],
    });
    const found = await findPerson({ email: learner.email, phone: '98123 45678' });
    expect([found.leads.length, found.enrolments.length, found.users.length]).toEqual([3, 1, 1]);
    expect(found.leads.map((l) => l.id)).toContain(shouted.id);
    const r = await erasePerson({ email: learner.email, phone: '+91 98123 45678' }, admin);
    expect(r).toEqual({ leads: 3, enrolments: 1, accounts: 1 });
    const all = JSON.stringify([
      await db().lead.findMany(),
      await db().enrolment.findMany(),
      await db().user.findMany(),
      await db().leadNote.findMany(),
      await db().leadEvent.findMany(),
      await db().outbox.findMany({ where: { NOT: { to: `_${learner.email}` } } }),
      await db().outbox.findMany({ where: { to: null } }),
      await db().recordingMail.findMany(),
    ]).toLowerCase();
    for (const secret of ['ravi', learner.email, '9812345678']) expect(all).not.toContain(secret);
    expect(all).toContain('someone else');
    // Someone else's mail, whose address only looks alike, stays; a mail to them among others
    // stays for the others; the staff digest keeps its other lines.
    const left = await db().outbox.findMany({ select: { to: true, text: true } });
    expect(left.sort((a, b) => (a.to! < b.to! ? -1 : 1))).toEqual([
      { to: `_${learner.email}`, text: 'Hi Sam' },
      {
        to: 'office@example.com',
        text: [
          'New since yesterday 8:00: 2',
          '- [erased]',
          `- Contact: Someone Else (else@example.com) http://localhost:3000/admin/leads/${other.id}`,
        ].join('\n'),
      },
      { to: 'x@example.com', text: null },
    ]);
    expect(await db().leadEvent.findFirstOrThrow({ where: { action: 'role' } })).toMatchObject({
      fromValue: '[erased]',
      toValue: 'learner',
    });
    expect(await db().leadEvent.count({ where: { toValue: 'staff@example.com' } })).toBe(1);
    expect((await db().enrolment.findFirstOrThrow()).amountPaise).toBe(2999900);
    expect(await db().lead.count()).toBe(4);
    expect(await readSession(new Headers(learner.headers))).toBeNull();
    expect((await db().leadEvent.findFirstOrThrow({ where: { action: 'erase' } })).toValue).toBe(
      '3 lead(s), 1 enrolment(s), 1 account(s)',
    );
  });

  it('sends the morning digest once a day, with two instances', async () => {
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'office@example.com' });
    await db().lead.create({
      data: { kind: 'contact', name: 'Fresh Lead', email: 'f@example.com' },
    });
    await db().lead.create({
      data: {
        kind: 'callback',
        name: 'Overdue Lead',
        phone: '+91 9000000000',
        followUpAt: new Date(Date.parse('2026-11-22T02:30:00Z')),
      },
    });
    const before8 = Date.parse('2026-11-22T02:00:00Z'); // 7:30 IST
    expect(await runDigest(before8)).toBe('not-yet');
    const at9 = Date.parse('2026-11-22T03:30:00Z'); // 9:00 IST
    const other = createDb(database.url); // a second instance's client
    try {
      const results = await Promise.all([runDigest(at9), runDigest(at9), runDigest(at9 + 60_000)]);
      expect(results.filter((r) => r === 'sent')).toHaveLength(1);
      expect(await other.outbox.count({ where: { topic: 'digest' } })).toBe(1);
    } finally {
      await other.$disconnect();
    }
    const mail = await db().outbox.findFirstOrThrow({ where: { topic: 'digest' } });
    expect(mail.to).toBe('office@example.com');
    expect(mail.text).toContain('Overdue Lead');
    expect(mail.text).toContain('Follow-ups due: 1');
    expect(await runDigest(at9 + 3600_000)).toBe('done');
    expect(await runDigest(at9 + 86_400_000)).toBe('sent');
    await stopOutboxWorker();
  });
});
