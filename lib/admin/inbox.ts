import 'server-only';
import { courseTitle } from '@/content/course-catalogue';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { possibleDuplicateCounts } from './enrolments';
import { leadKinds } from '@/lib/leads/kinds';
import { leadWait, type Wait } from '@/lib/leads/speed';
import type { Prisma } from '@/lib/generated/sqlite/client';
import {
  decodeCursor,
  encodeCursor,
  ENROLMENT_STATUSES,
  istDayEnd,
  istDayStart,
  LEAD_STATUSES,
  type Filters,
} from './filters';

export type InboxItem = {
  kind: 'lead' | 'enrolment';
  id: string;
  href: string;
  type: string;
  typeLabel: string;
  name: string;
  email: string | null;
  phone: string | null;
  about: string | null;
  status: string;
  assignee: string | null;
  followUpAt: Date | null;
  createdAt: Date;
  unread: boolean;
  version: number;
  /** An enrolment's possible duplicates (lib/admin/enrolments.ts); 0 for a lead. */
  duplicates: number;
  /** A lead's wait for its first answer, in office hours (lib/leads/speed.ts); null otherwise. */
  wait: Wait | null;
};

export const typeLabel = (kind: string) =>
  kind === 'enrolment' ? 'enrolment' : (leadKinds[kind]?.label ?? kind);

/** The kinds the type filter offers. */
export const inboxTypes = () => [
  ...Object.keys(leadKinds).map((k) => ({ value: k, label: typeLabel(k) })),
  { value: 'enrolment', label: 'enrolment' },
];

const isEnrolmentStatus = (s: string) => (ENROLMENT_STATUSES as readonly string[]).includes(s);
const isLeadStatus = (s: string) => (LEAD_STATUSES as readonly string[]).includes(s);

/** The lead rows a view shows (without the cursor), or null when it shows no leads. */
export function leadWhere(
  f: Filters,
  me: string,
  now = new Date(),
  { hideSpam = true } = {},
): Prisma.LeadWhereInput | null {
  if (f.type === 'enrolment' || (f.status && !isLeadStatus(f.status))) return null;
  const and: Prisma.LeadWhereInput[] = [];
  if (f.type) and.push({ kind: f.type });
  // Spam has its own view: the inbox shows it only when asked for.
  if (f.status) and.push({ status: f.status });
  else if (hideSpam) and.push({ status: { not: 'spam' } });
  if (f.assignee === 'me') and.push({ assigneeId: me });
  if (f.assignee === 'none') and.push({ assigneeId: null });
  if (f.course) and.push({ course: f.course });
  if (f.from) and.push({ createdAt: { gte: istDayStart(f.from) } });
  if (f.to) and.push({ createdAt: { lt: istDayEnd(f.to) } });
  if (f.due) and.push({ followUpAt: { lte: now }, status: { notIn: ['closed', 'spam'] } });
  if (f.q) and.push(leadSearch(f.q));
  return { AND: and };
}

function enrolmentWhere(f: Filters): Prisma.EnrolmentWhereInput | null {
  if (f.type && f.type !== 'enrolment') return null;
  if (f.status && !isEnrolmentStatus(f.status)) return null;
  if (f.assignee || f.due) return null;
  const and: Prisma.EnrolmentWhereInput[] = [];
  if (f.status) and.push({ status: f.status });
  if (f.course) and.push({ course: f.course });
  if (f.from) and.push({ createdAt: { gte: istDayStart(f.from) } });
  if (f.to) and.push({ createdAt: { lt: istDayEnd(f.to) } });
  if (f.q) and.push(enrolmentSearch(f.q));
  return { AND: and };
}

/**
 * A case-insensitive "contains": SQLite's LIKE already ignores ASCII case; PostgreSQL needs
 * Prisma's insensitive mode (ILIKE), which the SQLite client's types do not know.
 */
function contains(q: string): { contains: string } {
  return env().DATABASE_URL.startsWith('file:')
    ? { contains: q }
    : ({ contains: q, mode: 'insensitive' } as { contains: string });
}

/**
 * What the search box looks for, by what was typed: an e-mail address (exact, on its index), a
 * phone number (its digits), an enrolment reference, or words in the name, subject and message.
 */
export function searchKind(q: string): 'email' | 'phone' | 'reference' | 'text' {
  const t = q.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t)) return 'email';
  if (/^FS-[A-Z0-9]{8}$/i.test(t)) return 'reference';
  if (/^[+\d][\d\s-]{5,}$/.test(t)) return 'phone';
  return 'text';
}

const phoneTail = (q: string) => q.replace(/[^\d]/g, '').slice(-10);

/**
 * The where clause for what was typed: an e-mail address or a phone number is looked for the same
 * way in leads and enrolments (both have the two columns); a reference and words are looked for
 * in each table's own columns (`own`).
 */
function searchWhere<W>(
  q: string,
  own: Record<'reference' | 'text', W>,
): W | { email: string } | { phone: { contains: string } } {
  const kind = searchKind(q);
  if (kind === 'email') return { email: q.trim().toLowerCase() };
  if (kind === 'phone') return { phone: { contains: phoneTail(q) } };
  return own[kind];
}

