/**
 * The courses' back office (issue 24): the editor's schema, the next cohort's first values, and on
 * SQLite and PostgreSQL saving a cohort (stale views, history rows, seats taken, numbers in use),
 * deleting one, and inviting a waitlist exactly once.
 */
import {
  CohortRefused,
  deleteCohort,
  saveCohort,
  StaleCohortError,
} from '@/lib/admin/courses/editor';
import { readChanges } from '@/lib/admin/courses/changes';
import { nextCohortShift, nextCohortValues } from '@/lib/admin/courses/schedule';
import { cohortEnded, coursesOverview } from '@/lib/admin/courses/overview';
import {
  INVITED_MEANWHILE,
  invitedFor,
  inviteWaitlist,
  NO_SEATS,
  NOT_INVITED,
  NOT_WAITING,
  reinviteWaitlist,
  NOT_ON_SALE,
  slotsWithSeats,
  waitingFor,
} from '@/lib/admin/courses/waitlist';
import { errorCode } from '@/lib/admin/flash-text';
import { currentCohort } from '@/lib/courses/cohorts';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  cohortInput,
  cohortFieldErrors,
  type CohortFormValues,
  type CohortInput,
} from '@/lib/validation/cohort';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import {
  badInputs,
  enrolIn,
  goodCohort,
  inDays,
  waitlistLead,
  withPatch,
} from '@/__tests__/support/course-admin';

describe('the cohort editor’s schema (pure)', () => {
  it('accepts a good cohort, in paise, tiers by day', () => {
    const r = cohortInput.safeParse(goodCohort());
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      number: 14,
      listPricePaise: 2999900,
      classDays: '1,2,3,4,5,6',
      tiers: [{ pricePaise: 1649900 }, { pricePaise: 1949900 }, { pricePaise: 2249900 }],
    });
  });
  it.each(badInputs)('refuses %s, under its field', (_name, patch, path, message) => {
    const r = cohortInput.safeParse(withPatch(patch));
    expect(r.success).toBe(false);
    expect(cohortFieldErrors(r.error!)[path]).toBe(message);
  });
  it('has 25 or more bad inputs', () => expect(badInputs.length).toBeGreaterThanOrEqual(25));
});

describe('the next cohort’s first values (pure)', () => {
  const latest = {
    number: 13,
    startDate: '2025-07-07',
    endDate: '2025-09-26',
    enrolUntil: '2025-07-07',
    classDays: '1,2,3,4,5,6',
    timeCommitment: '12-14 hours per week',
    listPricePaise: 2999900,
    tiers: [{ pricePaise: 1649900, lastDay: '2025-06-07' }],
    batches: [{ id: 'b', slot: 2, capacity: 12, open: false }],
  };
  it('moves every date by the cohort’s length in whole weeks, the same weekday', () => {
    // 82 days (7 July to 26 September) → 12 weeks: starts Monday 29 September 2025.
    expect(nextCohortShift(latest, '2025-08-01')).toBe(84);
    const v = nextCohortValues(latest, '2025-08-01');
    expect(v).toMatchObject({
      number: '14',
      startDate: '2025-09-29',
      endDate: '2025-12-19',
      enrolUntil: '2025-09-29',
      listPrice: '29999',
      tiers: [{ price: '16499', lastDay: '2025-08-30' }],
      batches: [{ id: '', slot: '2', capacity: '12', open: true }],
    });
  });
  it('moves on by whole weeks until every date, tiers too, is after today', () => {
    // Cohort 13's first tier ended on 7 June 2025: 77 weeks on, 28 November 2026.
    const v = nextCohortValues(latest, '2026-11-25');
    expect(v).toMatchObject({
      startDate: '2026-12-28',
      enrolUntil: '2026-12-28',
      tiers: [{ lastDay: '2026-11-28' }],
    });
    expect(new Date(v.startDate).getUTCDay()).toBe(1);
    expect(nextCohortValues(latest, '2026-11-28').tiers[0]!.lastDay).toBe('2026-12-05');
  });
  it('offers empty dates, capacity 15 and the five slots with no cohort', () => {
    const v = nextCohortValues(null, '2026-11-25');
    expect(v.startDate).toBe('');
    expect(v.batches.map((b) => [b.slot, b.capacity])).toEqual(
      ['0', '1', '2', '3', '4'].map((s) => [s, '15']),
    );
  });
  it('turns each refusal into a flash code', () => {
    for (const e of [new StaleCohortError(), new CohortRefused({})]) {
      expect(errorCode(e.message)).not.toBe('failed');
    }
    expect(errorCode('This cohort has enrolments: close it instead.')).toBe('cohort_enrolments');
    expect(errorCode(NOT_ON_SALE)).toBe('not_on_sale');
    expect(errorCode(NO_SEATS)).toBe('no_seats');
  });
});

