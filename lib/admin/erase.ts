import 'server-only';
import { db, type Tx } from '@/lib/db';
import { AdminInputError } from './errors';
import type { Actor } from './leads';

export const ERASED = '[erased]';

/** Who to look for: an e-mail address and/or a phone number ("+CC digits" or just digits). */
export type Person = { email?: string; phone?: string };

function matchers(p: Person) {
  const email = p.email?.trim().toLowerCase() || null;
  const digits = p.phone?.replace(/[^\d]/g, '') || null;
  if (!email && (!digits || digits.length < 6)) {
    throw new AdminInputError('Give an e-mail address or a phone number (at least 6 digits)');
  }
  return { email, digits };
}

/**
 * The leads sent with this e-mail address however it was capitalised: a lead keeps the address as
 * the visitor typed it (`Asha@Example.com`), while the person asking to be erased, and enrolments
 * and accounts, have it in lower case. Equality on `lower()`, so no character of the address is
 * read as a pattern.
 */
async function leadIdsByEmail(email: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Lead" WHERE lower("email") = ${email}`;
  return rows.map((r) => r.id);
}

/** Every row that names the person, across every kind of lead, enrolments and accounts. */
export async function findPerson(p: Person) {
  const { email, digits } = matchers(p);
  const leadOr = [
    ...(email ? [{ id: { in: await leadIdsByEmail(email) } }] : []),
    ...(digits ? [{ phone: { endsWith: digits.slice(-10) } }] : []),
  ];
  const [leads, enrolments, users] = await Promise.all([
    db().lead.findMany({
      where: { OR: leadOr },
      select: { id: true, kind: true, name: true, email: true, phone: true, createdAt: true },
      orderBy: { createdAt: 'desc' },
    }),
    db().enrolment.findMany({
      where: {
        OR: [
          ...(email ? [{ email }] : []),
          ...(digits ? [{ phone: { endsWith: digits.slice(-10) } }] : []),
        ],
      },
      select: {
        id: true,
        reference: true,
        fullName: true,
        email: true,
        phone: true,
        status: true,
        amountPaise: true,
      },
    }),
    email
      ? db().user.findMany({
          where: { email },
          select: { id: true, name: true, email: true, role: true },
        })
      : Promise.resolve([]),
  ]);
  return { leads, enrolments, users };
}

/** Addresses in an e-mail's comma-separated recipients, as compared. */
const recipients = (to: string) => to.split(',').map((a) => a.trim().toLowerCase());

/**
 * The e-mails the school wrote to the person or about their rows (sent, waiting or failed): their
 * recipients and pre-written words (a name, a class, a reset link) are the person's data too.
 * - written to their address alone, or about one of their leads or enrolments: deleted;
 * - written to them among others (the staff list of a digest): their address taken out, the
 *   others keep their mail;
 * - the staff digests' lines naming one of their leads: each such line becomes the marker.
 */
async function eraseMailsTx(
  tx: Tx,
  {
    emails,
    leadIds,
    enrolmentIds,
  }: { emails: string[]; leadIds: string[]; enrolmentIds: string[] },
) {
  await tx.outbox.deleteMany({
    where: { OR: [{ leadId: { in: leadIds } }, { enrolmentId: { in: enrolmentIds } }] },
  });
  for (const email of emails) {
    // LIKE narrows; the exact comparison decides (an '_' in the address is a LIKE wildcard).
    const rows = await tx.$queryRaw<{ id: string; to: string }[]>`
      SELECT "id", "to" FROM "Outbox" WHERE lower("to") LIKE ${`%${email}%`}`;
    for (const r of rows) {
      const all = recipients(r.to);
      if (!all.includes(email)) continue;
      const others = all.filter((a) => a !== email);
      if (others.length) {
        await tx.outbox.update({ where: { id: r.id }, data: { to: others.join(', ') } });
      } else {
        await tx.outbox.delete({ where: { id: r.id } });
      }
    }
    await tx.recordingMail.deleteMany({ where: { email } });
  }
  if (leadIds.length) {
    // A digest line ends with the lead's back-office link (lib/admin/digest.ts).
    const links = leadIds.map((id) => `/admin/leads/${id}`);
    const digests = await tx.outbox.findMany({
      where: { topic: 'digest', OR: links.map((link) => ({ text: { contains: link } })) },
      select: { id: true, text: true },
    });
    const named = (line: string) => links.some((link) => line.endsWith(link));
    for (const d of digests) {
      const lines = (d.text ?? '').split('\n');
      const text = lines.map((line) => (named(line) ? `- ${ERASED}` : line)).join('\n');
      await tx.outbox.update({ where: { id: d.id }, data: { text } });
    }
  }
}

/**
 * The back office's account history names an account by its address (an invitation, a role
 * change, disabling, a password link): each value naming one of these accounts becomes the marker.
 */
