/**
 * The funnel (issue 52) on a fixture with known answers, on SQLite and PostgreSQL: enquiries,
 * enrolments started, paid, revenue less refunds, conversion, median first response, by week
 * (India's Monday) or month and by source / campaign; spam and job applications left out; the
 * course filter; the CSV's total equal to its rows' sum.
 */
import { funnel, funnelCsv, parseFunnelFilters } from '@/lib/admin/funnel';
import { conversion, funnelReport, keyOf, minutesInWords } from '@/lib/admin/funnel-report';
import { db } from '@/lib/db';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const ist = (s: string) => new Date(`${s}+05:30`);
const MIN = 60_000;
const none = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
  landingPage: null,
};
const insta = {
  ...none,
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: 'b1-jan',
  landingPage: '/intermediate-course',
};
const google = { ...none, utmSource: 'google', referrerHost: 'www.google.com', landingPage: '/' };

let n = 0;
const lead = (at: string, origin: object, extra: Record<string, unknown> = {}) =>
  db().lead.create({
    data: {
      kind: 'contact',
      name: `Visitor ${++n}`,
      email: `v${n}@example.com`,
      createdAt: ist(at),
      ...origin,
      ...extra,
    },
  });
const enrolment = (at: string, origin: object, extra: Record<string, unknown> = {}) =>
  db().enrolment.create({
    data: {
      reference: `FS-F${String(++n).padStart(7, '2')}`,
      course: 'b1',
      cohort: '14',
      batch: 0,
      fullName: `Learner ${n}`,
      email: `l${n}@example.com`,
      phone: '+91 9876500000',
      amountPaise: 1_999_900,
      mrpPaise: 2_999_900,
      quotedAt: ist(at),
      quoteExpiresAt: new Date(ist(at).getTime() + 30 * MIN),
      createdAt: ist(at),
      ...origin,
      ...extra,
    },
  });

describe('the funnel’s lines', () => {
  it('names a line by source and campaign, a referral code as its own source', () => {
    expect(keyOf(insta, 'campaign')).toBe('instagram / b1-jan');
    expect(keyOf(insta, 'medium')).toBe('instagram / social');
    expect(keyOf(google, 'source')).toBe('google');
    expect(keyOf({ ...none, referrerHost: 'blog.example' }, 'source')).toBe('blog.example');
    expect(keyOf({ ...none, referralCode: 'ASHA-7K' }, 'source')).toBe('referral');
    expect(keyOf({ ...none, referralCode: 'ASHA-7K', referrerHost: 'x.example' }, 'source')).toBe(
      'referral',
    );
    expect(keyOf(none, 'campaign')).toBe('(direct) / (none)');
    expect(keyOf(none, 'landing')).toBe('(not known)');
    expect(keyOf(insta, 'landing')).toBe('/intermediate-course');
  });
  it('says conversion and waits in words', () => {
    expect(conversion(1, 3)).toBe(33);
    expect(conversion(1, 0)).toBeNull();
    expect(minutesInWords(null)).toBe('—');
    expect(minutesInWords(45)).toBe('45 min');
    expect(minutesInWords(125)).toBe('2 h 5 min');
    expect(minutesInWords(60 * 52)).toBe('2 days 4 h');
  });
  it('counts nobody twice and every row once (the total is the rows’ sum)', () => {
    const r = funnelReport(
      [{ ...insta, createdAt: ist('2026-11-03T10:00:00'), firstResponseAt: null }],
      [
        {
          ...google,
          createdAt: ist('2026-11-30T10:00:00'),
          paidAt: ist('2026-12-01T10:00:00'),
          amountPaise: 100,
          refundedPaise: 0,
        },
      ],
      'month',
      'source',
    );
    expect(r.rows.map((x) => [x.period, x.key, x.enquiries, x.started, x.paid])).toEqual([
      ['2026-11', 'google', 0, 1, 1],
      ['2026-11', 'instagram', 1, 0, 0],
    ]);
  });
});

