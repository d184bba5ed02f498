import 'server-only';
import { db } from '@/lib/db';
import { AdminInputError, type Actor } from './leads';

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
 * The e-mails written to any of these addresses (sent, waiting or failed): their recipients and
 * pre-written words (a name, a class, a reset link) are the person's data too.
 */
async function mailIdsTo(addresses: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const address of addresses) {
    // LIKE narrows; the exact comparison decides (an '_' in the address is a LIKE wildcard).
    const rows = await db().$queryRaw<{ id: string; to: string }[]>`
      SELECT "id", "to" FROM "Outbox" WHERE lower("to") LIKE ${`%${address}%`}`;
    for (const r of rows) if (recipients(r.to).includes(address)) ids.add(r.id);
  }
  return [...ids];
}

/** What the back office's account history says names an account by its address. */
const ACCOUNT_EVENTS = ['invite', 'role', 'disable', 'enable', 'reset_link'];
const namesAccount = (value: string | null, email: string) =>
  value === email || !!value?.startsWith(`${email} as `) || !!value?.startsWith(`${email}: `);

/**
 * Erasure (the privacy policy's promise, India's DPDP Act): the person's personal fields are
 * replaced with a marker in every row found, attached files and notes are removed, the e-mails
 * written to them or about their leads and enrolments are deleted, and their account can no
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
  // Mails to the address asked about (a row found by phone may carry someone else's address: its
  // own mails go with it by its id below).
  const { email } = matchers(p);
  const addresses = email ? [email] : [];
  const mails = await mailIdsTo(addresses);
  const namesThem = (value: string | null) => found.users.some((u) => namesAccount(value, u.email));
  const accountEvents = found.users.length
    ? (
        await db().leadEvent.findMany({
          where: { leadId: null, action: { in: ACCOUNT_EVENTS } },
          select: { id: true, fromValue: true, toValue: true },
        })
      ).filter((e) => namesThem(e.fromValue) || namesThem(e.toValue))
    : [];
  await db().$transaction(async (tx) => {
    await tx.outbox.deleteMany({
      where: {
        OR: [
          { id: { in: mails } },
          { leadId: { in: leadIds } },
          { enrolmentId: { in: enrolmentIds } },
        ],
      },
    });
    await tx.recordingMail.deleteMany({ where: { email: { in: addresses } } });
    for (const e of accountEvents) {
      await tx.leadEvent.update({
        where: { id: e.id },
        data: {
          ...(namesThem(e.fromValue) ? { fromValue: ERASED } : {}),
          ...(namesThem(e.toValue) ? { toValue: ERASED } : {}),
        },
      });
    }
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
