import { POST as postReservation, GET as postGET } from '@/app/api/reservations/route';
import { GET as availabilityGET } from '@/app/api/reservations/availability/route';
import { GET as icsGET } from '@/app/api/reservations/[id]/ics/route';
import { reservationPage, reservationRules } from '@/content/reservations';
import { reservationLimits } from '@/lib/reservations/store';
import { SERVED_COOKIE, servedToken } from '@/lib/reservations/served';
import { db } from '@/lib/db';
import { reservationIcs } from '@/lib/reservations/ics';
import { parseSlot, slotInstants } from '@/lib/reservations/slots';
import { addDays, todayInIndia } from '@/lib/validation/fields';
import { bookableDates } from '@/lib/validation/reservation';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { envelopeCases, fieldCase, send, type BadCase } from '@/__tests__/support/lead-api';
import { findLead } from '@/__tests__/support/leads';
import type { Mail } from '@/lib/mail/transport';

const URL_ = '/api/reservations';

/** The form's cookie from GET availability, as a browser that opened the form a minute ago has. */
let served = '';
const POST = (req: Request) => {
  if (!req.headers.has('cookie')) req.headers.set('cookie', `${SERVED_COOKIE}=${served}`);
  return postReservation(req);
};
const days = bookableDates();
const day = (i: number) => days[i]!;
const sunday = (() => {
  for (let i = 1; i <= 14; i++) {
    const d = addDays(todayInIndia(), i);
    if (new Date(`${d}T00:00:00Z`).getUTCDay() === 0) return d;
  }
  throw new Error('no Sunday in two weeks');
})();

const valid = {
  name: 'Kabir Singh',
  email: 'kabir@example.com',
  phoneNumber: '+91 9876543210',
  level: 'Complete beginner',
  goal: 'Study in a French-speaking country',
  date: day(0),
  slot: '4:00-6:30 PM',
};
const LIST = 'Choose an option from the list';

const badCases: BadCase[] = [
  ...envelopeCases(valid),
  fieldCase(valid, 'missing name', 'name', undefined, 'Full name is required'),
  fieldCase(
    valid,
    'name with digits',
    'name',
    'K4bir',
    'Full name can contain only letters, spaces, apostrophes, hyphens and dots',
  ),
  fieldCase(valid, 'missing email', 'email', undefined, 'Email is required'),
  fieldCase(valid, 'invalid email', 'email', 'kabir@@example.com', 'Invalid email address'),
  fieldCase(valid, 'missing phone', 'phoneNumber', '', 'Phone number is required'),
  fieldCase(
    valid,
    'phone too long',
    'phoneNumber',
    '+91 98765432100',
    'Enter a 10-digit phone number for +91',
  ),
  fieldCase(valid, 'missing level', 'level', undefined, 'Choose your current level'),
  fieldCase(valid, 'unknown level', 'level', 'Expert', LIST),
  fieldCase(valid, 'missing goal', 'goal', '', 'Choose your goal'),
  fieldCase(valid, 'missing date', 'date', undefined, 'Choose a day'),
  fieldCase(valid, 'date not ISO', 'date', '01/12/2026', 'Day must be a date (YYYY-MM-DD)'),
  fieldCase(valid, 'impossible date', 'date', '2026-02-30', 'Day must be a date (YYYY-MM-DD)'),
  fieldCase(valid, 'today', 'date', todayInIndia(), 'Choose a day in the next 14 days'),
  fieldCase(valid, 'in the past', 'date', '2024-01-01', 'Choose a day in the next 14 days'),
  fieldCase(
    valid,
    '15 days ahead',
    'date',
    addDays(todayInIndia(), 15),
    'Choose a day in the next 14 days',
  ),
  fieldCase(
    valid,
    'a Sunday',
    'date',
    sunday,
    'There are no sessions on Sundays. Please choose another day',
  ),
  fieldCase(valid, 'date as number', 'date', 20261201, 'Day must be text'),
  fieldCase(valid, 'missing slot', 'slot', undefined, 'Choose a time slot'),
  fieldCase(valid, 'slot not offered', 'slot', '1:00-3:30 PM', LIST),
  fieldCase(valid, 'slot as index', 'slot', 2, 'Time slot must be text'),
];

