/**
 * Issue 49, promises kept, on SQLite and PostgreSQL: the joining link by e-mail (one e-mail per
 * learner who may join the batch per change of link, through the outbox; the same link again, or
 * none, sends nothing; a learner who pays later finds it in the receipt), and the first class's
 * calendar file built from the batch's timetable with the calendar feed's UID.
 */
import ICAL from 'ical.js';
import { setJoinUrl } from '@/lib/admin/classes/join-link';
import { cancelSession, moveSession } from '@/lib/admin/classes/sessions';
import { feedIcs, feedToken } from '@/lib/classes/feed';
import { JOIN_LINK_TOPIC } from '@/lib/classes/join-mail';
import { firstClassOf } from '@/lib/classes/learner';
import { classTimeText } from '@/lib/classes/plan';
import { syncCohortSessions } from '@/lib/classes/sync';
import { lessonPlan } from '@/lib/classes/topics';
import { db } from '@/lib/db';
import { processOutbox, stopOutboxWorker } from '@/lib/mail/outbox';
import type { Mail } from '@/lib/mail/transport';
import { firstClassIcs } from '@/lib/payments/ics';
import { siteUrl } from '@/lib/site-url';
import { dayAfter, publishCohort } from '@/__tests__/support/cohorts';
import { enrolIn } from '@/__tests__/support/course-admin';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { mailedLearners, timetableFixture } from '@/__tests__/support/timetable';

const ACTOR = { id: 'user-priya', name: 'Priya (office)' };
const LINK = 'https://meet.example.com/b1-morning';
const NEW_LINK = 'https://meet.example.com/b1-morning-2';

/** The events of a calendar file as ical.js reads them. */
function events(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      sequence: e.sequence,
    };
  });
}

