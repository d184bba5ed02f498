/**
 * Issue 24: the cohort a course sells, read from the database. The migration's import of Cohort 13,
 * the current cohort at India's day boundaries (the last day to enrol holds until 23:59:59.999 IST),
 * drafts and closed cohorts ignored, the earliest start winning, none at all, and
 * POST /api/enrolments with nothing on sale (409, a sentence a person can read, nothing written).
 */
import { POST as enrolPOST } from '@/app/api/enrolments/route';
import { GET as upcomingGET } from '@/app/api/upcoming-starts/route';
import { levelCourses } from '@/content/courses';
import { formatDay } from '@/lib/dates';
import { detailsText } from '@/content/checkout';
import { currentCohort, currentCohorts } from '@/lib/courses/cohorts';
import { db } from '@/lib/db';
import { EnrolmentRefusedError } from '@/lib/payments/enrolments';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { dayAfter, importedCohorts, publishCohort } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';

jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(),
}));

/** 7 July 2025, Cohort 13's last day to enrol, ends at 23:59:59.999 in India. */
const LAST_MS = Date.parse('2025-07-07T18:29:59.999Z');

const learner = (n: number, course = 'b1') => ({
  fullName: 'Meera Nair',
  email: `meera${n}@example.com`,
  phone: `+91 98765${String(n).padStart(5, '0')}`,
  consent: true as const,
  course,
  batch: 2,
});
const meta = (n: number) => ({ ipHash: `ip-${n}`, userAgent: 'jest', salt: 'salt' });

