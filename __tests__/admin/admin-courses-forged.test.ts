/**
 * The courses' server actions and roster handler against forged requests from a signed-in admin
 * (issue 24 review), on SQLite and PostgreSQL: another course's cohort, another cohort's batch,
 * version tampering, deleted rows, out-of-range numbers. Each is refused and writes nothing.
 */
import { GET as rosterGET } from '@/app/api/admin/courses/[id]/roster/route';
import { FORM_REFUSED } from '@/lib/actions/action';
import * as courseActions from '@/lib/admin/actions/courses';
import { NO_COHORT, STALE_COHORT } from '@/lib/admin/courses/editor';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import type { CohortFormValues } from '@/lib/validation/cohort';
import { publishB1 } from '@/__tests__/support/cohorts';
import { userWithSession } from '@/__tests__/support/auth';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { cohortFormData, goodCohort, waitlistLead } from '@/__tests__/support/course-admin';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

/** An action's answer: where it redirected, or what it returned. */
async function call(run: () => Promise<unknown>) {
  try {
    return { value: await run(), to: null };
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw e;
    return { value: null, to: digest.split(';').slice(2, -2).join(';') };
  }
}

describe.each(backends)('forged course forms from an admin on %s', (backend) => {
  let database: TestDatabase;
  let cookie = '';
  /** B1 Cohort 14 on sale (ids of its batches by slot). */
  let b1: { id: string; version: number; batches: { id: string; slot: number }[] };
  const snapshot = async () => ({
    cohorts: await db().cohort.findMany({ orderBy: { id: 'asc' } }),
    tiers: await db().cohortTier.findMany({ orderBy: { id: 'asc' } }),
    batches: await db().batch.findMany({ orderBy: { id: 'asc' } }),
    changes: await db().cohortChange.count(),
    invites: await db().waitlistInvite.count(),
    outbox: await db().outbox.count(),
  });
  /** The editor's form for B1 Cohort 14 as stored, then `patch`ed. */
  const b1Form = (patch: (v: CohortFormValues) => void, extra: Record<string, string> = {}) => {
    const v: CohortFormValues = {
      ...goodCohort(),
      batches: [...b1.batches]
        .sort((a, b) => a.slot - b.slot)
        .map((b) => ({ id: b.id, slot: String(b.slot), capacity: '15', open: true })),
    };
    patch(v);
    return cohortFormData(v, {
      course: 'b1',
      id: b1.id,
      version: String(b1.version),
      intent: 'draft',
      ...extra,
    });
  };
  const save = async (form: FormData) => {
    request.cookie = cookie;
    const r = await call(() => courseActions.saveCohortAction(null, form));
    return r.value as courseActions.CohortFormState;
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    cookie = (await userWithSession('admin', 'Anand Admin')).headers.cookie;
    b1 = await publishB1(db(), Date.now());
    await waitlistLead('b2', 'Meera Iyer', 1);
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  it('refuses a save naming another course’s cohort, or one deleted, or a stale version', async () => {
    const before = await snapshot();
    expect((await save(b1Form(() => {}, { id: 'cohort-b2-13', version: '0' })))?.message).toBe(
      NO_COHORT,
    );
    expect((await save(b1Form(() => {}, { id: 'no-such-cohort' })))?.message).toBe(NO_COHORT);
    for (const version of ['7', '-1']) {
      expect([version, (await save(b1Form(() => {}, { version })))?.message]).toEqual([
        version,
        STALE_COHORT,
      ]);
    }
    // Not a version the page could send: the form is refused before the cohort is looked at.
    for (const version of ['', 'NaN', '0x0', '1e400']) {
      expect([version, (await save(b1Form(() => {}, { version })))?.message]).toEqual([
        version,
        FORM_REFUSED,
      ]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another cohort’s batch id in the form, and out-of-range numbers', async () => {
    const before = await snapshot();
    const other = await db().batch.findUniqueOrThrow({ where: { id: 'batch-b2-13-3' } });
    const moved = await save(
      b1Form((v) => {
        v.batches[3] = { ...v.batches[3]!, id: other.id };
      }),
    );
    expect(moved?.fields['batches.3.slot']).toMatch(/no longer in the cohort/);
    const odd: [string, (v: CohortFormValues) => void, string][] = [
      ['capacity -1', (v) => void (v.batches[0]!.capacity = '-1'), 'batches.0.capacity'],
      ['capacity 1e9', (v) => void (v.batches[0]!.capacity = '1000000000'), 'batches.0.capacity'],
      ['slot 5', (v) => void (v.batches[0]!.slot = '5'), 'batches.0.slot'],
      ['slot -1', (v) => void (v.batches[0]!.slot = '-1'), 'batches.0.slot'],
      ['price 0.5', (v) => void (v.tiers[0]!.price = '0.5'), 'tiers.0.price'],
      ['list price -1', (v) => void (v.listPrice = '-29999'), 'listPrice'],
      ['number 0', (v) => void (v.number = '0'), 'number'],
    ];
    for (const [name, patch, field] of odd) {
      const state = await save(b1Form(patch));
      expect([name, state?.fields[field]]).toEqual([name, expect.any(String)]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to delete another course’s cohort at a forged version, or one that does not exist', async () => {
    const before = await snapshot();
    request.cookie = cookie;
    for (const [id, version] of [
      ['cohort-b2-13', '5'],
      ['no-such-cohort', '0'],
    ]) {
      const form = new FormData();
      form.set('id', id!);
      form.set('version', version!);
      const r = await call(() => courseActions.deleteCohortAction(form));
      expect(r.to).toMatch(/\?error=/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('invites nobody for a cohort not on sale, whatever course the form names', async () => {
    const before = await snapshot();
    request.cookie = cookie;
    for (const cohortId of ['cohort-b2-13', 'cohort-b1-13', 'no-such-cohort']) {
      const form = new FormData();
      form.set('cohortId', cohortId);
      form.set('course', 'b2');
      const r = await call(() => courseActions.inviteWaitlistAction(form));
      expect(r.to).toMatch(/^\/admin\/courses\/waitlist\/b2\?error=/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a roster of another cohort’s batch, or of no cohort', async () => {
    const get = (id: string, q: string) =>
      rosterGET(
        new Request(`http://localhost/api/admin/courses/${id}/roster${q}`, {
          headers: { cookie },
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await get(b1.id, '?batch=batch-b2-13-0')).status).toBe(404);
    expect((await get('cohort-b1-13', `?batch=${b1.batches[0]!.id}`)).status).toBe(404);
    expect((await get('no-such-cohort', '')).status).toBe(404);
    expect((await get(b1.id, `?batch=${b1.batches[0]!.id}`)).status).toBe(200);
  });
});
