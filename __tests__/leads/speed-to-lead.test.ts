/**
 * Speed to lead (issue 52): the office-hours clock over a weekend and a holiday, a lead's wait
 * and its first answer (the first status change or note, set once), the inbox's wait, and the
 * morning digest's list of the leads that waited too long yesterday; on both databases.
 */
import { addNote, changeLead } from '@/lib/admin/leads';
import { runDigest } from '@/lib/admin/digest';
import { parseFilters } from '@/lib/admin/filters';
import { inboxPage } from '@/lib/admin/inbox';
import { db } from '@/lib/db';
import {
  addOfficeMs,
  formatOfficeDuration,
  officeClock,
  officeMsBetween,
} from '@/lib/leads/office-clock';
import { lateLeadsOn, leadWait } from '@/lib/leads/speed';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const at = (iso: string) => Date.parse(`${iso}+05:30`);
const H = 3_600_000;
// Monday to Friday 10:00-18:00 India; Monday 15 December 2025 a holiday.
const clock = officeClock({ days: [1, 2, 3, 4, 5], opens: '10:00', closes: '18:00' }, [
  '2025-12-15',
]);

describe('the office-hours clock', () => {
  it('counts office hours only: not the night, not the weekend, not a holiday', () => {
    // Friday 12 Dec 17:00 → Tuesday 16 Dec 11:00: Friday's last hour and Tuesday's first
    expect(officeMsBetween(at('2025-12-12T17:00:00'), at('2025-12-16T11:00:00'), clock)).toBe(
      2 * H,
    );
    // within one day
    expect(officeMsBetween(at('2025-12-11T10:30:00'), at('2025-12-11T12:00:00'), clock)).toBe(
      1.5 * H,
    );
    // sent on Saturday night, looked at on Sunday: no office time has passed
    expect(officeMsBetween(at('2025-12-13T22:00:00'), at('2025-12-14T15:00:00'), clock)).toBe(0);
    expect(officeMsBetween(at('2025-12-16T11:00:00'), at('2025-12-12T17:00:00'), clock)).toBe(0);
  });

  it('finds when a span of office time ends', () => {
    // an hour after Friday 17:30 → Tuesday 10:30 (weekend, then the Monday holiday)
    expect(addOfficeMs(at('2025-12-12T17:30:00'), H, clock)).toBe(at('2025-12-16T10:30:00'));
    // sent before opening: the hour starts at 10:00
    expect(addOfficeMs(at('2025-12-11T07:00:00'), H, clock)).toBe(at('2025-12-11T11:00:00'));
    expect(
      addOfficeMs(0, H, officeClock({ days: [], opens: '10:00', closes: '18:00' })),
    ).toBeNull();
  });

  it('while the school has not set its hours, counts whole weekdays, still without holidays', () => {
    const unset = officeClock(null, ['2025-12-15']);
    // Friday 23:00 → Tuesday 01:00: Friday's last hour and Tuesday's first
    expect(officeMsBetween(at('2025-12-12T23:00:00'), at('2025-12-16T01:00:00'), unset)).toBe(
      2 * H,
    );
  });

  it('says durations as staff read them', () => {
    expect(formatOfficeDuration(45 * 60_000)).toBe('45 min');
    expect(formatOfficeDuration(2 * H + 5 * 60_000)).toBe('2 h 5 min');
    expect(formatOfficeDuration(3 * H)).toBe('3 h');
  });

  it('a lead’s wait: to now while unanswered, to its first answer after; past the target', () => {
    const lead = { kind: 'contact', status: 'new', createdAt: new Date(at('2025-12-12T17:30:00')) };
    const monday = at('2025-12-15T17:00:00');
    expect(leadWait({ ...lead, firstResponseAt: null }, monday, clock, H)).toEqual({
      ms: 30 * 60_000,
      over: false,
      answered: false,
    });
    const tuesday = at('2025-12-16T12:00:00');
    expect(leadWait({ ...lead, firstResponseAt: null }, tuesday, clock, H)).toEqual({
      ms: 2.5 * H,
      over: true,
      answered: false,
    });
    const answered = { ...lead, firstResponseAt: new Date(at('2025-12-16T10:15:00')) };
    expect(leadWait(answered, tuesday, clock, H)).toEqual({
      ms: 45 * 60_000,
      over: false,
      answered: true,
    });
    expect(leadWait({ ...lead, status: 'spam', firstResponseAt: null }, tuesday, clock)).toBe(null);
    // answered before answers were recorded: no wait is made up for it
    expect(leadWait({ ...lead, status: 'closed', firstResponseAt: null }, tuesday, clock)).toBe(
      null,
    );
    expect(leadWait({ ...lead, kind: 'waitlist', firstResponseAt: null }, tuesday, clock)).toBe(
      null,
    );
  });
});