describe('slots and calendar file', () => {
  it('reads the five IST slots', () => {
    expect(reservationRules.slots.map(parseSlot)).toEqual([
      { startMin: 420, endMin: 570 },
      { startMin: 600, endMin: 750 },
      { startMin: 960, endMin: 1110 },
      { startMin: 1140, endMin: 1290 },
      { startMin: 1260, endMin: 1410 },
    ]);
  });
  it('turns a day and slot in IST into UTC instants', () => {
    expect(slotInstants('2026-12-01', '7:00-9:30 AM')).toEqual({
      start: new Date('2026-12-01T01:30:00Z'),
      end: new Date('2026-12-01T04:00:00Z'),
    });
    expect(slotInstants('2026-12-01', '9:00-11:30 PM')!.end).toEqual(
      new Date('2026-12-01T18:00:00Z'),
    );
  });
  it('writes a valid calendar file with folded lines', () => {
    const ics = reservationIcs(
      { id: 'cabc', date: '2026-12-01', slot: '10:00 AM-12:30 PM' },
      'example.com',
      new Date('2026-11-20T10:00:00Z'),
    )!;
    expect(ics).toContain('DTSTART:20261201T043000Z\r\n');
    expect(ics).toContain('DTEND:20261201T070000Z\r\n');
    expect(ics).toContain('UID:cabc@example.com');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('offers 14 days ahead without Sundays', () => {
    expect(days.length).toBeGreaterThanOrEqual(11);
    expect(days.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(days[0]! > todayInIndia()).toBe(true);
  });
});

describe.each(backends)('POST /api/reservations on %s', (backend) => {
  let database: TestDatabase;
  const count = () => db().lead.count({ where: { kind: 'reservation' } });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      TRUST_PROXY: undefined,
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    served = await servedToken(Date.now() - 60_000);
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('has at least 25 bad inputs', () => expect(badCases.length).toBeGreaterThanOrEqual(25));

  it.each(badCases.map((c) => [c.name, c] as const))(
    'rejects %s and writes nothing',
    async (_n, c) => {
      const before = { leads: await count(), seats: await db().reservation.count() };
      const { res, json } = await send(POST, URL_, c);
      expect(res.status).toBe(c.status);
      expect(json.success).toBe(false);
      expect(json.error?.code).toBe(c.code);
      if (c.field && c.message) expect(json.error?.fields?.[c.field]).toBe(c.message);
      expect({ leads: await count(), seats: await db().reservation.count() }).toEqual(before);
    },
  );

  it('reserves a seat and serves its calendar file', async () => {
    const { res, json } = await send(POST, URL_, {
      body: { ...valid, page: '/ReserveSessionPage' },
    });
    expect(res.status).toBe(201);
    expect(json).toMatchObject({ success: true, date: valid.date, slot: valid.slot });
    expect(await findLead(json.id!)).toMatchObject({
      kind: 'reservation',
      subject: `Free session ${valid.date}, ${valid.slot} IST`,
      date: valid.date,
      slot: valid.slot,
      status: 'new',
    });
    expect(await db().reservation.findUnique({ where: { leadId: json.id! } })).toMatchObject({
      slot: 2,
      seat: 1,
    });
    const ics = await icsGET(new Request('http://localhost/x'), {
      params: Promise.resolve({ id: json.id! }),
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('BEGIN:VEVENT');
    const none = await icsGET(new Request('http://localhost/x'), {
      params: Promise.resolve({ id: 'c'.padEnd(25, 'x') }),
    });
    expect(none.status).toBe(404);
    expect((await none.json()).error.code).toBe('not_found'); // not validation_failed (issue 51)
    const bad = await icsGET(new Request('http://localhost/x'), {
      params: Promise.resolve({ id: '../etc' }),
    });
    expect(bad.status).toBe(404);
  });

  it(`never gives one slot more than ${reservationRules.maxPerSlot} seats, even all at once`, async () => {
    // Eight different visitors, from eight addresses (one visitor may hold only two sessions).
    const body = (i: number) => ({
      ...valid,
      date: day(1),
      slot: '7:00-9:30 AM',
      email: `rush${i}@example.com`,
      phoneNumber: `+91 98000${String(i).padStart(5, '0')}`,
    });
    const from = (i: number) => ({ ip: `198.51.100.${i + 1}` });
    const tries = reservationRules.maxPerSlot + 5;
    const results = await Promise.all(
      Array.from({ length: tries }, (_, i) => send(POST, URL_, { body: body(i), opts: from(i) })),
    );
    const statuses = results.map((r) => r.res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(reservationRules.maxPerSlot);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refused = results.find((r) => r.res.status === 409)!;
    expect(refused.json.error).toMatchObject({
      code: 'conflict', // a 409's code (lib/api/errors.ts STATUS_OF)
      fields: { slot: 'This slot has just been taken. Please choose another time.' },
    });
    const seats = await db().reservation.findMany({
      where: { date: day(1), slot: 0 },
      orderBy: { seat: 'asc' },
    });
    expect(seats.map((s) => s.seat)).toEqual(
      Array.from({ length: reservationRules.maxPerSlot }, (_, i) => i + 1),
    );
    // a refused reservation leaves no lead behind
    expect(
      await db().lead.count({ where: { kind: 'reservation', email: { startsWith: 'rush' } } }),
    ).toBe(reservationRules.maxPerSlot);
    // the full slot is reported, the others are not
    const avail = (await (
      await availabilityGET(new Request('http://localhost/api/reservations/availability'))
    ).json()) as {
      dates: string[];
      full: Record<string, string[]>;
    };
    expect(avail.dates).toEqual(days);
    expect(avail.full[day(1)]).toEqual(['7:00-9:30 AM']);
    expect(avail.full[day(2)]).toEqual([]);
    // a freed seat (cancelled: row deleted) can be taken again
    await db().reservation.delete({ where: { id: seats[1]!.id } });
    const again = await send(POST, URL_, { body: body(99), opts: from(99) });
    expect(again.res.status).toBe(201);
    expect(await db().reservation.findUnique({ where: { leadId: again.json.id! } })).toMatchObject({
      seat: 2,
    });
  });

  it('stores a honeypot hit as spam, answered alike, taking no seat', async () => {
    const { res, json } = await send(POST, URL_, {
      body: { ...valid, date: day(2), website: 'x' },
    });
    expect(res.status).toBe(201);
    expect((await findLead(json.id!)).status).toBe('spam');
    expect(await db().reservation.findUnique({ where: { leadId: json.id! } })).toBeNull();
  });

  it('queues the visitor confirmation with the staff e-mail when e-mail is on', async () => {
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:2', LEADS_NOTIFY_TO: 'staff@example.com' });
    try {
      const { res, json } = await send(POST, URL_, { body: { ...valid, date: day(3) } });
      expect(res.status).toBe(201);
      const rows = await db().outbox.findMany({
        where: { leadId: json.id! },
        orderBy: { topic: 'asc' },
      });
      expect(rows.map((r) => [r.topic, r.to])).toEqual([
        ['lead-staff', null],
        ['reservation-visitor', valid.email],
      ]);
      // the real worker (kicked by the POST) may have tried the unreachable SMTP server first:
      // stop it, then send everything due within the hour through a stand-in
      const { processOutbox, stopOutboxWorker } = await import('@/lib/mail/outbox');
      await stopOutboxWorker();
      const sent: Mail[] = [];
      await processOutbox({
        send: async (m) => void sent.push(m),
        now: () => new Date(Date.now() + 3_600_000),
      });
      const visitor = sent.find((m) => m.to.includes(valid.email))!;
      expect(visitor.subject).toContain(`${valid.slot} IST`);
      expect(visitor.text).toContain('Dear Kabir Singh');
      expect(visitor.attachments?.[0]).toMatchObject({
        filename: 'free-session.ics',
        contentType: 'text/calendar; charset=utf-8',
      });
      expect(visitor.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
      expect(sent.find((m) => m.to.includes('staff@example.com'))?.subject).toContain(
        'free session reservation',
      );
      // the visitor's confirmation does not mark the lead as notified to staff, the staff e-mail does
      expect(
        (await db().lead.findUniqueOrThrow({ where: { id: json.id! } })).notifiedAt,
      ).not.toBeNull();
    } finally {
      setEnv({ SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
      const { stopOutboxWorker } = await import('@/lib/mail/outbox');
      await stopOutboxWorker();
    }
  });

  it(`lets one visitor hold ${reservationLimits.upcomingPerPerson} upcoming sessions, by e-mail or by phone`, async () => {
    const person = { ...valid, email: 'asha.rao@example.com', phoneNumber: '+91 9123456780' };
    const at = (i: number, extra: Partial<typeof valid> = {}, ip = `203.0.113.${10 + i}`) =>
      send(POST, URL_, { body: { ...person, date: day(4 + i), ...extra }, opts: { ip } });
    expect((await at(0)).res.status).toBe(201);
    expect((await at(1)).res.status).toBe(201);
    // Before: any number of seats, each from a new address, to one e-mail and one phone.
    const sameEmail = await at(2, { email: 'Asha.Rao@Example.com', phoneNumber: '+91 9000000001' });
    expect(sameEmail.res.status).toBe(409);
    expect(sameEmail.json.error?.fields).toEqual({ email: reservationPage.tooMany });
    const samePhone = await at(3, {
      email: 'someone.else@example.com',
      phoneNumber: '+91 9123456780',
    });
    expect(samePhone.res.status).toBe(409);
    expect(
      await db().lead.count({
        where: { email: { in: ['asha.rao@example.com', 'someone.else@example.com'] } },
      }),
    ).toBe(2);
    // A session that has taken place no longer counts.
    const past = await db().reservation.findFirstOrThrow({
      where: { lead: { email: 'asha.rao@example.com' } },
    });
    await db().reservation.update({ where: { id: past.id }, data: { date: '2024-01-02' } });
    expect((await at(5)).res.status).toBe(201);
  });

  it(`takes at most ${reservationLimits.perAddressPerDay} reservations a day from one address`, async () => {
    const ip = '192.0.2.222';
    const visitor = (i: number) => ({
      ...valid,
      email: `neighbour${i}@example.com`,
      phoneNumber: `+91 97000${String(i).padStart(5, '0')}`,
      date: day(i % 8),
      slot: '9:00-11:30 PM',
    });
    for (let i = 0; i < reservationLimits.perAddressPerDay; i++) {
      expect((await send(POST, URL_, { body: visitor(i), opts: { ip } })).res.status).toBe(201);
    }
    const refused = await send(POST, URL_, { body: visitor(50), opts: { ip } });
    expect(refused.res.status).toBe(429);
    expect(refused.json.error?.fields).toEqual({ date: reservationPage.tooManyFromHere });
    expect(
      (await send(POST, URL_, { body: visitor(51), opts: { ip: '192.0.2.223' } })).res.status,
    ).toBe(201);
    // A day later the address may book again.
    await db().lead.updateMany({
      where: { email: { startsWith: 'neighbour' } },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    expect((await send(POST, URL_, { body: visitor(52), opts: { ip } })).res.status).toBe(201);
  });

  it('goes by the server’s time since the form was served, not the client’s claim alone', async () => {
    const at = (i: number, cookie: string | null, elapsedMs?: number) =>
      send(POST, URL_, {
        body: {
          ...valid,
          email: `clock${i}@example.com`,
          phoneNumber: `+91 96000${String(i).padStart(5, '0')}`,
          date: day(9),
          ...(elapsedMs === undefined ? {} : { elapsedMs }),
        },
        opts: { ip: `192.0.2.${60 + i}`, headers: cookie === null ? {} : { cookie } },
      });
    const spamNoSeat = async (r: Awaited<ReturnType<typeof at>>) => {
      expect(r.res.status).toBe(201);
      expect((await findLead(r.json.id!)).status).toBe('spam');
      expect(await db().reservation.findUnique({ where: { leadId: r.json.id! } })).toBeNull();
    };
    // Before: a client claiming a long fill time took a seat with no form served at all.
    await spamNoSeat(await at(0, 'x=1', 600_000));
    // Served a moment ago: the claim of ten minutes is not believed.
    await spamNoSeat(
      await at(1, `${SERVED_COOKIE}=${await servedToken(Date.now() - 500)}`, 600_000),
    );
    // A forged or altered cookie counts as none.
    const forged = `${Date.now() - 600_000}.${'A'.repeat(43)}`;
    await spamNoSeat(await at(2, `${SERVED_COOKIE}=${forged}`, 600_000));
    // Served a minute ago, and the browser says so too: a seat.
    const ok = await at(3, `${SERVED_COOKIE}=${await servedToken(Date.now() - 60_000)}`, 30_000);
    expect(ok.res.status).toBe(201);
    expect((await findLead(ok.json.id!)).status).toBe('new');
  });

  it('sets the served cookie once, signed and HttpOnly, keeping the first time', async () => {
    const first = await availabilityGET(
      new Request('http://localhost/api/reservations/availability'),
    );
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^${SERVED_COOKIE}=\\d{13}\\.[\\w-]{43}; Path=/api/reservations;`),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const again = await availabilityGET(
      new Request('http://localhost/api/reservations/availability', {
        headers: { cookie: cookie.split(';')[0]! },
      }),
    );
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('answers 405 to GET', async () => {
    expect((await postGET(new Request('http://localhost' + URL_))).status).toBe(405);
  });
});
