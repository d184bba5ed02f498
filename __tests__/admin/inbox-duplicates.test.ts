/**
 * Possible duplicates in the back office's inbox (issue 21: the checkout makes a new row for a
 * request that cannot prove it owns an enrolment, and staff compare the rows of one person side by
 * side). An enrolment row is marked when `possibleDuplicates`, the list on the enrolment page, has
 * rows for it: the same course and the same e-mail or phone, whatever their status. The inbox
 * counts them with one query for the whole page. SQLite and PostgreSQL;
 * the marker itself: inbox-duplicates-ui.test.tsx.
 */
import { possibleDuplicates } from '@/lib/admin/enrolments';
import { emptyFilters } from '@/lib/admin/filters';
import { inboxPage, type InboxItem } from '@/lib/admin/inbox';
import { db } from '@/lib/db';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const base = Date.parse('2026-11-20T10:00:00Z');
let n = 0;

describe.each(backends)('possible duplicates in the inbox on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  /** An enrolment; a distinct phone unless one is given, so only the e-mail can match. */
  const enrol = (reference: string, over: Record<string, unknown> = {}) => {
    n += 1;
    return db().enrolment.create({
      data: {
        reference,
        course: 'b1',
        cohort: '13',
        batch: 0,
        fullName: 'Meera Nair',
        email: 'meera@example.com',
        phone: `+91 90000${String(n).padStart(5, '0')}`,
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(base),
        quoteExpiresAt: new Date(base + 1800_000),
        createdAt: new Date(base + n * 60_000),
        ...over,
      },
    });
  };

  const byReference = (items: InboxItem[]) =>
    Object.fromEntries(
      items
        .filter((i) => i.kind === 'enrolment')
        .map((i) => [i.href.replace('/admin/enrolments/', ''), i.duplicates]),
    );

  it('marks both rows of one e-mail and course, and not a single row, another course or a lead', async () => {
    await enrol('FS-MEERA001');
    await enrol('FS-MEERA002', { fullName: 'Mallory Impostor', status: 'awaiting_confirmation' });
    await enrol('FS-SINGLE01', { email: 'single@example.com', fullName: 'Arjun Das' });
    // The same e-mail for another course is not the same enrolment twice.
    await enrol('FS-OTHERC01', { email: 'other@example.com', course: 'b1' });
    await enrol('FS-OTHERC02', { email: 'other@example.com', course: 'a1' });
    // A lead with the same e-mail is not an enrolment.
    await db().lead.create({
      data: { kind: 'contact', name: 'Meera Nair', email: 'meera@example.com', message: 'Hi' },
    });
    const { items } = await inboxPage(emptyFilters, 'u1');
    expect(byReference(items)).toEqual({
      'FS-MEERA001': 1,
      'FS-MEERA002': 1,
      'FS-SINGLE01': 0,
      'FS-OTHERC01': 0,
      'FS-OTHERC02': 0,
    });
    expect(items.find((i) => i.kind === 'lead')?.duplicates).toBe(0);
    // Filtered to one of them, the other (not on the page) still counts.
    const one = await inboxPage({ ...emptyFilters, q: 'FS-MEERA002' }, 'u1');
    expect(byReference(one.items)).toEqual({ 'FS-MEERA002': 1 });
  });

  it('counts exactly what the enrolment page lists: the same phone too, and a cancelled or refunded row', async () => {
    await enrol('FS-PHONE001', { email: 'kavya@example.com', phone: '+91 9876543210' });
    await enrol('FS-PHONE002', { email: 'kavya.rao@example.com', phone: '+91 9876543210' });
    await enrol('FS-CLOSED01', { email: 'ravi@example.com' });
    await enrol('FS-CLOSED02', { email: 'ravi@example.com', status: 'cancelled' });
    await enrol('FS-CLOSED03', { email: 'ravi@example.com', status: 'refunded' });
    await enrol('FS-CASE0001', { email: 'Case@example.com' });
    await enrol('FS-CASE0002', { email: 'case@example.com' });
    const { items } = await inboxPage(emptyFilters, 'u1');
    expect(byReference(items)).toEqual({
      'FS-PHONE001': 1,
      'FS-PHONE002': 1,
      'FS-CLOSED01': 2,
      'FS-CLOSED02': 2,
      'FS-CLOSED03': 2,
      // The checkout stores e-mails in lower case; the rule, like the page, compares them as stored.
      'FS-CASE0001': 0,
      'FS-CASE0002': 0,
    });
    for (const e of await db().enrolment.findMany()) {
      const listed = await possibleDuplicates(e);
      expect([e.reference, byReference(items)[e.reference]]).toEqual([e.reference, listed.length]);
    }
  });

  it('asks the database once for the whole page, not once per row', async () => {
    for (let i = 0; i < 12; i++)
      await enrol(`FS-BULK${String(i).padStart(4, '0')}`, { email: `p${i % 4}@example.com` });
    const enrolments = db().enrolment;
    const findMany = jest.spyOn(enrolments, 'findMany');
    try {
      const { items } = await inboxPage(emptyFilters, 'u1');
      expect(items.map((i) => i.duplicates)).toEqual(Array(12).fill(2));
      // The page's rows, then the possible duplicates of all of them.
      expect(findMany).toHaveBeenCalledTimes(2);
    } finally {
      findMany.mockRestore();
    }
  });
});