const parse = (v: CohortFormValues): CohortInput => cohortInput.parse(v);

describe.each(backends)('cohorts in the database on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const ACTOR = { id: 'user-admin', name: 'Asha Admin' };
  const OTHER = { id: 'user-other', name: 'Other Admin' };
  const draft = { id: null, version: 0, course: 'b1', status: 'draft' as const };
  const load = (id: string) =>
    db().cohort.findUniqueOrThrow({
      where: { id },
      include: { tiers: true, batches: { orderBy: { slot: 'asc' } }, changes: true },
    });
  const formOf = async (id: string): Promise<CohortFormValues> => {
    const c = await load(id);
    return {
      ...goodCohort(),
      number: String(c.number),
      batches: c.batches.map((b) => ({
        id: b.id,
        slot: String(b.slot),
        capacity: String(b.capacity),
        open: b.open,
      })),
    };
  };

  let id = '';
  it('schedules Cohort 14 of B1 as a draft, with its history row', async () => {
    const r = await saveCohort(draft, parse(goodCohort()), ACTOR, Date.now());
    id = r.id;
    const c = await load(id);
    expect(c).toMatchObject({ number: 14, status: 'draft', version: 0, listPricePaise: 2999900 });
    expect(c.tiers).toHaveLength(3);
    expect(c.batches.map((b) => b.capacity)).toEqual([15, 15, 15, 15, 15]);
    expect(c.changes).toHaveLength(1);
    expect(c.changes[0]).toMatchObject({ actorId: ACTOR.id, actorName: ACTOR.name });
    const changes = readChanges(c.changes[0]!.changes);
    expect(changes).toContainEqual({ field: 'Status', before: null, after: 'draft' });
    expect(changes).toContainEqual({ field: 'Cohort number', before: null, after: '14' });
  });

  it('refuses a number the course uses already', async () => {
    await expect(saveCohort(draft, parse(goodCohort()), ACTOR, Date.now())).rejects.toMatchObject({
      fields: { number: expect.stringContaining('has a Cohort 14 already') },
    });
    const v = { ...(await formOf(id)), number: '13' };
    await expect(
      saveCohort({ ...draft, id, version: 0 }, parse(v), ACTOR, Date.now()),
    ).rejects.toBeInstanceOf(CohortRefused);
    expect((await load(id)).version).toBe(0);
  });

  it('publishes with a change: each field before and after in one history row, newest first', async () => {
    const v = await formOf(id);
    v.startDate = inDays(48);
    v.tiers[0]!.price = '15999';
    v.batches[1]!.capacity = '10';
    v.batches[4]!.open = false;
    const r = await saveCohort({ ...draft, id, status: 'published' }, parse(v), ACTOR, Date.now());
    expect(r.version).toBe(1);
    const c = await load(id);
    expect(c.status).toBe('published');
    const rows = await db().cohortChange.findMany({
      where: { cohortId: id },
      orderBy: { createdAt: 'desc' },
    });
    expect(rows).toHaveLength(2);
    expect(readChanges(rows[0]!.changes)).toEqual([
      { field: 'Status', before: 'draft', after: 'published' },
      { field: 'Start date', before: inDays(47), after: inDays(48) },
      {
        field: 'Price tiers',
        before: expect.stringMatching(/^₹16,499 until /),
        after: expect.stringMatching(/^₹15,999 until /),
      },
      { field: 'Batch 10:00 AM-12:30 PM', before: '15 seats, open', after: '10 seats, open' },
      { field: 'Batch 9:00-11:30 PM', before: '15 seats, open', after: '15 seats, closed' },
    ]);
  });

  it('refuses a change from a stale view and keeps the newer one', async () => {
    const v = await formOf(id);
    v.timeCommitment = 'Stale words';
    await expect(
      saveCohort({ ...draft, id, version: 0, status: 'published' }, parse(v), ACTOR, Date.now()),
    ).rejects.toBeInstanceOf(StaleCohortError);
    const c = await load(id);
    expect(c.version).toBe(1);
    expect(c.timeCommitment).toBe('12-14 hours per week');
    expect(c.changes).toHaveLength(2);
  });

  it('refuses a form naming one batch twice (a forged form), writing nothing', async () => {
    const before = await load(id);
    const v = await formOf(id);
    v.batches[1] = { ...v.batches[0]!, slot: v.batches[1]!.slot };
    const save = saveCohort({ ...draft, id, version: before.version }, parse(v), ACTOR, Date.now());
    await expect(save).rejects.toMatchObject({
      fields: { 'batches.1.slot': 'This batch is in the form twice: reload the page' },
    });
    const after = await load(id);
    expect(after.version).toBe(before.version);
    expect(after.batches.map((b) => [b.id, b.slot])).toEqual(
      before.batches.map((b) => [b.id, b.slot]),
    );
    expect(after.changes).toHaveLength(before.changes.length);
  });

  it('refuses a capacity below the seats taken, and removing a batch with enrolments', async () => {
    const c = await load(id);
    const b0 = c.batches[0]!;
    await enrolIn({ ...b0, cohortId: id });
    await enrolIn({ ...b0, cohortId: id }, { status: 'pending_payment' });
    await enrolIn({ ...b0, cohortId: id }, { status: 'cancelled' });
    const v = await formOf(id);
    v.batches[0]!.capacity = '1';
    await expect(
      saveCohort({ ...draft, id, version: 1, status: 'published' }, parse(v), ACTOR, Date.now()),
    ).rejects.toMatchObject({
      fields: {
        'batches.0.capacity': '2 seats are taken in this batch: the capacity cannot be below 2',
      },
    });
    const w = await formOf(id);
    w.batches = w.batches.slice(1);
    await expect(
      saveCohort({ ...draft, id, version: 1, status: 'published' }, parse(w), ACTOR, Date.now()),
    ).rejects.toMatchObject({ fields: { batches: expect.stringContaining('close it instead') } });
    const after = await load(id);
    expect(after.version).toBe(1);
    expect(after.batches.map((b) => b.capacity)).toEqual([15, 10, 15, 15, 15]);
    // At the seats taken it is allowed.
    v.batches[0]!.capacity = '2';
    await saveCohort(
      { ...draft, id, version: 1, status: 'published' },
      parse(v),
      ACTOR,
      Date.now(),
    );
    expect((await load(id)).batches[0]!.capacity).toBe(2);
  });

  it('refuses to delete a cohort with enrolments, and deletes one without', async () => {
    const c = await load(id);
    await expect(deleteCohort(id, c.version, ACTOR)).rejects.toThrow(
      'This cohort has enrolments: close it instead.',
    );
    expect(await db().cohort.count({ where: { id } })).toBe(1);
    const other = await saveCohort(
      { ...draft, course: 'a1' },
      parse({ ...goodCohort(), number: '1' }),
      ACTOR,
      Date.now(),
    );
    await expect(deleteCohort(other.id, 5, ACTOR)).rejects.toBeInstanceOf(StaleCohortError);
    await deleteCohort(other.id, 0, ACTOR);
    expect(await db().cohort.count({ where: { id: other.id } })).toBe(0);
  });

  it('invites the waitlist once, clicked twice', async () => {
    const slot1 = await waitlistLead('b1', 'Meera Iyer', 1);
    const anySlot = await waitlistLead('b1', 'Rohan Das', null);
    const closed = await waitlistLead('b1', 'Tara Sen', 4);
    const noEmail = await waitlistLead('b1', 'Vik Rao', null, null);
    await waitlistLead('b2', 'Other Course', null);
    // Spam, and people staff closed or who enrolled meanwhile, are not waiting.
    const gone = await Promise.all(
      (['spam', 'closed', 'enrolled'] as const).map(async (status) => {
        const lead = await waitlistLead('b1', `Not Waiting ${status}`, null);
        return db().lead.update({ where: { id: lead.id }, data: { status } });
      }),
    );
    const first = await inviteWaitlist(id, ACTOR, Date.now());
    const second = await inviteWaitlist(id, ACTOR, Date.now());
    expect(first).toEqual({ invited: 3, waiting: 4 });
    expect(second).toEqual({ invited: 0, waiting: 1 });
    const mails = await db().outbox.findMany({ where: { topic: 'waitlist-invite' } });
    expect(mails).toHaveLength(3);
    const to = (lead: { id: string }) => mails.find((x) => x.leadId === lead.id)!;
    // Their slot has seats: that batch, and only it.
    expect(to(slot1).text).toContain('Your preferred batch, 10:00 AM-12:30 PM IST, has seats.');
    expect(to(slot1).text).toMatch(/Enrol here: \S+\/checkout\?course=b1&batch=1\n/);
    expect(to(slot1).text?.match(/\/checkout\?/g)).toHaveLength(1);
    expect(to(slot1).to).toBe('meera.iyer@example.com');
    // Any slot: each batch with seats (0 is full: 2 seats, both taken; 4 is closed), each with its
    // own link.
    const offered = (text: string | null) =>
      [...(text ?? '').matchAll(/&batch=(\d)\n/g)].map((m) => m[1]);
    expect(offered(to(anySlot).text)).toEqual(['1', '2', '3']);
    // Their slot's batch is closed: the batches that have seats instead.
    expect(to(closed).text).toMatch(/Your preferred batch, .* IST, has no free seat now\./);
    expect(offered(to(closed).text)).toEqual(['1', '2', '3']);
    expect(await db().waitlistInvite.count({ where: { cohortId: id } })).toBe(3);
    expect(await db().waitlistInvite.findUnique({ where: { leadId: noEmail.id } })).toBeNull();
    for (const lead of gone)
      expect(await db().outbox.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it('invites each person once when invoked from several places at once', async () => {
    // Counted against this test's own leads and e-mails, not the waitlist as earlier tests left it.
    const invitesSoFar = () => db().outbox.count({ where: { topic: 'waitlist-invite' } });
    await inviteWaitlist(id, ACTOR, Date.now()); // anyone still waiting from before is invited now
    const before = await invitesSoFar();
    const leads = await Promise.all(
      ['Asha', 'Bela', 'Chitra', 'Dev', 'Esha', 'Farid'].map((n) => waitlistLead('b1', n, 0)),
    );
    const runs = await Promise.all([1, 2, 3, 4].map(() => inviteWaitlist(id, ACTOR, Date.now())));
    expect(runs.reduce((s, r) => s + r.invited, 0)).toBe(leads.length);
    expect((await invitesSoFar()) - before).toBe(leads.length);
    for (const lead of leads) {
      expect(await db().outbox.count({ where: { leadId: lead.id } })).toBe(1);
      expect(await db().waitlistInvite.count({ where: { leadId: lead.id } })).toBe(1);
    }
  });

  it('sends one e-mail per address, however many times it joined the waitlist', async () => {
    const first = await waitlistLead('b1', 'Nina Roy', 2, 'nina.roy@example.com');
    const again = await waitlistLead('b1', 'Nina Roy', null, 'Nina.Roy@Example.com ');
    const spammed = await Promise.all(
      [1, 2, 3, 4, 5].map(() => waitlistLead('b1', 'Someone Else', null, 'victim@example.com')),
    );
    const r = await inviteWaitlist(id, ACTOR, Date.now());
    // (Vik Rao, with no e-mail address, still waits from the first test.)
    expect(r).toEqual({ invited: 2, waiting: 8 });
    const mails = await db().outbox.findMany({
      where: {
        topic: 'waitlist-invite',
        leadId: { in: [first, again, ...spammed].map((l) => l.id) },
      },
    });
    expect(mails.map((m) => m.to).sort()).toEqual(['nina.roy@example.com', 'victim@example.com']);
    // Every one of their leads is invited: nobody waits on, nobody is e-mailed again.
    for (const lead of [first, again, ...spammed])
      expect(await db().waitlistInvite.count({ where: { leadId: lead.id } })).toBe(1);
    expect(await inviteWaitlist(id, ACTOR, Date.now())).toEqual({ invited: 0, waiting: 1 });
  });

  it('does not invite someone who has paid for the course since joining the waitlist', async () => {
    const c = await load(id);
    const b0 = { ...c.batches[0]!, cohortId: id };
    // Paid after joining: no longer waiting, never e-mailed.
    const paid = await waitlistLead('b1', 'Paid Since', 0, 'Paid.Since@example.com');
    await enrolIn(b0, { email: 'paid.since@example.com' });
    // A checkout started, a transfer reported (anyone can type another's address) or cancelled:
    // still waiting.
    const transfer = await waitlistLead('b1', 'Transfer Since', null);
    await enrolIn(b0, { email: 'transfer.since@example.com', status: 'awaiting_confirmation' });
    const pending = await waitlistLead('b1', 'Pending Only', null);
    await enrolIn(b0, { email: 'pending.only@example.com', status: 'pending_payment' });
    const cancelled = await waitlistLead('b1', 'Cancelled Only', null);
    await enrolIn(b0, { email: 'cancelled.only@example.com', status: 'cancelled' });
    // Enrolled in an earlier cohort, then joined the waitlist for the next: waiting.
    await enrolIn(b0, { email: 'next.cohort@example.com' });
    await new Promise((r) => setTimeout(r, 5));
    const nextCohort = await waitlistLead('b1', 'Next Cohort', null);
    // Someone else's enrolment does not answer this lead.
    const other = await waitlistLead('b1', 'Not Enrolled', null);

    const waiting = (await waitingFor('b1')).map((w) => w.id);
    for (const lead of [transfer, pending, cancelled, nextCohort, other])
      expect(waiting).toContain(lead.id);
    expect(waiting).not.toContain(paid.id);
    const overview = (await coursesOverview(Date.now())).find((l) => l.slug === 'b1')!;
    expect(overview.waiting).toBe(waiting.length);

    await inviteWaitlist(id, ACTOR, Date.now());
    expect(await db().outbox.count({ where: { leadId: paid.id } })).toBe(0);
    expect(await db().waitlistInvite.count({ where: { leadId: paid.id } })).toBe(0);
    for (const lead of [transfer, pending, cancelled, nextCohort, other])
      expect(await db().outbox.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it('offers a full preferred batch’s waiter the batches with seats, and invites nobody when none has', async () => {
    const full = await waitlistLead('b1', 'Full Slot', 0);
    const batches = await db().batch.findMany({ where: { cohortId: id }, select: { id: true } });
    await db().batch.updateMany({ where: { cohortId: id }, data: { open: false } });
    await expect(inviteWaitlist(id, ACTOR, Date.now())).rejects.toThrow(NO_SEATS);
    expect(await db().waitlistInvite.count({ where: { leadId: full.id } })).toBe(0);
    expect(await db().outbox.count({ where: { leadId: full.id } })).toBe(0);
    await db().batch.updateMany({
      where: { id: { in: batches.map((b) => b.id) } },
      data: { open: true },
    });
    const offer = (await currentCohort('b1', Date.now()))!;
    expect(slotsWithSeats(offer)).toEqual([1, 2, 3, 4]);
    await inviteWaitlist(id, ACTOR, Date.now());
    const mail = await db().outbox.findFirstOrThrow({ where: { leadId: full.id } });
    expect(mail.text).toContain(
      'Your preferred batch, 7:00-9:30 AM IST, has no free seat now. These batches have seats',
    );
    expect([...mail.text!.matchAll(/&batch=(\d)\n/g)].map((m) => m[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('invites one invited person again, once per click, and never one who has paid since', async () => {
    const lead = await waitlistLead('b1', 'Again Later', 2);
    const never = await waitlistLead('b1', 'Never Invited', null);
    // Not invited yet: 'Invite the waitlist' is the way, not 'Invite again'.
    await expect(
      reinviteWaitlist(never.id, new Date().toISOString(), ACTOR, Date.now()),
    ).rejects.toThrow(NOT_INVITED);
    await inviteWaitlist(id, ACTOR, Date.now());
    const seen = (await invitedFor('b1')).find((r) => r.leadId === lead.id)!;
    expect(seen).toMatchObject({ cohort: { id, number: 14 }, actorName: ACTOR.name, paid: false });
    // A view older than the invitation, or a made-up time: refused, nothing sent.
    for (const at of ['2020-01-01T00:00:00.000Z', 'yesterday', ''])
      await expect(reinviteWaitlist(lead.id, at, ACTOR, Date.now())).rejects.toThrow(
        INVITED_MEANWHILE,
      );
    expect(await db().outbox.count({ where: { leadId: lead.id } })).toBe(1);
    // Clicked three times at once (or from three instances): one e-mail.
    const later = Date.now() + 1000;
    const runs = await Promise.allSettled(
      [1, 2, 3].map(() => reinviteWaitlist(lead.id, seen.at.toISOString(), OTHER, later)),
    );
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of runs)
      if (r.status === 'rejected') expect((r.reason as Error).message).toBe(INVITED_MEANWHILE);
    const mails = await db().outbox.findMany({
      where: { leadId: lead.id, topic: 'waitlist-invite' },
    });
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Your preferred batch, 4:00-6:30 PM IST, has seats.');
    const now = (await invitedFor('b1')).find((r) => r.leadId === lead.id)!;
    expect(now).toMatchObject({ actorName: OTHER.name, cohort: { id } });
    expect(
      await db().waitlistInvite.findUniqueOrThrow({ where: { leadId: lead.id } }),
    ).toMatchObject({ actorId: OTHER.id, actorName: OTHER.name });
    expect(now.at.getTime()).toBe(later);
    // Paid since: they have left the waitlist, listed as paid, and are not invited again.
    const c = await load(id);
    await enrolIn({ ...c.batches[2]!, cohortId: id }, { email: 'again.later@example.com' });
    expect((await invitedFor('b1')).find((r) => r.leadId === lead.id)!.paid).toBe(true);
    await expect(
      reinviteWaitlist(lead.id, now.at.toISOString(), ACTOR, Date.now()),
    ).rejects.toThrow(NOT_WAITING);
    expect((await waitingFor('b1')).map((w) => w.id)).not.toContain(lead.id);
    expect(await db().outbox.count({ where: { leadId: lead.id } })).toBe(2);
    expect(errorCode(INVITED_MEANWHILE)).toBe('invited_meanwhile');
    expect(errorCode(NOT_WAITING)).toBe('not_waiting');
    expect(errorCode(NOT_INVITED)).toBe('not_invited');
  });

  it('marks a cohort past its end date (India) as ended, and only then', async () => {
    const overview = (await coursesOverview(Date.now())).find((l) => l.slug === 'b1')!;
    const byNumber = (n: number) => overview.cohorts.find((k) => k.number === n)!;
    expect(byNumber(13).ended).toBe(true); // 26 Sep 2025
    expect(byNumber(14).ended).toBe(false);
    // Its last day is not over until midnight in India.
    const lastDay = Date.parse('2025-09-26T23:59:00+05:30');
    expect(cohortEnded('2025-09-26', lastDay)).toBe(false);
    expect(cohortEnded('2025-09-26', lastDay + 60_000)).toBe(true);
    expect(cohortEnded('2025-09-26', Date.parse('2025-09-26T20:00:00Z'))).toBe(true);
  });

  it('invites only for the cohort on sale', async () => {
    const later = await saveCohort(
      { ...draft, status: 'published' },
      parse({ ...goodCohort(), number: '15' }),
      ACTOR,
      Date.now(),
    );
    await expect(inviteWaitlist(later.id, ACTOR, Date.now())).rejects.toThrow(NOT_ON_SALE);
    await expect(inviteWaitlist('cohort-b1-13', ACTOR, Date.now())).rejects.toThrow(NOT_ON_SALE);
  });
});