describe.each(backends)('the promises to a learner on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
  });
  afterEach(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  const linkMails = () =>
    db().outbox.findMany({ where: { topic: JOIN_LINK_TOPIC }, orderBy: [{ createdAt: 'asc' }] });

  it('e-mails the joining link once to each paid learner of the batch per change of link', async () => {
    const f = await timetableFixture();
    const where = { cohortId: f.cohortId, batchId: f.batchId };
    const set = await setJoinUrl({ ...where, seen: '' }, LINK, ACTOR);
    expect(set).toEqual({ changed: true, joinUrl: LINK, mails: mailedLearners.length });
    const first = await linkMails();
    // Paid learners of this batch only: not one waiting for payment or confirmation, cancelled,
    // of the sibling batch or of another cohort.
    expect(first.map((m) => m.to).sort()).toEqual([...mailedLearners].sort());
    const asha = first.find((m) => m.to === 'asha.paid@example.com')!;
    expect(asha.enrolmentId).toBe(f.learners.paid.id);
    expect(asha.subject).toContain('your joining link');
    expect(asha.text).toContain('Dear Asha Paid,');
    expect(asha.text).toContain(`\n${LINK}\n`);
    // The next class in India time, with its lesson; the calendar; the dashboard.
    const sessions = await db().classSession.findMany({ where: { batchId: f.batchId } });
    const next = sessions
      .filter((s) => s.endsAt.getTime() > Date.now())
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!;
    const lesson = lessonPlan('b1', sessions).get(next.id)!.topic;
    expect(asha.text).toContain(`Your next class: ${classTimeText(next)} (India time)`);
    expect(asha.text).toContain(`The lesson: ${lesson}`);
    expect(asha.text).toContain('Add to Google Calendar');
    expect(asha.text).toContain(`${siteUrl()}/dashboard`);
    expect(asha.text).not.toMatch(/undefined|null|\[object/);

    // The same link again: nothing changes, nothing is sent.
    expect(await setJoinUrl({ ...where, seen: LINK }, ` ${LINK} `, ACTOR)).toEqual({
      changed: false,
      joinUrl: LINK,
      mails: 0,
    });
    expect(await linkMails()).toHaveLength(mailedLearners.length);

    // A new link: one more e-mail each, saying it replaces the old one.
    await setJoinUrl({ ...where, seen: LINK }, NEW_LINK, ACTOR);
    const second = (await linkMails()).slice(mailedLearners.length);
    expect(second.map((m) => m.to).sort()).toEqual([...mailedLearners].sort());
    expect(second[0]!.subject).toContain('new joining link');
    expect(second[0]!.text).toContain(NEW_LINK);
    expect(second[0]!.text).toContain('in place of the link we sent you before');

    // Removing it sends nothing; a refused (stale) change sends nothing.
    await expect(setJoinUrl({ ...where, seen: LINK }, LINK, ACTOR)).rejects.toThrow();
    await setJoinUrl({ ...where, seen: NEW_LINK }, '', ACTOR);
    expect(await linkMails()).toHaveLength(2 * mailedLearners.length);

    // Sent through the outbox as written, to the learner's address.
    const sent: Mail[] = [];
    await processOutbox({ send: async (m) => void sent.push(m), batch: 100 });
    const toAsha = sent.filter((m) => m.to.includes('asha.paid@example.com'));
    expect(toAsha.map((m) => m.subject)).toEqual(
      expect.arrayContaining([asha.subject, second[0]!.subject]),
    );
  });

  it('gives a learner who pays once the batch has its link the link with the receipt', async () => {
    const f = await timetableFixture();
    await setJoinUrl({ cohortId: f.cohortId, batchId: f.batchId, seen: '' }, LINK, ACTOR);
    const late = await enrolIn(
      { id: f.batchId, cohortId: f.cohortId, slot: 0 },
      { fullName: 'Hema Late', email: 'hema.late@example.com' },
    );
    await db().payment.create({
      data: {
        enrolmentId: late.id,
        method: 'razorpay',
        providerOrderId: 'order_late1',
        providerPaymentId: 'pay_late1',
        amountPaise: late.amountPaise,
        status: 'paid',
        paidAt: new Date(),
      },
    });
    // An unpaid learner's e-mail (the receipt topic, were one ever queued) carries no link.
    const unpaid = f.learners.pending;
    await db().outbox.createMany({
      data: [
        { topic: 'enrolment-learner', enrolmentId: late.id, to: late.email },
        { topic: 'enrolment-learner', enrolmentId: unpaid.id, to: unpaid.email },
      ],
    });
    const sent: Mail[] = [];
    await processOutbox({ send: async (m) => void sent.push(m), batch: 100 });
    const receipt = sent.find((m) => m.to.includes('hema.late@example.com'))!;
    expect(receipt.subject).toContain('you are enrolled');
    expect(receipt.text).toContain(`\n${LINK}\n`);
    expect(receipt.text).toContain('Your next class:');
    expect(receipt.text).not.toContain('comes by e-mail');
    const other = sent.find((m) => m.to.includes(unpaid.email))!;
    expect(other.text).not.toContain(LINK);
    // The link was set before she paid: no separate link e-mail to her.
    expect((await linkMails()).map((m) => m.to)).not.toContain('hema.late@example.com');
  });

  it('builds the first class’s calendar file from the batch’s timetable, with the feed’s UID', async () => {
    const now = Date.now();
    const c = await publishCohort(db(), {
      course: 'b1',
      number: 50,
      start: dayAfter(now, 10),
      end: dayAfter(now, 40),
      enrolUntil: dayAfter(now, 10),
      listPricePaise: 2_999_900,
      classDays: '1,2,3,4,5,6,7',
      batches: [{ slot: 0 }],
    });
    await db().$transaction((tx) => syncCohortSessions(tx, c.id, now));
    const batch = c.batches[0]!;
    const e = await enrolIn(batch, { email: 'ira.first@example.com' });
    const user = await db().user.create({ data: { email: e.email, name: 'Ira' } });
    await db().enrolment.update({ where: { id: e.id }, data: { userId: user.id } });
    const host = new URL(siteUrl()).host;
    const file = async () =>
      events(
        firstClassIcs(
          { reference: e.reference, batch: 0, start: c.startDate, courseTitle: 'B1' },
          host,
          new Date(),
          await firstClassOf(batch.id),
        )!,
      )[0]!;
    const feed = async () => events((await feedIcs(await feedToken(user.id)))!);

    const [s1, s2] = await db().classSession.findMany({
      where: { batchId: batch.id },
      orderBy: { startsAt: 'asc' },
    });
    expect(await file()).toEqual((await feed())[0]);
    expect((await file()).uid).toBe(`${s1!.id}@${host}`);

    // Staff move the first class to 10:00 IST the same day: the file follows, same UID, SEQUENCE 1.
    const target = (s: { id: string; sequence: number }) => ({
      cohortId: c.id,
      batchId: batch.id,
      sessionId: s.id,
      sequence: s.sequence,
    });
    await moveSession(target(s1!), dayAfter(now, 10), '10:00', ACTOR, now);
    const moved = await file();
    expect(moved).toMatchObject({
      uid: `${s1!.id}@${host}`,
      start: new Date(`${dayAfter(now, 10)}T10:00:00+05:30`).toISOString(),
      sequence: 1,
    });
    expect((await feed()).find((x) => x.uid === moved.uid)).toEqual(moved);

    // The first class cancelled: the file is the next class that takes place.
    const again = await db().classSession.findUniqueOrThrow({ where: { id: s1!.id } });
    await cancelSession(target(again), 'The teacher is unwell.', ACTOR, now);
    expect((await file()).uid).toBe(`${s2!.id}@${host}`);
    expect((await file()).start).toBe(s2!.startsAt.toISOString());
  });
});