describe.each(backends)('first answers and late leads on %s', (backend) => {
  let database: TestDatabase;
  const staff = { id: 'staff-1', name: 'Priya' };
  const newLead = (name: string, createdAt: number, extra: Record<string, unknown> = {}) =>
    db().lead.create({
      data: {
        kind: 'contact',
        name,
        email: `${name.toLowerCase()}@example.com`,
        createdAt: new Date(createdAt),
        ...extra,
      },
    });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SMTP_URL: 'smtp://127.0.0.1:1',
      LEADS_NOTIFY_TO: 'staff@example.com',
    });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('the first status change or note is the first answer, kept once; an assignee is not', async () => {
    const a = await newLead('Anil', Date.now() - H);
    await changeLead(a.id, 0, { assigneeId: null }, staff);
    expect((await db().lead.findUniqueOrThrow({ where: { id: a.id } })).firstResponseAt).toBe(null);
    await changeLead(a.id, 1, { status: 'contacted' }, staff);
    const first = (await db().lead.findUniqueOrThrow({ where: { id: a.id } })).firstResponseAt;
    expect(first).not.toBe(null);
    await new Promise((r) => setTimeout(r, 20));
    await changeLead(a.id, 2, { status: 'qualified' }, staff);
    await addNote(a.id, 'Called back, sent the brochure', staff);
    expect((await db().lead.findUniqueOrThrow({ where: { id: a.id } })).firstResponseAt).toEqual(
      first,
    );
    const b = await newLead('Bela', Date.now() - H);
    const note = await addNote(b.id, 'Left a voicemail', staff);
    expect((await db().lead.findUniqueOrThrow({ where: { id: b.id } })).firstResponseAt).toEqual(
      note.createdAt,
    );
  });

  it('the inbox shows each lead’s wait', async () => {
    const c = await newLead('Chitra', Date.now() - 10 * 24 * H);
    const page = await inboxPage(parseFilters({}), staff.id);
    const row = page.items.find((i) => i.id === c.id)!;
    expect(row.wait).toMatchObject({ answered: false, over: true });
    expect(row.wait!.ms).toBeGreaterThan(H);
    // a lead's reference (its id) finds it
    const found = await inboxPage(parseFilters({ q: c.id }), staff.id);
    expect(found.items.map((i) => i.id)).toEqual([c.id]);
  });

  it('lists the leads whose wait went past the target on a day, and the digest names them', async () => {
    // Thursday 11 December 2025, hours 10-18, target 1 h
    const day = '2025-12-11';
    const late = await newLead('Dev', at('2025-12-11T16:30:00'));
    const answeredLate = await newLead('Esha', at('2025-12-11T11:00:00'), {
      firstResponseAt: new Date(at('2025-12-11T12:30:00')),
    });
    await newLead('Farid', at('2025-12-11T11:00:00'), {
      firstResponseAt: new Date(at('2025-12-11T11:40:00')),
    });
    // past its target only the next day (17:30 + 1 h = Friday 10:30)
    await newLead('Gita', at('2025-12-11T17:30:00'));
    await newLead('Hari', at('2025-12-11T09:00:00'), { status: 'spam' });
    await newLead('Isha', at('2025-12-11T09:00:00'), { kind: 'waitlist' });
    const list = await lateLeadsOn(db(), day, clock, H);
    expect(list.map((l) => l.name)).toEqual(['Esha', 'Dev']);
    expect(list.find((l) => l.id === late.id)!.note).toBe(
      'past it at 11 Dec, 5:30 PM IST, not answered yet',
    );
    expect(list.find((l) => l.id === answeredLate.id)!.note).toBe(
      'past it at 11 Dec, 12:00 PM IST, answered 11 Dec, 12:30 PM IST',
    );
    // the digest of the next morning (whole weekdays while the hours are unset: Dev, Esha, Gita)
    expect(await runDigest(at('2025-12-12T08:30:00'))).toBe('sent');
    const digest = await db().outbox.findFirstOrThrow({ where: { topic: 'digest' } });
    expect(digest.text).toContain('Waited past the 1 h target yesterday, with no answer: ');
    expect(digest.text).toMatch(
      new RegExp(
        `contact message: Dev \\(dev@example.com\\) \\S+/admin/leads/${late.id} \\(past it at 11 Dec`,
      ),
    );
  });
});
