/**
 * Who gets what in the learner area and the back office (issue 9): every learner and staff page
 * and handler, and every back-office server action, requested as anonymous, as a learner, as
 * another learner and as staff. Pages are
 * called as the server renders them (redirect, 403, 404 or a tree); what a page hands its
 * components is searched for the other learner's data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import DashboardPage from '@/app/(learner)/dashboard/page';
import DashboardHomePage from '@/app/(learner)/dashboard/home/page';
import CertificatePage from '@/app/(learner)/dashboard/certificate/page';
import ReferPage from '@/app/(learner)/dashboard/refer-and-earn/page';
import PlayerPage from '@/app/(learner)/french-course-layout/page';
import InboxPage from '@/app/(staff)/admin/page';
import FeedbackAdminPage from '@/app/(staff)/admin/feedback/page';
import LessonRequestsPage from '@/app/(staff)/admin/lesson-requests/page';
import WithdrawalsPage from '@/app/(staff)/admin/withdrawals/page';
import CouponsPage from '@/app/(staff)/admin/coupons/page';
import SystemPage from '@/app/(staff)/admin/system/page';
import SalesPage from '@/app/(staff)/admin/sales/page';
import EnrolmentAdminPage from '@/app/(staff)/admin/enrolments/[reference]/page';
import CoursesAdminPage from '@/app/(staff)/admin/courses/page';
import NewCohortPage from '@/app/(staff)/admin/courses/new/page';
import CohortAdminPage from '@/app/(staff)/admin/courses/[id]/page';
import WaitlistAdminPage from '@/app/(staff)/admin/courses/waitlist/[course]/page';
import BatchTimetableAdminPage from '@/app/(staff)/admin/courses/[id]/batches/[batchId]/page';
import * as leadActions from '@/lib/admin/actions/leads';
import * as enrolmentActions from '@/lib/admin/actions/enrolments';
import * as peopleActions from '@/lib/admin/actions/people';
import * as couponActions from '@/lib/admin/actions/coupons';
import * as courseActions from '@/lib/admin/actions/courses';
import * as classActions from '@/lib/admin/actions/classes';
import * as calendarActions from '@/lib/learner/actions/calendar';
import { POST as progressPOST } from '@/app/api/dashboard/progress/route';
import { POST as ratingPOST } from '@/app/api/dashboard/rating/route';
import { POST as lessonRequestPOST } from '@/app/api/dashboard/lesson-request/route';
import { POST as withdrawPOST } from '@/app/api/dashboard/withdraw/route';
import { POST as feedbackPOST } from '@/app/api/dashboard/feedback/route';
import { GET as certificateGET } from '@/app/api/dashboard/certificates/[id]/route';
import { GET as taxDocumentGET } from '@/app/api/enrolments/[reference]/tax-documents/[id]/route';
import { GET as staffTaxDocumentGET } from '@/app/api/admin/tax-documents/[id]/route';
import { GET as salesGET } from '@/app/api/admin/sales/route';
import { GET as funnelGET } from '@/app/api/admin/funnel/route';
import FunnelPage from '@/app/(staff)/admin/funnel/page';
import { actionRole, registeredActions } from '@/lib/actions/registry';
import { db } from '@/lib/db';
import { issueCertificate } from '@/lib/learner/certificates';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { markPaid } from '@/lib/payments/mark-paid';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { userWithSession } from '@/__tests__/support/auth';
import { publishB1 } from '@/__tests__/support/cohorts';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
// Outside a request there is no connection() to wait for.
jest.mock('@/lib/request-time', () => ({ requestTime: async () => Date.now() }));
// React's per-request cache: here every call is its own request.
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

type Who = 'anonymous' | 'learner' | 'other' | 'staff';
type Outcome = 'login' | 403 | 404 | 200;

/** A page's answer: where it redirected, its HTTP error, or 200 with what it handed to render. */
async function callPage(
  render: () => Promise<unknown>,
): Promise<{ outcome: Outcome; tree: string }> {
  try {
    const tree = await render();
    const seen = new WeakSet<object>();
    return {
      outcome: 200,
      tree: JSON.stringify(tree, (k, v: unknown) => {
        if (typeof v === 'function' || k === '_owner' || k === '_store') return undefined;
        if (v instanceof Date) return v.toISOString();
        if (v && typeof v === 'object') {
          if (seen.has(v)) return undefined;
          seen.add(v);
        }
        return v;
      }),
    };
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT') && digest.includes('/log-in?callbackUrl=')) {
      return { outcome: 'login', tree: '' };
    }
    if (digest.endsWith(';403')) return { outcome: 403, tree: '' };
    if (digest.endsWith(';404')) return { outcome: 404, tree: '' };
    throw e;
  }
}