describe.each(backends)('the current cohort on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('the migration imported Cohort 13 of B1 and B2 as content/ had them, and nothing else', async () => {
    const rows = await db().cohort.findMany({
      include: {
        tiers: { select: { pricePaise: true, lastDay: true }, orderBy: { lastDay: 'asc' } },
        batches: {
          select: { id: true, slot: true, capacity: true, open: true },
          orderBy: { slot: 'asc' },
        },
      },
      orderBy: { course: 'asc' },
    });
    const stored = rows.map((r) => ({
      id: r.id,
      course: r.course,
      number: r.number,
      startDate: r.startDate,
      endDate: r.endDate,
      enrolUntil: r.enrolUntil,
      classDays: r.classDays,
      timeCommitment: r.timeCommitment,
      listPricePaise: r.listPricePaise,
      status: r.status,
      tiers: r.tiers,
      batches: r.batches,
    }));
    expect(stored).toEqual([importedCohorts.b1, importedCohorts.b2]);
  });

  it('holds the last day to enrol until 23:59:59.999 in India, and not one ms later', async () => {
    expect((await currentCohort('b1', LAST_MS))?.id).toBe('cohort-b1-13');
    expect(await currentCohort('b1', LAST_MS + 1)).toBeNull();
    // The first ms of that day in India is 18:30 UTC the day before.
    expect((await currentCohort('b1', Date.parse('2025-07-06T18:30:00.000Z')))?.id).toBe(
      'cohort-b1-13',
    );
    // As the pages read it: the price tiers in rupees and the five batches, no seat taken.
    const offer = (await currentCohort('b1', LAST_MS))!;
    expect(offer).toMatchObject({ number: 13, mrp: 29_999, start: '2025-07-07' });
    expect(offer.prices.map((p) => p.discount)).toEqual([45, 35, 25]);
    expect(offer.batches.map((b) => [b.slot, b.capacity, b.taken])).toEqual(
      [0, 1, 2, 3, 4].map((s) => [s, 15, 0]),
    );
    const all = await currentCohorts(LAST_MS);
    expect([...all.keys()].sort()).toEqual(['b1', 'b2']);
    expect((await currentCohorts(LAST_MS + 1)).size).toBe(0);
  });

  it('ignores drafts, closed cohorts and ones whose last day passed; the earliest start wins', async () => {
    const now = Date.now();
    const at = (days: number) => dayAfter(now, days);
    const base = { course: 'b1', listPricePaise: 2_999_900, tiers: [] };
    const dates = (start: number) => ({
      start: at(start),
      end: at(start + 80),
      enrolUntil: at(start),
    });
    await publishCohort(db(), { ...base, number: 14, ...dates(10), status: 'draft' });
    await publishCohort(db(), { ...base, number: 15, ...dates(12), status: 'closed' });
    await publishCohort(db(), { ...base, number: 16, ...dates(-30), enrolUntil: at(-1) });
    await publishCohort(db(), { ...base, number: 18, ...dates(40) });
    await publishCohort(db(), { ...base, number: 17, ...dates(20) });
    expect((await currentCohort('b1', now))?.number).toBe(17);
    // A started cohort still open to enrolment comes first: it starts earliest.
    await publishCohort(db(), { ...base, number: 19, ...dates(-3), enrolUntil: at(0) });
    expect((await currentCohort('b1', now))?.number).toBe(19);
    const all = await currentCohorts(now);
    expect([...all.entries()].map(([course, c]) => [course, c.number])).toEqual([['b1', 19]]);
    // Closing it brings the next one back.
    await db().cohort.updateMany({ where: { number: 19 }, data: { status: 'closed' } });
    expect((await currentCohort('b1', now))?.number).toBe(17);
  });

  it('none at all: null for every course, today, and for a course with no cohort ever', async () => {
    const now = Date.now();
    for (const course of ['a1', 'a2', 'b1', 'b2'])
      expect(await currentCohort(course, now)).toBeNull();
    expect((await currentCohorts(now)).size).toBe(0);
    await db().cohort.deleteMany();
    expect(await currentCohort('b1', Date.parse('2025-07-01T00:00:00Z'))).toBeNull();
  });

  it("GET /api/upcoming-starts: the landing page's dates as the database has them now, in level order", async () => {
    const read = async () => {
      const res = await upcomingGET(new Request('http://localhost/api/upcoming-starts'));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return ((await res.json()) as { starts: unknown[] }).starts;
    };
    // Nothing on sale (Cohort 13 of B1 and B2 ended in 2025).
    expect(await read()).toEqual([]);
    const now = Date.now();
    const at = (days: number) => dayAfter(now, days);
    const base = { listPricePaise: 2_999_900, tiers: [] };
    await publishCohort(db(), {
      ...base,
      course: 'b2',
      number: 14,
      start: at(20),
      end: at(100),
      enrolUntil: at(20),
    });
    await publishCohort(db(), {
      ...base,
      course: 'a1',
      number: 1,
      start: at(-3),
      end: at(80),
      enrolUntil: at(4),
    });
    await publishCohort(db(), {
      ...base,
      course: 'b1',
      number: 14,
      start: at(30),
      end: at(110),
      enrolUntil: at(30),
      status: 'draft',
    });
    const course = (slug: string) => levelCourses.find((c) => c.slug === slug)!;
    expect(await read()).toEqual([
      {
        course: course('a1').courseName,
        href: course('a1').href,
        when: `started ${formatDay(at(-3))}, join until ${formatDay(at(4))}`,
      },
      {
        course: course('b2').courseName,
        href: course('b2').href,
        when: `next cohort starts ${formatDay(at(20))}`,
      },
    ]);
    // Staff publish the draft: the next view has it, no regeneration of any page.
    await db().cohort.updateMany({ where: { course: 'b1' }, data: { status: 'published' } });
    expect((await read()).map((s) => (s as { href: string }).href)).toEqual([
      course('a1').href,
      course('b1').href,
      course('b2').href,
    ]);
  });

  it('POST /api/enrolments with no cohort on sale: 409 and a readable sentence, nothing stored', async () => {
    const res = await enrolPOST(jsonRequest('/api/enrolments', learner(1)));
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(body.error).toEqual({
      code: 'conflict',
      message: detailsText.noCohort,
      fields: { course: detailsText.noCohort },
    });
    expect(body.error.message).toMatch(/^Enrolment for this course is closed: .+\.$/);
    expect(await db().enrolment.count()).toBe(0);
    // The same through the function, for B2 and A1; and a second after the last day.
    for (const course of ['b2', 'a1']) {
      await expect(startEnrolment(learner(2, course), meta(2))).rejects.toMatchObject({
        status: 409,
        field: 'course',
        message: detailsText.noCohort,
      });
    }
    await expect(startEnrolment(learner(3), meta(3), LAST_MS + 1)).rejects.toBeInstanceOf(
      EnrolmentRefusedError,
    );
    // One ms earlier, Cohort 13 still sells.
    const ok = await startEnrolment(learner(4), meta(4), LAST_MS);
    const row = await db().enrolment.findUniqueOrThrow({ where: { reference: ok.reference } });
    expect(row).toMatchObject({
      cohort: '13',
      cohortId: 'cohort-b1-13',
      batchId: 'batch-b1-13-2',
      amountPaise: 2_999_900, // the tiers ended in June 2025: the list price
    });
  });
});