const leadSearch = (q: string): Prisma.LeadWhereInput =>
  searchWhere<Prisma.LeadWhereInput>(q, {
    reference: { id: '__none__' },
    text: {
      OR: [
        // The reference the reply to an enquiry gives (its id), e.g. from a WhatsApp message.
        { id: q.trim() },
        { name: contains(q) },
        { subject: contains(q) },
        { message: contains(q) },
        { email: contains(q.toLowerCase()) },
      ],
    },
  });

const enrolmentSearch = (q: string): Prisma.EnrolmentWhereInput =>
  searchWhere<Prisma.EnrolmentWhereInput>(q, {
    reference: { reference: q.trim().toUpperCase() },
    text: { OR: [{ fullName: contains(q) }, { email: contains(q.toLowerCase()) }] },
  });

/**
 * A waitlist entry's line says when its address has not confirmed it (issue 47): it is not
 * invited, and its name and address may be someone else's typing.
 */
const withUnconfirmed = (
  l: { kind: string; confirmation: { confirmedAt: Date | null } | null },
  about: string | null,
) =>
  l.kind === 'waitlist' && !l.confirmation?.confirmedAt
    ? `${about ?? 'Waitlist'} · address not confirmed`
    : about;

const before = (c: { at: Date; id: string } | null) =>
  c ? { OR: [{ createdAt: { lt: c.at } }, { createdAt: c.at, id: { lt: c.id } }] } : {};

/**
 * One page of the inbox, newest first: leads and enrolments merged on (createdAt, id), with a
 * cursor to the next page; counts per status for the same view.
 */
export async function inboxPage(
  f: Filters,
  me: string,
  cursor?: string | null,
  limit = 50,
  now = Date.now(),
) {
  const c = decodeCursor(cursor);
  const lw = leadWhere(f, me);
  const ew = enrolmentWhere(f);
  const order = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const [leads, enrolments] = await Promise.all([
    lw
      ? db().lead.findMany({
          where: { AND: [lw, before(c)] },
          orderBy: order,
          take: limit + 1,
          include: { confirmation: { select: { confirmedAt: true } } },
        })
      : [],
    ew
      ? db().enrolment.findMany({
          where: { AND: [ew, before(c)] },
          orderBy: order,
          take: limit + 1,
        })
      : [],
  ]);
  const assigneeIds = [...new Set(leads.map((l) => l.assigneeId).filter((x): x is string => !!x))];
  const [users, duplicates] = await Promise.all([
    assigneeIds.length
      ? db().user.findMany({
          where: { id: { in: assigneeIds } },
          select: { id: true, name: true },
        })
      : [],
    // One query for the page's enrolments, not one per row.
    possibleDuplicateCounts(enrolments),
  ]);
  const names = new Map(users.map((u) => [u.id, u.name]));
  const items: InboxItem[] = [
    ...leads.map((l) => ({
      kind: 'lead' as const,
      id: l.id,
      href: `/admin/leads/${l.id}`,
      type: l.kind,
      typeLabel: typeLabel(l.kind),
      name: l.name,
      email: l.email,
      phone: l.phone,
      about:
        l.status === 'spam'
          ? `flagged: ${l.spamReason ?? 'by staff'}`
          : withUnconfirmed(
              l,
              l.subject ?? (l.course ? (courseTitle(l.course) ?? l.course) : null),
            ),
      status: l.status,
      assignee: l.assigneeId ? (names.get(l.assigneeId) ?? 'someone') : null,
      followUpAt: l.followUpAt,
      createdAt: l.createdAt,
      unread: !l.openedAt,
      version: l.version,
      duplicates: 0,
      wait: leadWait(l, now),
    })),
    ...enrolments.map((e) => ({
      kind: 'enrolment' as const,
      id: e.id,
      href: `/admin/enrolments/${e.reference}`,
      type: 'enrolment',
      typeLabel: 'enrolment',
      name: e.fullName,
      email: e.email,
      phone: e.phone,
      // Paid after its hold ran out, into a batch that had filled meanwhile (lib/courses/seats.ts).
      about: `${courseTitle(e.course) ?? e.course} · ${e.reference}${e.overCapacity ? ' · OVER CAPACITY: batch full, move or add a seat' : ''}`,
      status: e.status,
      assignee: null,
      followUpAt: null,
      createdAt: e.createdAt,
      unread: e.status === 'awaiting_confirmation',
      version: 0,
      duplicates: duplicates.get(e.id) ?? 0,
      wait: null,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  const page = items.slice(0, limit);
  const more = items.length > limit;
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** How many leads of the view are in each status (the status tabs' counts). */
export async function statusCounts(f: Filters, me: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  // Every status is counted, spam included (the spam tab shows its count).
  const lw = leadWhere({ ...f, status: '' }, me, new Date(), { hideSpam: false });
  if (lw) {
    const rows = await db().lead.groupBy({ by: ['status'], where: lw, _count: { _all: true } });
    for (const r of rows) out[r.status] = r._count._all;
  }
  const ew = enrolmentWhere({ ...f, status: '' });
  if (ew) {
    const rows = await db().enrolment.groupBy({
      by: ['status'],
      where: ew,
      _count: { _all: true },
    });
    for (const r of rows) out[r.status] = (out[r.status] ?? 0) + r._count._all;
  }
  return out;
}

/** Staff and admins, for the assignee list. */
export function staffMembers() {
  return db().user.findMany({
    where: { role: { in: ['staff', 'admin'] } },
    select: { id: true, name: true, email: true },
    orderBy: { name: 'asc' },
  });
}
