/**
 * Issue 47 on both databases: a waitlist entry's address must confirm it (one short school e-mail
 * with a one-time link, carrying nothing the visitor typed) before 'Invite the waitlist' writes to
 * it; the link confirms its own entry once, a stranger's token does nothing to another entry, and
 * one address gets a few confirmation e-mails a day at most.
 */
import { POST as join } from '@/app/api/form/waitlist/route';
import { POST as confirmPost, GET as confirmGet } from '@/app/api/waitlist/confirm/route';
import { inviteWaitlist, waitingFor } from '@/lib/admin/courses/waitlist';
import { parseFilters } from '@/lib/admin/filters';
import { inboxPage } from '@/lib/admin/inbox';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  CONFIRM_LINK_DAYS,
  CONFIRM_MAILS_PER_DAY,
  confirmState,
  confirmWaitlist,
} from '@/lib/waitlist/confirmation';
import { publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { send } from '@/__tests__/support/lead-api';

const ACTOR = { id: 'user-admin', name: 'Admin' };
const EVIL = 'Claim your refund at evil.example today';
const entry = (email: string, name = 'Meera Nair') => ({
  name,
  email,
  phoneNumber: '+91 9876543210',
  course: 'b1',
  slot: 'any',
  elapsedMs: 45_000,
});

/** Joins the b1 waitlist as `email`; the lead's id and the token of its confirmation e-mail. */
async function joinAs(email: string, name?: string, ip = '198.51.100.7') {
  const { res, json } = await send(join, '/api/form/waitlist', {
    body: entry(email, name),
    opts: { ip },
  });
  expect(res.status).toBe(201);
  const mail = await db().outbox.findFirst({
    where: { leadId: json.id!, topic: 'waitlist-confirm' },
  });
  const token = mail?.text?.match(/\/waitlist\/confirm\?token=([A-Za-z0-9_-]{43})\n/)?.[1];
  return { id: json.id!, mail, token: token ?? null };
}

const confirmedAt = async (leadId: string) =>
  (await db().waitlistConfirmation.findUnique({ where: { leadId } }))?.confirmedAt ?? null;

const post = (body: unknown, origin: string | null = 'https://school.example') =>
  confirmPost(jsonRequest('/api/waitlist/confirm', body, origin ? { headers: { origin } } : {}));

describe.each(backends)('waitlist address confirmation on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    // The outbox tries the unreachable SMTP server in the background: its retries are not the test.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SPAM_MIN_FILL_MS: '3000',
      TRUST_PROXY: undefined,
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@example.com',
      SITE_URL: 'https://school.example',
    });
  });
  afterEach(async () => {
    await stopOutboxWorker();
    jest.restoreAllMocks();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('e-mails one short confirmation carrying nothing the visitor typed', async () => {
    const { mail, token, id } = await joinAs('victim@example.com', EVIL);
    expect(token).not.toBeNull();
    expect(mail!.to).toBe('victim@example.com');
    const all = `${mail!.subject}\n${mail!.text}`;
    expect(all).not.toMatch(/evil|refund|claim/i);
    expect(all).not.toContain('9876543210');
    expect(mail!.text).toContain(`https://school.example/waitlist/confirm?token=${token}`);
    expect(mail!.text).toContain(`within ${CONFIRM_LINK_DAYS} days`);
    expect(mail!.subject).toBe('Confirm your e-mail address for the French B1 Level waitlist');
    // Only the token's hash is stored.
    const row = await db().waitlistConfirmation.findUniqueOrThrow({ where: { leadId: id } });
    expect(row.tokenHash).not.toContain(token!);
    expect(row.confirmedAt).toBeNull();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(CONFIRM_LINK_DAYS * 86_400_000);
  });

  it('never invites unconfirmed entries: 25 strangers typed in get no invitation', async () => {
    const { id: cohortId } = await publishB1(db());
    const typed: Awaited<ReturnType<typeof joinAs>>[] = [];
    for (let i = 0; i < 25; i++) typed.push(await joinAs(`someone${i}@example.com`, EVIL));
    const r = await inviteWaitlist(cohortId, ACTOR, Date.now());
    expect(r).toEqual({ invited: 0, waiting: 25 });
    expect(await db().outbox.count({ where: { topic: 'waitlist-invite' } })).toBe(0);
    expect(await db().waitlistInvite.count()).toBe(0);
    // Shown as such to staff: the waitlist page's rows and the inbox's lines.
    expect((await waitingFor('b1')).every((w) => w.confirmedAt === null)).toBe(true);
    const inbox = await inboxPage(parseFilters({}), 'staff-id');
    const line = inbox.items.find((x) => x.id === typed[0]!.id)!;
    expect(line.about).toContain('address not confirmed');

    // The owner of one address opens the link and presses the button: only that one is invited.
    expect((await confirmWaitlist(typed[3]!.token!)).confirmedNow).toBe(true);
    expect(await inviteWaitlist(cohortId, ACTOR, Date.now())).toEqual({ invited: 1, waiting: 25 });
    const invites = await db().outbox.findMany({ where: { topic: 'waitlist-invite' } });
    expect(invites.map((m) => m.to)).toEqual(['someone3@example.com']);
    const after = await inboxPage(parseFilters({}), 'staff-id');
    expect(after.items.find((x) => x.id === typed[3]!.id)!.about).not.toContain('not confirmed');
  });

  it('an address that confirmed one entry is invited once, for all its entries', async () => {
    const { id: cohortId } = await publishB1(db());
    const mine = await joinAs('nina@example.com', 'Nina Roy');
    const typedByOther = await joinAs('Nina@Example.com', EVIL);
    await confirmWaitlist(mine.token!);
    expect(await inviteWaitlist(cohortId, ACTOR, Date.now())).toEqual({ invited: 1, waiting: 2 });
    const [invite, ...more] = await db().outbox.findMany({ where: { topic: 'waitlist-invite' } });
    expect(more).toEqual([]);
    expect(invite!.text).toContain('Dear Nina Roy,');
    expect(invite!.text).not.toMatch(/evil/i);
    expect(await db().waitlistInvite.count({ where: { leadId: typedByOther.id } })).toBe(1);
  });

  it('confirms once; the button again changes nothing and says it is confirmed', async () => {
    const { id, token } = await joinAs('meera@example.com');
    expect(await confirmState(token!)).toEqual({ state: 'open', course: 'b1' });
    // Opening the link (the page, or a scanner fetching it) confirms nothing.
    expect(await confirmedAt(id)).toBeNull();
    const first = await post({ token });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, state: 'confirmed' });
    const at = await confirmedAt(id);
    expect(at).not.toBeNull();
    const again = await confirmWaitlist(token!, new Date(Date.now() + 60_000));
    expect(again).toEqual({ state: 'confirmed', course: 'b1', confirmedNow: false });
    expect(await confirmedAt(id)).toEqual(at);
    // Many clicks at once: one of them confirms.
    const other = await joinAs('ravi@example.com');
    const runs = await Promise.all([1, 2, 3, 4].map(() => confirmWaitlist(other.token!)));
    expect(runs.filter((r) => r.confirmedNow)).toHaveLength(1);
  });

  it("a stranger's token does nothing to another entry; unknown, expired and forged tokens confirm nothing", async () => {
    const victim = await joinAs('victim@example.com');
    const stranger = await joinAs('stranger@example.com');
    expect((await confirmWaitlist(stranger.token!)).confirmedNow).toBe(true);
    expect(await confirmedAt(victim.id)).toBeNull();
    for (const token of [
      'A'.repeat(43),
      victim.token!.slice(0, 42),
      `${victim.token}x`,
      victim.token!.toUpperCase() === victim.token ? 'b'.repeat(43) : victim.token!.toUpperCase(),
      stranger.token!,
      '',
      '../../etc/passwd',
    ]) {
      const r = await post({ token });
      if (token === '') expect(r.status).toBe(400);
      else expect(await r.json()).toMatchObject({ success: true });
    }
    expect(await confirmedAt(victim.id)).toBeNull();
    // A token past its days is refused, and the entry stays unconfirmed.
    const later = new Date(Date.now() + (CONFIRM_LINK_DAYS * 86_400_000 + 1000));
    expect(await confirmWaitlist(victim.token!, later)).toEqual({
      state: 'expired',
      course: 'b1',
      confirmedNow: false,
    });
    expect(await confirmedAt(victim.id)).toBeNull();
    // Another site's page cannot press the button; nor can a GET.
    expect((await post({ token: victim.token }, 'https://evil.example')).status).toBe(403);
    expect((await confirmGet(new Request('http://localhost/api/waitlist/confirm'))).status).toBe(
      405,
    );
    expect(await confirmedAt(victim.id)).toBeNull();
    expect((await post({ token: victim.token })).status).toBe(200);
    expect(await confirmedAt(victim.id)).not.toBeNull();
  });

  it(`sends one address at most ${CONFIRM_MAILS_PER_DAY} confirmation e-mails a day, from any client`, async () => {
    for (let i = 0; i < CONFIRM_MAILS_PER_DAY; i++) {
      expect(
        (await joinAs('target@example.com', undefined, `198.51.100.${10 + i}`)).token,
      ).not.toBeNull();
    }
    const before = await db().lead.count();
    const { res, json } = await send(join, '/api/form/waitlist', {
      body: entry(' TARGET@example.com'),
      opts: { ip: '198.51.100.99' },
    });
    expect(res.status).toBe(429);
    expect(json.error?.fields?.email).toMatch(/several confirmation e-mails to this address today/);
    expect(await db().lead.count()).toBe(before);
    expect(await db().outbox.count({ where: { topic: 'waitlist-confirm' } })).toBe(
      CONFIRM_MAILS_PER_DAY,
    );
    // Another address is not held back.
    expect((await joinAs('other@example.com')).token).not.toBeNull();
  });

  it('counts the variants of one mailbox as one address: +tags, and Gmail’s dots', async () => {
    for (const [i, email] of [
      'meera+1@example.com',
      'Meera+b@example.com',
      'meera@example.com',
    ].entries()) {
      expect((await joinAs(email, undefined, `198.51.100.${20 + i}`)).token).not.toBeNull();
    }
    const { res } = await send(join, '/api/form/waitlist', {
      body: entry('meera+4@example.com'),
      opts: { ip: '198.51.100.30' },
    });
    expect(res.status).toBe(429);
    for (const [i, email] of [
      'm.ee.ra@gmail.com',
      'meera+x@googlemail.com',
      'MEERA@gmail.com',
    ].entries()) {
      expect((await joinAs(email, undefined, `198.51.100.${40 + i}`)).token).not.toBeNull();
    }
    const gmail = await send(join, '/api/form/waitlist', {
      body: entry('me.e.ra@gmail.com'),
      opts: { ip: '198.51.100.50' },
    });
    expect(gmail.res.status).toBe(429);
    // Dots elsewhere are another mailbox.
    expect((await joinAs('m.eera@example.com')).token).not.toBeNull();
  });

  it('sends no confirmation for a submission flagged as spam', async () => {
    const { res, json } = await send(join, '/api/form/waitlist', {
      body: { ...entry('bot@example.com'), elapsedMs: 200 },
    });
    expect(res.status).toBe(201);
    expect(
      await db().outbox.count({ where: { leadId: json.id!, topic: 'waitlist-confirm' } }),
    ).toBe(0);
    expect(await confirmedAt(json.id!)).toBeNull();
  });
});
