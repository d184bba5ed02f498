/**
 * Issue 24: two instances on one database agree at once. Each instance is a Prisma client of its
 * own (its own connections, as two `npm start` processes have); what an admin saves through one is
 * what the other sells at its next read: a cohort published, a tier price changed, a batch closed.
 * Nothing is cached in the process, so this holds on SQLite and on PostgreSQL alike.
 */
import { saveCohort } from '@/lib/admin/courses/editor';
import { currentCohort } from '@/lib/courses/cohorts';
import { priceAt } from '@/lib/courses/pricing';
import { createDb, db, type Db } from '@/lib/db';
import type { CohortInput } from '@/lib/validation/cohort';
import { dayAfter } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const ADMIN = { id: 'user-admin', name: 'Admin' };
const now = Date.parse('2026-11-25T06:00:00Z');

const input = (pricePaise: number, open = true): CohortInput => ({
  number: 14,
  startDate: dayAfter(now, 30),
  endDate: dayAfter(now, 114),
  enrolUntil: dayAfter(now, 30),
  listPricePaise: 2_999_900,
  classDays: '1,2,3,4,5,6',
  timeCommitment: '12-14 hours per week',
  tiers: [{ pricePaise, lastDay: dayAfter(now, 10) }],
  batches: [
    { id: null, slot: 0, capacity: 15, open },
    { id: null, slot: 3, capacity: 15, open: true },
  ],
});

describe.each(backends)('two instances on one %s database', (backend) => {
  let database: TestDatabase;
  let other: Db;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url);
    other = createDb(database.url);
  });
  afterEach(async () => {
    await other.$disconnect();
    await useDatabase('file:/nonexistent/unused.db');
    await database.drop();
  });

  it('a cohort published, repriced and a batch closed through one is sold so by the other at once', async () => {
    expect(await currentCohort('b1', now, other)).toBeNull();

    const saved = await saveCohort(
      { id: null, version: 0, course: 'b1', status: 'published' },
      input(1_999_900),
      ADMIN,
      now,
    );
    const first = await currentCohort('b1', now, other);
    expect(first?.number).toBe(14);
    expect(priceAt(first!, now)?.price).toBe(19_999);

    const stored = await db().cohort.findUniqueOrThrow({
      where: { id: saved.id },
      include: { batches: true },
    });
    const withIds = input(2_199_900, false);
    withIds.batches = withIds.batches.map((b) => ({
      ...b,
      id: stored.batches.find((s) => s.slot === b.slot)!.id,
    }));
    await saveCohort(
      { id: saved.id, version: saved.version, course: 'b1', status: 'published' },
      withIds,
      ADMIN,
      now,
    );
    const second = await currentCohort('b1', now, other);
    expect(priceAt(second!, now)?.price).toBe(21_999);
    expect(second!.batches.find((b) => b.slot === 0)?.open).toBe(false);

    // And back: a change written through the other instance is read by the first.
    await other.cohort.update({ where: { id: saved.id }, data: { status: 'closed' } });
    expect(await currentCohort('b1', now)).toBeNull();
  });
});