async function eraseAccountHistoryTx(tx: Tx, emails: string[]) {
  if (!emails.length) return;
  const names = (value: string | null) =>
    emails.some(
      (email) =>
        value === email || !!value?.startsWith(`${email} as `) || !!value?.startsWith(`${email}: `),
    );
  const events = await tx.leadEvent.findMany({
    where: { leadId: null, action: { in: ['invite', 'role', 'disable', 'enable', 'reset_link'] } },
    select: { id: true, fromValue: true, toValue: true },
  });
  for (const e of events) {
    if (!names(e.fromValue) && !names(e.toValue)) continue;
    await tx.leadEvent.update({
      where: { id: e.id },
      data: {
        ...(names(e.fromValue) ? { fromValue: ERASED } : {}),
        ...(names(e.toValue) ? { toValue: ERASED } : {}),
      },
    });
  }
}

/**
 * Erasure (the privacy policy's promise, India's DPDP Act): the person's personal fields are
 * replaced with a marker in every row found, attached files and notes are removed, the e-mails
 * the school wrote to them or about their rows go (`eraseMailsTx`), and their account can no
 * longer sign in; counts, statuses and amounts stay for the books. One transaction; the history
 * records what was erased in numbers only.
 */
export async function erasePerson(p: Person, actor: Actor) {
  const found = await findPerson(p);
  if (found.users.some((u) => u.role !== 'learner')) {
    throw new AdminInputError('This is a staff account: change its role to learner first');
  }
  const leadIds = found.leads.map((l) => l.id);
  const enrolmentIds = found.enrolments.map((e) => e.id);
  // Mails to the address asked about, and to their enrolments' and account's (class and recording
  // mails are written to an enrolment's address, without its id). A lead's own mails go with it
  // by its id: a lead found by phone may name an address that is not theirs alone.
  const { email } = matchers(p);
  const emails = new Set<string>(email ? [email] : []);
  for (const r of [...found.enrolments, ...found.users]) emails.add(r.email.trim().toLowerCase());
  await db().$transaction(async (tx) => {
    await eraseMailsTx(tx, { emails: [...emails], leadIds, enrolmentIds });
    await eraseAccountHistoryTx(
      tx,
      found.users.map((u) => u.email),
    );
    if (leadIds.length) {
      await tx.lead.updateMany({
        where: { id: { in: leadIds } },
        data: {
          name: ERASED,
          email: null,
          phone: null,
          message: null,
          subject: null,
          details: '{}',
          ipHash: null,
          userAgent: null,
        },
      });
      await tx.leadNote.updateMany({ where: { leadId: { in: leadIds } }, data: { body: ERASED } });
      await tx.upload.deleteMany({ where: { leadId: { in: leadIds } } });
    }
    // A coupon's use counts per e-mail: the address goes (the use itself stays counted).
    for (const id of enrolmentIds) {
      await tx.couponUse.updateMany({
        where: { enrolmentId: id },
        data: { email: `erased-${id}@invalid` },
      });
    }
    // A certificate's public check page would show the name: it names nobody now.
    if (enrolmentIds.length) {
      await tx.certificate.updateMany({
        where: { enrolmentId: { in: enrolmentIds } },
        data: { name: ERASED },
      });
    }
    for (const id of enrolmentIds) {
      await tx.enrolment.update({
        where: { id },
        data: {
          fullName: ERASED,
          // The e-mail is part of a unique key: each erased row gets its own non-address.
          email: `erased-${id}@invalid`,
          phone: ERASED,
          parentName: null,
          ipHash: null,
          userAgent: null,
          // The billing address and a company's GSTIN; the state stays (the place of supply in
          // the books). A tax invoice or credit note already issued keeps its copy of the buyer
          // as issued: a legal record the school must keep unchanged (CGST Act s.36: 72 months).
          billingAddress: null,
          billingGstin: null,
        },
      });
    }
    for (const u of found.users) {
      await tx.user.update({
        where: { id: u.id },
        data: {
          name: ERASED,
          email: `erased-${u.id}@invalid`,
          passwordHash: null,
          disabledAt: new Date(),
          sessionVersion: { increment: 1 },
        },
      });
      await tx.account.deleteMany({ where: { userId: u.id } });
      await tx.calendarFeed.deleteMany({ where: { userId: u.id } });
      await tx.feedback.updateMany({ where: { userId: u.id }, data: { message: ERASED } });
      await tx.rating.updateMany({ where: { userId: u.id }, data: { comment: '' } });
      await tx.lessonRequest.updateMany({
        where: { userId: u.id },
        data: { topic: ERASED, message: '' },
      });
      // Paid withdrawals stay for the books, without the UPI id.
      await tx.withdrawal.updateMany({ where: { userId: u.id }, data: { upiId: ERASED } });
    }
    await tx.leadEvent.create({
      data: {
        actorId: actor.id,
        actorName: actor.name,
        action: 'erase',
        toValue: `${leadIds.length} lead(s), ${enrolmentIds.length} enrolment(s), ${found.users.length} account(s)`,
      },
    });
  });
  return { leads: leadIds.length, enrolments: enrolmentIds.length, accounts: found.users.length };
}