describe.each(backends)('the funnel on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url);
    // Week of Monday 2 November 2026 (India).
    await lead('2026-11-03T10:00:00', insta, {
      course: 'b1',
      firstResponseAt: ist('2026-11-03T10:30:00'),
    });
    await lead('2026-11-04T11:00:00', insta, { firstResponseAt: ist('2026-11-04T12:30:00') });
    await lead('2026-11-04T12:00:00', insta, { status: 'spam' }); // not counted
    await lead('2026-11-04T13:00:00', insta, { kind: 'application' }); // a job application: not counted
    await lead('2026-11-05T09:00:00', google);
    // 00:10 on Monday 9 November in India (still Sunday in UTC): the next week.
    await lead('2026-11-09T00:10:00', none);
    await enrolment('2026-11-03T10:20:00', insta, {
      status: 'paid',
      paidAt: ist('2026-11-03T10:25:00'),
    });
    await enrolment('2026-11-04T15:00:00', insta); // started, not paid
    await enrolment('2026-11-06T18:00:00', insta, {
      course: 'a1',
      amountPaise: 1_499_900,
      status: 'paid',
      paidAt: ist('2026-11-10T09:00:00'), // paid the next week: counted with its start
    });
    await enrolment('2026-11-05T10:00:00', none, {
      referralCode: 'ASHA-7K',
      amountPaise: 1_899_900,
      refundedPaise: 100_000,
      status: 'paid',
      paidAt: ist('2026-11-05T10:05:00'),
    });
    // Outside the view.
    await lead('2026-10-20T10:00:00', insta);
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  const view = (q: Record<string, string>) =>
    parseFunnelFilters(
      { from: '2026-11-01', to: '2026-11-15', ...q },
      ist('2026-12-01T12:00:00').getTime(),
    );

  it('by week and source / campaign', async () => {
    const r = await funnel(view({ period: 'week', by: 'campaign' }));
    expect(
      r.rows.map((x) => [
        x.period,
        x.key,
        x.enquiries,
        x.started,
        x.paid,
        x.revenuePaise,
        x.medianResponseMinutes,
      ]),
    ).toEqual([
      ['2026-11-09', '(direct) / (none)', 1, 0, 0, 0, null],
      ['2026-11-02', 'instagram / b1-jan', 2, 3, 2, 1_999_900 + 1_499_900, 60],
      ['2026-11-02', 'referral / (none)', 0, 1, 1, 1_799_900, null],
      ['2026-11-02', 'google / (none)', 1, 0, 0, 0, null],
    ]);
    expect(r.total).toEqual({
      enquiries: 4,
      started: 4,
      paid: 3,
      revenuePaise: 1_999_900 + 1_499_900 + 1_799_900,
      medianResponseMinutes: 60,
    });
  });

  it('by month and source, and for one course', async () => {
    const month = await funnel(view({ period: 'month', by: 'source' }));
    expect(month.rows.map((x) => [x.period, x.key, x.enquiries, x.started, x.paid])).toEqual([
      ['2026-11', 'instagram', 2, 3, 2],
      ['2026-11', 'referral', 0, 1, 1],
      ['2026-11', '(direct)', 1, 0, 0],
      ['2026-11', 'google', 1, 0, 0],
    ]);
    const b1 = await funnel(view({ period: 'month', by: 'source', course: 'b1' }));
    expect(b1.total).toMatchObject({ enquiries: 1, started: 3, paid: 2 });
    const landing = await funnel(view({ period: 'month', by: 'landing' }));
    expect(landing.rows.find((x) => x.key === '/intermediate-course')).toMatchObject({
      enquiries: 2,
      started: 3,
    });
  });

  it('exports the view as CSV whose total line matches its rows', async () => {
    const f = view({ period: 'week', by: 'campaign' });
    const csv = funnelCsv(f, await funnel(f));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Week from (IST),Source / campaign,Enquiries,Enrolments started,Started per enquiry,Paid,Paid per started,Revenue (INR),Median first response',
    );
    expect(lines).toContain('2026-11-02,instagram / b1-jan,2,3,150%,2,67%,34998.00,1 h');
    const rows = lines.slice(1, -1).map((l) => l.split(','));
    const total = lines.at(-1)!.split(',');
    expect(total.slice(0, 2)).toEqual(['Total', '2026-11-01 to 2026-11-15']);
    for (const col of [2, 3, 5]) {
      expect(rows.reduce((s, r) => s + Number(r[col]), 0)).toBe(Number(total[col]));
    }
    expect(rows.reduce((s, r) => s + Number(r[7]), 0).toFixed(2)).toBe(total[7]);
    // No person's details in it.
    expect(csv).not.toMatch(/Visitor|Learner|example\.com|\+91/);
  });
});