const params = <T>(p: T) => ({ params: Promise.resolve(p), searchParams: Promise.resolve({}) });
const search = (s: Record<string, string>) => ({ searchParams: Promise.resolve(s) });

describe.each(backends)('access to the learner area and back office on %s', (backend) => {
  let database: TestDatabase;
  const users = {} as Record<
    Exclude<Who, 'anonymous'>,
    { id: string; headers: { cookie: string } }
  >;
  let learnerRef = '';
  let otherRef = '';
  let certId = '';
  let taxDocId = '';

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '10000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '10000',
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await publishB1(db()); // Cohort 13 closed in 2025: a B1 cohort on sale now
    users.learner = await userWithSession('learner', 'Kavya Rao');
    users.other = await userWithSession('learner', 'Zubin Mistry');
    users.staff = await userWithSession('staff', 'Priya Office');
    const enrolPaid = async (userId: string, email: string) => {
      const { reference } = await startEnrolment(
        {
          fullName: userId === users.learner.id ? 'Kavya Rao' : 'Zubin Mistry',
          email,
          phone: '+91 9876543210',
          consent: true,
          course: 'b1',
          batch: 1,
        },
        { ipHash: 'x', userAgent: 'jest', salt: 's' },
        Date.now(),
        { references: [], userId },
      );
      const e = await db().enrolment.findUniqueOrThrow({ where: { reference } });
      const p = await db().payment.create({
        data: {
          enrolmentId: e.id,
          method: 'razorpay',
          providerOrderId: `o_${reference}`,
          amountPaise: e.amountPaise,
        },
      });
      await markPaid({ orderId: p.providerOrderId!, paymentId: `p_${reference}` }, 'webhook');
      return reference;
    };
    learnerRef = await enrolPaid(users.learner.id, 'kavya.access@example.com');
    otherRef = await enrolPaid(users.other.id, 'zubin.access@example.com');
    const c = await issueCertificate(learnerRef, 'script');
    certId = (c as { id: string }).id;
    // An issued tax invoice of the learner's enrolment (as a GST-registered school issues it).
    taxDocId = (
      await db().taxDocument.create({
        data: {
          kind: 'invoice',
          number: 'FS/26-27/00001',
          series: 'invoice:2026-27',
          seq: 1,
          financialYear: '2026-27',
          issuedAt: new Date(),
          enrolment: { connect: { reference: learnerRef } },
          supplierName: 'School',
          supplierAddress: 'Gurugram',
          supplierGstin: '27AAPFU0939F1ZV',
          supplierState: '27',
          buyerName: 'Kavya Rao',
          buyerAddress: 'Pune',
          buyerState: '27',
          placeOfSupply: '27',
          sac: '999293',
          description: 'French course',
          rateBp: 1800,
          taxablePaise: 100_00,
          cgstPaise: 9_00,
          sgstPaise: 9_00,
          totalPaise: 118_00,
        },
      })
    ).id;
    await issueCertificate(otherRef, 'script');
    await db().lessonProgress.create({
      data: { userId: users.other.id, course: 'b1', lesson: '1.1' },
    });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db', { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    await database.drop();
  });

  const as = (who: Who) => {
    request.cookie = who === 'anonymous' ? undefined : users[who].headers.cookie;
  };

  const pages: [string, () => Promise<unknown>, Record<Who, Outcome>][] = [
    [
      '/dashboard',
      () => DashboardPage(search({})),
      { anonymous: 'login', learner: 200, other: 200, staff: 200 },
    ],
    [
      '/dashboard/home',
      () => DashboardHomePage(search({})),
      { anonymous: 'login', learner: 200, other: 200, staff: 200 },
    ],
    [
      '/dashboard/certificate',
      () => CertificatePage(),
      { anonymous: 'login', learner: 200, other: 200, staff: 200 },
    ],
    [
      '/dashboard/refer-and-earn',
      () => ReferPage(),
      { anonymous: 'login', learner: 200, other: 200, staff: 200 },
    ],
    [
      '/french-course-layout',
      () => PlayerPage(search({ course: 'b1' })),
      { anonymous: 'login', learner: 200, other: 200, staff: 200 },
    ],
    [
      '/admin',
      () => InboxPage(search({})),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/feedback',
      () => FeedbackAdminPage(),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/lesson-requests',
      () => LessonRequestsPage(),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/withdrawals',
      () => WithdrawalsPage(search({})),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    // Staff see the codes' uses and revenue; admins create and pause them (actions below).
    [
      '/admin/coupons',
      () => CouponsPage(search({})),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    // Counts by where visits came from (no person's details); its CSV is admins' (handlers below).
    [
      '/admin/funnel',
      () => FunnelPage(search({ period: 'month', by: 'source' })),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/enrolments/[ref]',
      () => EnrolmentAdminPage(params({ reference: learnerRef })),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    // Admins only (an admin's view: __tests__/ops/system-page.test.tsx).
    [
      '/admin/system',
      () => SystemPage(),
      { anonymous: 'login', learner: 403, other: 403, staff: 403 },
    ],
    // An admin's view: __tests__/admin/sales-report.test.ts.
    [
      '/admin/sales',
      () => SalesPage(search({ preset: 'this-fy' })),
      { anonymous: 'login', learner: 403, other: 403, staff: 403 },
    ],
    // The courses' pages (admins too: __tests__/admin/admin-courses-access.test.ts).
    [
      '/admin/courses',
      () => CoursesAdminPage(search({})),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/courses/new',
      () => NewCohortPage(search({ course: 'b1' })),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/courses/[id]',
      () => CohortAdminPage(params({ id: 'cohort-b1-13' })),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/courses/waitlist/[course]',
      () => WaitlistAdminPage(params({ course: 'b1' })),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
    [
      '/admin/courses/[id]/batches/[batchId]',
      () => BatchTimetableAdminPage(params({ id: 'cohort-b1-13', batchId: 'batch-b1-13-0' })),
      { anonymous: 'login', learner: 403, other: 403, staff: 200 },
    ],
  ];

  const whos: Who[] = ['anonymous', 'learner', 'other', 'staff'];
  it.each(
    pages.flatMap(([path, render, expected]) =>
      whos.map((who) => [path, who, render, expected[who]] as const),
    ),
  )('page %s as %s', async (_path, who, render, expected) => {
    as(who);
    const { outcome, tree } = await callPage(render);
    expect(outcome).toBe(expected);
    // A learner's pages carry their own data and never the other learner's.
    if (outcome === 200 && who === 'learner' && !_path.startsWith('/admin')) {
      expect(tree).not.toContain(otherRef);
      expect(tree).not.toContain('Zubin Mistry');
      expect(tree).not.toContain(users.other.id);
    }
  });

  it('shows the learner their own enrolment and certificate (the positive control)', async () => {
    as('learner');
    expect((await callPage(() => DashboardPage(search({})))).tree).toContain(learnerRef);
    expect((await callPage(() => CertificatePage())).tree).toContain(certId);
    // Another learner's progress never shows in this learner's player.
    const player = (await callPage(() => PlayerPage(search({ course: 'b1' })))).tree;
    expect(player).toContain('"completed":[]');
  });

  const ORIGIN = 'http://localhost:3000';
  const handlers: [string, (who: Who) => Promise<Response>, Record<Who, number>][] = [
    [
      'POST /api/dashboard/progress',
      (who) => progressPOST(body('/p', { course: 'b1', lesson: '1.2', done: true }, who)),
      { anonymous: 401, learner: 200, other: 200, staff: 404 },
    ],
    [
      'POST /api/dashboard/rating',
      (who) => ratingPOST(body('/r', { course: 'b1', stars: 5 }, who)),
      { anonymous: 401, learner: 201, other: 201, staff: 403 },
    ],
    [
      'POST /api/dashboard/lesson-request',
      (who) => lessonRequestPOST(body('/l', { topic: 'Le passé simple', batch: 0 }, who)),
      { anonymous: 401, learner: 201, other: 201, staff: 201 },
    ],
    [
      'POST /api/dashboard/withdraw',
      (who) => withdrawPOST(body('/w', { upiId: 'me@okbank' }, who)),
      { anonymous: 401, learner: 409, other: 409, staff: 409 },
    ],
    [
      'POST /api/dashboard/feedback',
      (who) => feedbackPOST(body('/f', { message: 'Merci', page: '/dashboard' }, who)),
      { anonymous: 401, learner: 201, other: 201, staff: 201 },
    ],
    [
      'GET /api/dashboard/certificates/[learner’s id]',
      (who) =>
        certificateGET(
          new Request('http://localhost/c', {
            headers: who === 'anonymous' ? {} : users[who].headers,
          }),
          { params: Promise.resolve({ id: certId }) },
        ),
      { anonymous: 401, learner: 200, other: 404, staff: 404 },
    ],
    [
      'GET /api/enrolments/[learner’s ref]/tax-documents/[id] (the receipt’s owner check)',
      (who) => {
        // The owner check reads the session through next/headers (mocked above).
        request.cookie = who === 'anonymous' ? undefined : users[who].headers.cookie;
        return taxDocumentGET(new Request('http://localhost/t'), {
          params: Promise.resolve({ reference: learnerRef, id: taxDocId }),
        });
      },
      { anonymous: 404, learner: 200, other: 404, staff: 404 },
    ],
    [
      'GET /api/admin/tax-documents/[id] (staff)',
      (who) =>
        staffTaxDocumentGET(
          new Request('http://localhost/a', {
            headers: who === 'anonymous' ? {} : users[who].headers,
          }),
          { params: Promise.resolve({ id: taxDocId }) },
        ),
      { anonymous: 401, learner: 403, other: 403, staff: 200 },
    ],
    [
      'GET /api/admin/sales (a CSV; admins only)',
      (who) =>
        salesGET(
          new Request('http://localhost/api/admin/sales?table=periods&preset=this-month', {
            headers: who === 'anonymous' ? {} : users[who].headers,
          }),
        ),
      { anonymous: 401, learner: 403, other: 403, staff: 403 },
    ],
    [
      'GET /api/admin/funnel (a CSV; admins only)',
      (who) =>
        funnelGET(
          new Request('http://localhost/api/admin/funnel?period=week&by=campaign', {
            headers: who === 'anonymous' ? {} : users[who].headers,
          }),
        ),
      { anonymous: 401, learner: 403, other: 403, staff: 403 },
    ],
  ];
  function body(url: string, data: unknown, who: Who) {
    return jsonRequest(url, data, {
      headers: { origin: ORIGIN, ...(who === 'anonymous' ? {} : users[who].headers) },
    });
  }

  it.each(
    handlers.flatMap(([name, call, expected]) =>
      whos.map((who) => [name, who, call, expected[who]] as const),
    ),
  )('%s as %s', async (_name, who, call, expected) => {
    const res = await call(who);
    expect(res.status).toBe(expected);
  });

  // The back office's server actions: each checks the role itself (the layout's check does not
  // cover an action posted directly). Every one is called with arguments that would change real
  // rows if it ran; as anonymous, as learners and (admin-only ones) as staff, none may.
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  type Target = {
    leadId: string;
    spamId: string;
    cohortId: string;
    batchId: string;
    sessionId: string;
  };
  const target: Target = { leadId: '', spamId: '', cohortId: '', batchId: '', sessionId: '' };
  /** A class of the learners' batch (a batch timetable action's form), seen at SEQUENCE 0. */
  const classForm = (fields: Record<string, string>) =>
    form({
      cohortId: target.cohortId,
      batchId: target.batchId,
      sessionId: target.sessionId,
      sequence: '0',
      ...fields,
    });
  const staffOnly = { anonymous: 'login', learner: 403, other: 403 } as const;
  const adminOnly = { ...staffOnly, staff: 403 } as const;
  const signedIn = { anonymous: 'login' } as const;
  const actions: [string, () => Promise<unknown>, Partial<Record<Who, Outcome>>][] = [
    [
      'updateLeadAction',
      () =>
        leadActions.updateLeadAction(
          form({ id: target.leadId, version: '0', field: 'status', value: 'contacted' }),
        ),
      staffOnly,
    ],
    [
      'setLeadStatusAction',
      () => leadActions.setLeadStatusAction({ id: target.leadId, version: 0, status: 'won' }),
      staffOnly,
    ],
    [
      'addLeadNoteAction',
      () => leadActions.addLeadNoteAction(form({ id: target.leadId, body: 'Called back' })),
      staffOnly,
    ],
    [
      'markNotSpamAction',
      () => leadActions.markNotSpamAction(form({ id: target.spamId, version: '0' })),
      staffOnly,
    ],
    [
      'confirmPaymentAction',
      () =>
        enrolmentActions.confirmPaymentAction(form({ reference: otherRef, utr: '123456789012' })),
      staffOnly,
    ],
    [
      'closeEnrolmentAction',
      () =>
        enrolmentActions.closeEnrolmentAction(
          form({ reference: learnerRef, action: 'refund', reason: 'Asked for it' }),
        ),
      staffOnly,
    ],
    [
      'releaseSeatAction',
      () =>
        enrolmentActions.releaseSeatAction(
          form({ reference: otherRef, cohortId: '', batchId: '' }),
        ),
      staffOnly,
    ],
    [
      'extendHoldAction',
      () => enrolmentActions.extendHoldAction(form({ reference: otherRef, hours: '48' })),
      staffOnly,
    ],
    [
      'issueCertificateAction',
      () => enrolmentActions.issueCertificateAction(form({ reference: otherRef })),
      staffOnly,
    ],
    [
      'markWithdrawalPaidAction',
      () => enrolmentActions.markWithdrawalPaidAction(form({ id: 'w1' })),
      staffOnly,
    ],
    [
      'createCouponAction',
      () =>
        couponActions.createCouponAction(
          form({ code: 'HIJACK-100', kind: 'percent', value: '100', 'course.b1': '1' }),
        ),
      adminOnly,
    ],
    [
      'setCouponActiveAction',
      () => couponActions.setCouponActiveAction(form({ id: 'coupon-access', active: '0' })),
      adminOnly,
    ],
    [
      'inviteStaffAction',
      () =>
        peopleActions.inviteStaffAction(
          null,
          form({ email: 'mole@example.com', name: 'Mole', role: 'admin', mode: 'password' }),
        ),
      adminOnly,
    ],
    [
      'createResetLinkAction',
      () => peopleActions.createResetLinkAction(null, form({ id: users.other.id, email: 'x' })),
      adminOnly,
    ],
    [
      'updatePersonAction',
      () =>
        peopleActions.updatePersonAction(form({ id: users.other.id, op: 'role', role: 'admin' })),
      adminOnly,
    ],
    [
      'saveCohortAction',
      () =>
        courseActions.saveCohortAction(
          null,
          form({
            course: 'b1',
            intent: 'closed',
            id: 'cohort-b1-13',
            version: '0',
            number: '13',
            startDate: '2025-07-07',
            endDate: '2025-09-26',
            enrolUntil: '2025-07-07',
            listPrice: '29999',
            day1: '1',
            timeCommitment: '12-14 hours per week',
            'batch.0.id': 'batch-b1-13-0',
            'batch.0.slot': '0',
            'batch.0.capacity': '15',
          }),
        ),
      adminOnly,
    ],
    [
      'deleteCohortAction',
      () => courseActions.deleteCohortAction(form({ id: 'cohort-b2-13', version: '0' })),
      adminOnly,
    ],
    [
      'inviteWaitlistAction',
      () => courseActions.inviteWaitlistAction(form({ cohortId: 'cohort-b1-13', course: 'b1' })),
      adminOnly,
    ],
    [
      'reinviteWaitlistAction',
      () =>
        courseActions.reinviteWaitlistAction(
          form({ leadId: 'no-such-lead', at: '2026-01-01T00:00:00.000Z', course: 'b1' }),
        ),
      adminOnly,
    ],
    [
      'erasePersonAction',
      () => peopleActions.erasePersonAction(form({ email: 'kavya.access@example.com', phone: '' })),
      adminOnly,
    ],
    // A batch's timetable: staff and admins.
    [
      'setJoinUrlAction',
      () =>
        classActions.setJoinUrlAction(
          form({
            cohortId: target.cohortId,
            batchId: target.batchId,
            seen: '',
            joinUrl: 'https://evil.example/join',
          }),
        ),
      staffOnly,
    ],
    [
      'setSessionTopicAction',
      () => classActions.setSessionTopicAction(classForm({ topic: 'Hijacked' })),
      staffOnly,
    ],
    [
      'cancelSessionAction',
      () => classActions.cancelSessionAction(classForm({ reason: 'No class today' })),
      staffOnly,
    ],
    [
      'moveSessionAction',
      () => classActions.moveSessionAction(classForm({ date: '2030-01-07', time: '07:00' })),
      staffOnly,
    ],
    [
      'addRecordingAction',
      () => classActions.addRecordingAction(classForm({ url: 'https://evil.example/video' })),
      staffOnly,
    ],
    [
      'addHolidayAction',
      () =>
        classActions.addHolidayAction(
          form({
            cohortId: target.cohortId,
            version: '0',
            firstDay: '2030-01-07',
            lastDay: '2030-01-08',
            reason: 'Hijacked',
            choice: 'cancel',
          }),
        ),
      staffOnly,
    ],
    [
      'moveCohortDateAction',
      () =>
        classActions.moveCohortDateAction(
          form({ cohortId: target.cohortId, from: '2030-01-07', to: '2030-01-13' }),
        ),
      staffOnly,
    ],
    // The learner's own: any signed-in user may reset their calendar address, nobody else's.
    [
      'resetCalendarFeedAction',
      () => calendarActions.resetCalendarFeedAction(new FormData()),
      signedIn,
    ],
  ];

  // The table covers every server action there is. Every module under app/, lib/ and components/
  // with a 'use server' directive is loaded here (no hand list): each function it exports must be
  // made with the wrapper (lib/actions/action.ts, which registers it with its role), and each
  // registered action must have a row above whose expectations are its role's.
  const expectedFor = { staff: staffOnly, admin: adminOnly, learner: signedIn } as const;
  it('has a row for every server action, each made with the wrapper at its row’s role', async () => {
    const serverModules = ['app', 'lib', 'components'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => join(dir, f))
        .filter((f) => /^\s*['"]use server['"];?\s*$/m.test(readFileSync(f, 'utf8'))),
    );
    expect(serverModules.length).toBeGreaterThan(5);
    const names = new Map<unknown, string>();
    for (const file of serverModules) {
      const exports = (await import(join(process.cwd(), file))) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(exports)) {
        if (typeof fn !== 'function') continue;
        // Made without the wrapper: no role checked first, no strict form, not in the registry.
        expect([file, name, actionRole(fn)]).toEqual([file, name, expect.any(String)]);
        expect(name).toMatch(/^[a-z]+[A-Z]\w*Action$/);
        names.set(fn, name);
      }
    }
    const rows = new Map(actions.map(([name, , expected]) => [name, expected]));
    const registered = registeredActions();
    expect(registered.length).toBe(names.size);
    for (const [fn, role] of registered) {
      const name = names.get(fn);
      expect([name, rows.get(name!)]).toEqual([name, expectedFor[role]]);
    }
    expect([...rows.keys()].sort()).toEqual([...names.values()].sort());
  });

  describe('server actions', () => {
    const snapshot = async () => ({
      leads: await db().lead.findMany({
        select: { id: true, status: true, version: true, spamReason: true },
        orderBy: { id: 'asc' },
      }),
      events: await db().leadEvent.count(),
      notes: await db().leadNote.count(),
      users: await db().user.findMany({
        select: { id: true, role: true, disabledAt: true },
        orderBy: { id: 'asc' },
      }),
      enrolments: await db().enrolment.findMany({
        select: { reference: true, status: true },
        orderBy: { reference: 'asc' },
      }),
      certificates: await db().certificate.count(),
      coupons: await db().coupon.findMany({
        select: { code: true, active: true },
        orderBy: { code: 'asc' },
      }),
      resets: await db().passwordReset.count(),
      cohorts: await db().cohort.findMany({
        select: { id: true, status: true, version: true },
        orderBy: { id: 'asc' },
      }),
      cohortChanges: await db().cohortChange.count(),
      invites: await db().waitlistInvite.count(),
      calendarFeeds: await db().calendarFeed.count(),
      classSessions: await db().classSession.findMany({
        select: { id: true, status: true, sequence: true, topic: true, startsAt: true },
        orderBy: { id: 'asc' },
      }),
      recordings: await db().classSession.count({ where: { recordingUrl: { not: null } } }),
      joinUrls: await db().batch.count({ where: { joinUrl: { not: null } } }),
      batchChanges: await db().batchChange.count(),
      outbox: await db().outbox.count(),
    });
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      target.leadId = (
        await db().lead.create({
          data: { kind: 'contact', name: 'Asha Verma', email: 'asha.access@example.com' },
        })
      ).id;
      target.spamId = (
        await db().lead.create({
          data: {
            kind: 'contact',
            name: 'Bot',
            email: 'bot.access@example.com',
            status: 'spam',
            spamReason: 'honeypot',
          },
        })
      ).id;
      await db().certificate.deleteMany({ where: { enrolment: { reference: otherRef } } });
      // An active code the pause action must leave alone.
      await db().coupon.create({
        data: { id: 'coupon-access', code: 'ACCESS-10', kind: 'percent', value: 10 },
      });
      // A class of the learners' batch that has started (a recording could be added to it).
      const e = await db().enrolment.findUniqueOrThrow({ where: { reference: learnerRef } });
      target.cohortId = e.cohortId!;
      target.batchId = e.batchId!;
      target.sessionId = (
        await db().classSession.create({
          data: {
            batchId: e.batchId!,
            day: '2026-01-05',
            startsAt: new Date(Date.now() - 3_600_000),
            endsAt: new Date(Date.now() + 5_400_000),
          },
        })
      ).id;
      before = await snapshot();
    });

    it.each(
      actions.flatMap(([name, call, expected]) =>
        (Object.keys(expected) as Who[]).map((who) => [name, who, call, expected[who]!] as const),
      ),
    )('%s as %s is refused', async (_name, who, call, expected) => {
      as(who);
      const { outcome } = await callPage(call);
      expect(outcome).toBe(expected);
    });

    it('changed nothing', async () => {
      expect(await snapshot()).toEqual(before);
    });

    it('runs for staff (the control: the same call that was refused above)', async () => {
      as('staff');
      const { outcome } = await callPage(() =>
        leadActions.setLeadStatusAction({ id: target.leadId, version: 0, status: 'contacted' }),
      );
      expect(outcome).toBe(200);
      expect((await db().lead.findUniqueOrThrow({ where: { id: target.leadId } })).status).toBe(
        'contacted',
      );
    });
  });

  it('refuses every state-changing handler from another site, signed in or not', async () => {
    const evil = (url: string, data: unknown) =>
      jsonRequest(url, data, {
        headers: { origin: 'https://evil.example', ...users.learner.headers },
      });
    for (const h of [progressPOST, ratingPOST, lessonRequestPOST, withdrawPOST, feedbackPOST]) {
      expect((await h(evil('/x', {}))).status).toBe(403);
    }
  });
});
